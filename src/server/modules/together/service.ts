import { randomInt } from "node:crypto";
import { recommendTogether } from "../../../recommender/group";
import { RECOMMENDATIONS_PER_REQUEST } from "../../../shared/contracts/recommendations";
import {
  TOGETHER_CODE_ALPHABET,
  TOGETHER_CODE_LENGTH,
  TOGETHER_TTL_HOURS,
  type TTogetherPick,
  type TTogetherState,
  type TTogetherStatus,
} from "../../../shared/contracts/together";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { posterUrlOf } from "../catalogue/repo";
import type { EngineCache } from "../recommendations/engine-cache";
import { storedTaste } from "../recommendations/service";
import * as repo from "./repo";

const HOUR_MS = 60 * 60 * 1000;
/** Expired sessions stay this long, so a late visitor hears "expired" rather than "not found". */
const KEEP_EXPIRED_MS = 7 * 24 * HOUR_MS;
const NAME_MAX = 40;

export interface TogetherDeps {
  ctx: AppContext;
  cache: EngineCache;
}

const notOpenToYou = () =>
  new AppError("not_found", "Watch-together session not found. Check the code, or join the session first.");
const expired = () =>
  new AppError("gone", "This watch-together session has expired (they last 24 hours). Start a new one.");

/** A code drawn uniformly from the alphabet with the system's cryptographic generator. */
export function newCode(): string {
  let code = "";
  for (let i = 0; i < TOGETHER_CODE_LENGTH; i++)
    code += TOGETHER_CODE_ALPHABET[randomInt(TOGETHER_CODE_ALPHABET.length)];
  return code;
}

/**
 * How the two are called on the page and in the reasons: first names, full names when the first
 * names are the same, and the position added when even those are. The account export names the
 * members the same way.
 */
export function displayNames(rows: readonly { name: string | null; position: number }[]): string[] {
  const full = rows.map((r) => (r.name ?? "").trim().slice(0, NAME_MAX).trim() || `Person ${r.position}`);
  const first = full.map((n) => n.split(/\s+/)[0] ?? n);
  const distinct = (names: string[]) => new Set(names).size === names.length;
  if (distinct(first)) return first;
  if (distinct(full)) return full;
  return full.map((n, i) => `${n} (${rows[i]?.position ?? i + 1})`);
}

function statusOf(session: repo.SessionRow, rows: repo.MemberRow[], picksCurrent: boolean): TTogetherStatus {
  if (rows.length < 2) return "waiting_for_partner";
  if (rows.some((r) => r.mood === null)) return "waiting_for_moods";
  return picksCurrent && session.picks ? "ready" : "matching";
}

function stateFor(session: repo.SessionRow, rows: repo.MemberRow[], userId: string): TTogetherState {
  const names = displayNames(rows);
  const moods = rows.map((r) => r.mood);
  const bothIn = rows.length === 2 && moods.every((m) => m !== null);
  const picksCurrent =
    bothIn && session.picks_moods !== null && session.picks_moods.join("\u0000") === moods.join("\u0000");
  return {
    code: session.code,
    status: statusOf(session, rows, picksCurrent),
    expires_at: session.expires_at.toISOString(),
    members: rows.map((r, i) => ({
      position: r.position,
      name: names[i] ?? `Person ${r.position}`,
      is_you: r.user_id === userId,
      mood_set: r.mood !== null,
      // the other person's words stay hidden until both are in, so neither steers the other
      mood: r.user_id === userId || bothIn ? r.mood : null,
    })),
    picks: picksCurrent ? session.picks : null,
    by_services: picksCurrent ? session.picks_by_services : null,
  };
}

/** The session and its members, when it is open (not expired); the caller must be a member unless `anyone`. */
async function openSession(deps: TogetherDeps, code: string, userId: string, anyone = false) {
  const { db, clock } = deps.ctx;
  const session = await repo.findSession(db, code);
  if (!session) throw anyone ? new AppError("not_found", "No watch-together session has that code.") : notOpenToYou();
  const rows = await repo.members(db, code);
  const isMember = rows.some((r) => r.user_id === userId);
  if (!anyone && !isMember) throw notOpenToYou();
  if (session.expires_at <= clock.now()) throw expired();
  return { session, rows, isMember };
}

