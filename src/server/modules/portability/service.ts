import type { FastifyBaseLogger } from "fastify";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  PORTABILITY_MESSAGES,
  type TAccountExport,
  type TExportCsvKind,
  type TImportRequest,
  type TImportResponse,
  type TUnmatchedRow,
} from "../../../shared/contracts/portability";
import { toCsv } from "../../../shared/csv-write";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { formatWait, type Limit, rateLimited, rateLimiterFor } from "../../security/rate-limit";
import { verifyPassword } from "../auth/password";
import { findUserByEmail } from "../auth/repo";
import type { SessionUser } from "../auth/session";
import type { Mailer } from "../mail/transport";
import { publishUserEvent } from "../realtime/publish";
import { displayNames } from "../together/service";
import { FileProblem, readCsv } from "./csv-read";
import { accountDeletedMail } from "./deletion-mail";
import { type ImportRow, rowsOf } from "./formats";
import { buildIndex, matchRow } from "./match";
import * as repo from "./repo";

/** Unmatched titles are echoed back for the person to check, cut to a length a list can show. */
const ECHO_TITLE_MAX = 300;

function readRows(input: TImportRequest, now: Date): ImportRow[] {
  if (Buffer.byteLength(input.csv, "utf8") > IMPORT_MAX_BYTES) {
    throw new AppError("payload_too_large", PORTABILITY_MESSAGES.tooLarge);
  }
  try {
    return rowsOf(readCsv(input.csv, IMPORT_MAX_ROWS), input.source, input.kind, now);
  } catch (err) {
    if (err instanceof FileProblem) throw new AppError("invalid_file", err.message);
    throw err;
  }
}

/** What to ask the catalogue for: the file's IMDb ids and its span of years. */
function catalogueQuery(rows: ImportRow[]) {
  const years = rows.map((r) => r.year).filter((y): y is number => y !== null);
  return {
    imdbIds: [...new Set(rows.map((r) => r.imdbId).filter((id): id is string => id !== null))],
    minYear: years.length ? Math.min(...years) : null,
    maxYear: years.length ? Math.max(...years) : null,
    anyYear: rows.some((r) => r.year === null),
  };
}

/**
 * Imports one export file. The whole file is read and checked before anything is written, and the
 * writes run in one transaction, so a bad file (or a failure half way) leaves the account as it was.
 * An import only adds: a title that already has a rating (or list status, or watched mark) keeps
 * it and counts as already present, so importing the same file again changes nothing.
 * Once committed, the user's other tabs are told to reload: an import changes too many titles to
 * send one by one.
 */
export async function importFile(db: Db, userId: string, input: TImportRequest, now: Date): Promise<TImportResponse> {
  const rows = readRows(input, now);
  const result = await importRows(db, userId, input, rows, now);
  if (result.counts.imported > 0) await publishUserEvent(db, userId, { type: "resync" });
  return result;
}

function importRows(
  db: Db,
  userId: string,
  input: TImportRequest,
  rows: ImportRow[],
  now: Date,
): Promise<TImportResponse> {
  return db.transaction(async (tx) => {
    const index = buildIndex(await repo.matchableTitles(tx, catalogueQuery(rows)));
    const unmatched: TUnmatchedRow[] = [];
    // First row per title wins; a repeat of a title in the same file is already present by then.
    const picked = new Map<string, ImportRow>();
    let matched = 0;
    for (const row of rows) {
      const result = matchRow(index, row);
      if ("reason" in result) {
        unmatched.push({
          line: row.line,
          title: row.title.slice(0, ECHO_TITLE_MAX),
          year: row.year,
          reason: result.reason,
        });
        continue;
      }
      matched++;
      if (!picked.has(result.media.id)) picked.set(result.media.id, row);
    }
    const items = [...picked].map(([mediaId, row]) => ({ mediaId, at: row.date, rating: row.rating ?? 0 }));
    const written =
      input.kind === "ratings"
        ? await repo.importRatings(tx, userId, items, now)
        : input.kind === "watched"
          ? await repo.importWatched(tx, userId, items, now)
          : await repo.importWatchlist(
              tx,
              userId,
              items.map((i) => i.mediaId),
              now,
            );
    return {
      source: input.source,
      kind: input.kind,
      counts: {
        rows: rows.length,
        matched,
        imported: written.length,
        already_present: matched - written.length,
        unmatched: unmatched.length,
      },
      unmatched,
    };
  });
}

