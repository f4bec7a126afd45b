import { z } from "zod";
import { ZRecommendation } from "@/shared/contracts/recommendations";
import { STORAGE_KEYS, sessionStore, storage } from "@/web/lib/storage";
import type { SavedPosition } from "./recommendation-state";
import { hasTonight, type TonightContext, ZTonightContext } from "./tonight-context";

/**
 * The last recommendations kept in browser storage: the picks (each with its recommended media),
 * the query, tonight's context they were asked with and where the person was, for the user who
 * asked. Restored on return; anything unreadable, or another user's, is dropped.
 */
const ZSaved = z.object({
  v: z.literal(1),
  user_id: z.string(),
  query: z.string(),
  /** absent in what was kept before the context existed */
  tonight: ZTonightContext.optional(),
  recommendations: z.array(ZRecommendation),
  revealed: z.number().int().min(1),
  page: z.number().int().min(0),
  index: z.number().int().min(0),
  saved_at: z.string(),
});

export function loadSavedRecommendations(userId: string): SavedPosition | null {
  const parsed = ZSaved.safeParse(storage.getJson(STORAGE_KEYS.recommendations));
  if (!parsed.success || parsed.data.user_id !== userId || parsed.data.recommendations.length === 0) return null;
  const { query, tonight, recommendations, revealed, page, index } = parsed.data;
  return { query, ...(tonight ? { tonight } : {}), recommendations, revealed, page, index };
}

export function saveRecommendations(userId: string, saved: SavedPosition, now: Date = new Date()): void {
  const value: z.infer<typeof ZSaved> = { v: 1, user_id: userId, ...saved, saved_at: now.toISOString() };
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
const ZSavedTonight = ZTonightContext.extend({ v: z.literal(1), user_id: z.string() });

export function loadTonight(userId: string): TonightContext | null {
  const parsed = ZSavedTonight.safeParse(sessionStore.getJson(STORAGE_KEYS.tonight));
  if (!parsed.success || parsed.data.user_id !== userId) return null;
  return { audience: parsed.data.audience, minutes: parsed.data.minutes };
}

export function saveTonight(userId: string, tonight: TonightContext): void {
  if (!hasTonight(tonight)) {
    sessionStore.remove(STORAGE_KEYS.tonight);
    return;
  }
  const value: z.infer<typeof ZSavedTonight> = { v: 1, user_id: userId, ...tonight };
  sessionStore.setJson(STORAGE_KEYS.tonight, value);
}