/** Starts a session with the caller as its first member. */
export async function start(deps: TogetherDeps, userId: string): Promise<TTogetherState> {
  const { db, clock } = deps.ctx;
  const now = clock.now();
  await repo.pruneSessions(db, new Date(now.getTime() - KEEP_EXPIRED_MS));
  const expiresAt = new Date(now.getTime() + TOGETHER_TTL_HOURS * HOUR_MS);
  // 729 million codes: a clash is rare, five in a row means something else is wrong
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const created = await db.transaction((tx) => repo.insertSession(tx, { code, userId, at: now, expiresAt }));
    if (created) return view(deps, userId, code);
  }
  throw new AppError("internal", "Could not start a watch-together session. Please try again.");
}

/** Joins as the second member; joining again is harmless, a third person is turned away. */
export async function join(deps: TogetherDeps, userId: string, code: string): Promise<TTogetherState> {
  const { db, clock } = deps.ctx;
  const { session, rows, isMember } = await openSession(deps, code, userId, true);
  if (isMember) return stateFor(session, rows, userId);
  const added = await repo.addSecondMember(db, code, userId, clock.now());
  const after = await repo.members(db, code);
  if (!added && !after.some((r) => r.user_id === userId)) {
    throw new AppError("conflict", "This watch-together session already has two people.");
  }
  return stateFor(session, after, userId);
}

export async function view(deps: TogetherDeps, userId: string, code: string): Promise<TTogetherState> {
  const { session, rows } = await openSession(deps, code, userId);
  return stateFor(session, rows, userId);
}

/** Records the caller's mood; once both moods are in, computes and stores the picks for the pair. */
export async function submitMood(
  deps: TogetherDeps,
  userId: string,
  code: string,
  mood: string,
): Promise<TTogetherState> {
  const { db, clock } = deps.ctx;
  await openSession(deps, code, userId);
  await repo.setMood(db, code, userId, mood.trim(), clock.now());
  const rows = await repo.members(db, code);
  if (rows.length === 2 && rows.every((r) => r.mood !== null)) await computePicks(deps, code, rows);
  return view(deps, userId, code);
}

async function computePicks(deps: TogetherDeps, code: string, rows: repo.MemberRow[]): Promise<void> {
  const { ctx } = deps;
  const now = ctx.clock.now();
  const [state, tastes] = await Promise.all([
    deps.cache.get(ctx.db),
    Promise.all(rows.map((r) => storedTaste(ctx.db, r.user_id, now))),
  ]);
  const names = displayNames(rows);
  const moods = rows.map((r) => r.mood ?? "");
  const result = recommendTogether(state.index, {
    members: rows.map((r, i) => ({
      name: names[i] ?? `Person ${r.position}`,
      mood: moods[i] ?? "",
      liked: tastes[i]?.liked,
      disliked: tastes[i]?.disliked,
      services: r.services,
    })),
    // what either rated, watched or hid is left out for both
    excludeIds: [...new Set(tastes.flatMap((t) => t.excludeIds))],
    limit: RECOMMENDATIONS_PER_REQUEST,
  });
  const positionOf = (i: number) => rows[i]?.position ?? 1;
  const picks: TTogetherPick[] = result.picks.flatMap((p) => {
    const row = state.byId.get(p.media_id);
    if (!row) return [];
    return [
      {
        media: {
          id: row.id,
          title: row.title,
          type: row.type,
          year: row.year,
          poster_url: posterUrlOf(row.id, row.poster_url),
          rating: Number(row.rating),
          runtime_minutes: row.runtime_minutes,
        },
        match_score: p.match_score,
        for_members: p.members.map((m, i) => ({
          position: positionOf(i),
          match_score: m.match_score,
          reason: m.reason,
        })),
        about: p.about,
        services: p.services.map((s) => ({ name: s.name, members: s.members.map(positionOf) })),
      },
    ];
  });
  await repo.savePicks(ctx.db, code, { picks, moods, byServices: result.byServices, at: now });
}
