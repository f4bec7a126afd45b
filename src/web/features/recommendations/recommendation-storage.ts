import { arrayOf, intWithin, isString, oneOf, optional, shape } from "@/web/lib/guards";
import { STORAGE_KEYS, sessionStore, storage } from "@/web/lib/storage";
import { isRecommendation } from "./recommendation-guards";
import type { SavedPosition } from "./recommendation-state";
import { hasTonight, isTonightContext, type TonightContext } from "./tonight-context";

/**
 * The last recommendations kept in browser storage: the picks (each with its recommended media),
 * the query, tonight's context they were asked with and where the person was, for the user who
 * asked. Restored on return; anything unreadable, or another user's, is dropped.
 */
interface Saved extends SavedPosition {
  v: 1;
  user_id: string;
  saved_at: string;
}

const isSaved = shape<Saved>({
  v: oneOf([1]),
  user_id: isString,
  query: isString,
  tonight: optional(isTonightContext),
  recommendations: arrayOf(isRecommendation),
  revealed: intWithin(1),
  page: intWithin(0),
  index: intWithin(0),
  saved_at: isString,
});

export function loadSavedRecommendations(userId: string): SavedPosition | null {
  const saved = storage.getJson(STORAGE_KEYS.recommendations);
  if (!isSaved(saved) || saved.user_id !== userId || saved.recommendations.length === 0) return null;
  const { query, tonight, recommendations, revealed, page, index } = saved;
  return { query, ...(tonight ? { tonight } : {}), recommendations, revealed, page, index };
}

export function saveRecommendations(userId: string, saved: SavedPosition, now: Date = new Date()): void {
  const value: Saved = { v: 1, user_id: userId, ...saved, saved_at: now.toISOString() };
  storage.setJson(STORAGE_KEYS.recommendations, value);
}

/** Removes them (a new request, or the person signed out). */
export function clearSavedRecommendations(): void {
  storage.remove(STORAGE_KEYS.recommendations);
}

/**
 * "Who's watching" and "Time I have" belong to one evening: kept in sessionStorage for this tab,
 * for the user who chose them.
 */
type SavedTonight = TonightContext & { v: 1; user_id: string };

const isOwner = shape<Omit<SavedTonight, keyof TonightContext>>({ v: oneOf([1]), user_id: isString });
const isSavedTonight = (value: unknown): value is SavedTonight => isTonightContext(value) && isOwner(value);

export function loadTonight(userId: string): TonightContext | null {
  const saved = sessionStore.getJson(STORAGE_KEYS.tonight);
  if (!isSavedTonight(saved) || saved.user_id !== userId) return null;
  return { audience: saved.audience, minutes: saved.minutes };
}

export function saveTonight(userId: string, tonight: TonightContext): void {
  if (!hasTonight(tonight)) {
    sessionStore.remove(STORAGE_KEYS.tonight);
    return;
  }
  const value: SavedTonight = { v: 1, user_id: userId, ...tonight };
  sessionStore.setJson(STORAGE_KEYS.tonight, value);
}