/** Everything the account holds, in one document. */
export async function exportAccount(db: Db, userId: string, now: Date): Promise<TAccountExport> {
  const [account, profile, titles, sessions, feedback, together, hidden, notifications] = await Promise.all([
    repo.account(db, userId),
    repo.profile(db, userId),
    repo.titles(db, userId),
    repo.recommendationHistory(db, userId),
    repo.feedback(db, userId),
    repo.togetherSessions(db, userId),
    repo.hiddenTitles(db, userId),
    repo.notifications(db, userId),
  ]);
  // The route guard admitted a session, so a missing row means the account was deleted mid-request.
  if (!account) throw notFound("Account");
  // The services stand on their own in the document: they are what the person chose, not profile metadata.
  const { streaming_services = [], ...profileFields } = profile ?? {};
  return {
    format: "moodreel-export/1",
    exported_at: now.toISOString(),
    account,
    profile: profile ? (profileFields as NonNullable<TAccountExport["profile"]>) : null,
    streaming_services,
    titles,
    recommendation_sessions: sessions,
    feedback,
    together_sessions: together.map(({ members, ...session }) => {
      // the names the session page shows its members, worked out as it does
      const names = displayNames(members);
      return {
        ...session,
        members: members.map((m, i) => ({
          position: m.position,
          name: names[i] ?? `Person ${m.position}`,
          is_you: m.is_you,
        })),
      };
    }),
    hidden_titles: hidden,
    notifications,
  };
}

const day = (isoTime: string | null) => (isoTime ? isoTime.slice(0, 10) : null);
const isWatched = (t: repo.TitleRow) => t.watched_at !== null || t.status === "watched";

/**
 * One list in Letterboxd's import format (Title, Year, imdbID, Rating10, WatchedDate), which
 * Letterboxd reads and so does our own import. Cells are formula-safe.
 */
export async function exportCsv(db: Db, userId: string, kind: TExportCsvKind): Promise<string> {
  const all = await repo.titles(db, userId);
  if (kind === "ratings") {
    const rated = all.filter((t) => t.user_rating !== null);
    return toCsv(
      ["Title", "Year", "imdbID", "Rating10", "WatchedDate"],
      rated.map((t) => [t.title, t.year, t.imdb_id, t.user_rating, day(t.watched_at)]),
    );
  }
  if (kind === "watchlist") {
    const wanted = all.filter((t) => t.status === "want_to_watch");
    return toCsv(
      ["Title", "Year", "imdbID"],
      wanted.map((t) => [t.title, t.year, t.imdb_id]),
    );
  }
  return toCsv(
    ["Title", "Year", "imdbID", "WatchedDate"],
    all.filter(isWatched).map((t) => [t.title, t.year, t.imdb_id, day(t.watched_at ?? t.updated_at)]),
  );
}

/**
 * Wrong passwords on account deletion, per account: someone at an unlocked screen gets five tries
 * in 15 minutes, not a guessing loop. Keyed by the user, since only a signed-in session reaches it.
 */
const DELETE_ACCOUNT_FAILURES: Limit = { name: "delete-account-fail", max: 5, windowMs: 15 * 60_000 };

/**
 * Deletes the account after checking its password again: every row of the user in one
 * transaction, then a confirmation mail to the address it had (queued, after the commit).
 */
export async function deleteAccount(
  ctx: AppContext,
  mailer: Mailer,
  user: SessionUser,
  password: string,
  log: Pick<FastifyBaseLogger, "info">,
): Promise<void> {
  const limiter = rateLimiterFor(ctx);
  const wait = await limiter.blockedFor(DELETE_ACCOUNT_FAILURES, user.id);
  if (wait !== null) {
    throw rateLimited(wait, `${PORTABILITY_MESSAGES.tooManyPasswordTries} Please try again in ${formatWait(wait)}.`);
  }
  const stored = await findUserByEmail(ctx.db, user.email);
  if (!stored || stored.id !== user.id || !(await verifyPassword(password, stored.password_hash))) {
    await limiter.consume(DELETE_ACCOUNT_FAILURES, user.id);
    throw new AppError("wrong_password", PORTABILITY_MESSAGES.wrongPassword, { field: "password" });
  }
  await ctx.db.transaction((tx) => repo.deleteUser(tx, user.id, user.email));
  await limiter.reset(DELETE_ACCOUNT_FAILURES, user.id);
  log.info({ user_id: user.id }, "account deleted");
  const mail = accountDeletedMail({ fullName: stored.full_name, signUpUrl: ctx.config.publicUrl });
  mailer.queue({ to: user.email, ...mail });
}
