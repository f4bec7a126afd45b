import type { Queryable } from "../../db/client";
import { firstRow } from "../../db/rows";
import { createUser } from "../../test/factories";

/** The hand-computed analytics world the admin API tests share, and the inserts that build it. */

export const NOW = new Date("2026-11-01T12:00:00Z");
export const ADMIN = "admin@moodreel.test";
export const t = (s: string) => new Date(s);

export async function insertMedia(db: Queryable) {
  await db.query(
    `INSERT INTO media_items (id, title, type, year, rating, poster_url) VALUES
       ('alpha-2001', 'Alpha', 'movie', 2001, 7.5, '/posters/alpha-2001.svg'),
       ('beta-2010', 'Beta', 'tv', 2010, 8.1, NULL),
       ('gamma-1999', 'Gamma', 'movie', 1999, 6.4, NULL)`,
  );
}

export async function insertSession(
  db: Queryable,
  s: { user: string; at: string; mood: string; provider?: string; status?: string; ms: number | null; count: number },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO recommendation_sessions (user_id, request_timestamp, mood, ai_provider, status, processing_time_ms,
       recommendation_count) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [s.user, t(s.at), s.mood, s.provider ?? "engine", s.status ?? "success", s.ms, s.count],
  );
  return firstRow(rows, "the new session").id;
}

export async function insertRec(
  db: Queryable,
  r: {
    session: string;
    media: string | null;
    title: string;
    year: number | null;
    position: number;
    match: number;
    at: string;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO individual_recommendations (session_id, media_id, position, title, year, reason, match_score, created_at)
     VALUES ($1, $2, $3, $4, $5, 'Because.', $6, $7) RETURNING id`,
    [r.session, r.media, r.position, r.title, r.year, r.match, t(r.at)],
  );
  return firstRow(rows, "the new recommendation").id;
}

export async function insertFeedback(
  db: Queryable,
  rec: string,
  user: string,
  type: string,
  at: string,
  value?: unknown,
) {
  await db.query(
    `INSERT INTO recommendation_feedback (recommendation_id, user_id, feedback_type, feedback_value, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [rec, user, type, value === undefined ? null : JSON.stringify(value), t(at)],
  );
}

/**
 * The small world every expectation below is computed by hand from (now = 2026-11-01 12:00 UTC; the
 * 30-day window is 2026-10-03 … 2026-11-01):
 *
 * users: admin (created 2026-01-01), Ada (2026-10-20), Ben (2026-10-25), Cleo (2026-11-01, no activity)
 * S1 Ada 11-01 08:00 "cozy rainy day" 1234 ms, 3 recs: r11 Alpha 90, r12 Beta 80, r13 Gamma 70
 * S2 Ada 10-30 20:00 "tense thriller" 2050 ms, 2 recs: r21 Alpha 85, r22 "Unknown Film" 2020 (no catalogue id) 60
 * S3 Ben 10-31 10:00 "something funny" llm, error, no time, 0 recs
 * S4 Ben 09-01 12:00 "epic" 900 ms, 1 rec: r41 Beta 75
 * feedback: r11 clicked, added_to_watchlist, trailer_closed (Ada, 11-01); r21 streaming_clicked netflix, rated
 *   (Ada, 10-30); r22 trailer_played, trailer_closed (Ada, 10-31); r41 streaming_clicked "Apple TV Store" (Ben, 09-01)
 * session rates: S1 2/3 = 66.67, S2 3/2 = 150, S4 1/1 = 100 (S3 has no recommendations) → mean 105.56
 */
export async function buildFixture(db: Queryable) {
  await insertMedia(db);
  const admin = await createUser(db, { email: ADMIN, full_name: "Admin" });
  const ada = await createUser(db, { full_name: "Ada Lovelace" });
  const ben = await createUser(db, { full_name: "Ben Walker" });
  const cleo = await createUser(db, { full_name: "Cleo" });
  const created: [string, string][] = [
    [admin.id, "2026-01-01T00:00:00Z"],
    [ada.id, "2026-10-20T10:00:00Z"],
    [ben.id, "2026-10-25T10:00:00Z"],
    [cleo.id, "2026-11-01T07:00:00Z"],
  ];
  for (const [id, at] of created) await db.query("UPDATE users SET created_at = $2 WHERE id = $1", [id, t(at)]);
  await db.query(
    `INSERT INTO profiles (id, username, full_name, email, streaming_services, created_at, updated_at) VALUES
       ($1, 'ada', 'Ada Lovelace', $2, '{netflix,hulu}', $5, $5),
       ($3, 'ben_w', NULL, $4, '{}', $6, $6)`,
    [ada.id, ada.email, ben.id, ben.email, t("2026-10-20T10:00:00Z"), t("2026-10-25T10:00:00Z")],
  );
  await db.query(
    `INSERT INTO user_media (user_id, media_id, status, user_rating, rated_at, updated_at) VALUES
       ($1, 'alpha-2001', 'want_to_watch', NULL, NULL, $3),
       ($1, 'beta-2010', NULL, 8, $4, $4),
       ($2, 'gamma-1999', NULL, 3, NULL, $5)`,
    [ada.id, ben.id, t("2026-11-01T09:05:00Z"), t("2026-10-30T21:10:00Z"), t("2026-10-15T12:00:00Z")],
  );
  await db.query(
    `INSERT INTO streaming_services (name, display_name, kind, color, homepage) VALUES
       ('netflix', 'Netflix', 'subscription', '#e50914', 'https://www.netflix.com'),
       ('apple tv store', 'Apple TV Store', 'store', '#a2aaad', 'https://tv.apple.com')`,
  );
  await db.query(
    `INSERT INTO media_streaming_options (media_id, source_name, offer_type, price) VALUES
       ('alpha-2001', 'netflix', 'subscription', NULL), ('beta-2010', 'netflix', 'subscription', NULL),
       ('alpha-2001', 'apple tv store', 'rent', 3.99), ('alpha-2001', 'apple tv store', 'buy', 9.99),
       ('gamma-1999', 'apple tv store', 'rent', 2.99), ('gamma-1999', 'tubi tv', 'free', NULL)`,
  );
  const s1 = await insertSession(db, {
    user: ada.id,
    at: "2026-11-01T08:00:00Z",
    mood: "cozy rainy day",
    ms: 1234,
    count: 3,
  });
  const s2 = await insertSession(db, {
    user: ada.id,
    at: "2026-10-30T20:00:00Z",
    mood: "tense thriller",
    ms: 2050,
    count: 2,
  });
  const s3 = await insertSession(db, {
    user: ben.id,
    at: "2026-10-31T10:00:00Z",
    mood: "something funny",
    provider: "llm",
    status: "error",
    ms: null,
    count: 0,
  });
  const s4 = await insertSession(db, { user: ben.id, at: "2026-09-01T12:00:00Z", mood: "epic", ms: 900, count: 1 });
  const at1 = "2026-11-01T08:00:01Z";
  const r11 = await insertRec(db, {
    session: s1,
    media: "alpha-2001",
    title: "Alpha",
    year: 2001,
    position: 1,
    match: 90,
    at: at1,
  });
  await insertRec(db, { session: s1, media: "beta-2010", title: "Beta", year: 2010, position: 2, match: 80, at: at1 });
  await insertRec(db, {
    session: s1,
    media: "gamma-1999",
    title: "Gamma",
    year: 1999,
    position: 3,
    match: 70,
    at: at1,
  });
  const at2 = "2026-10-30T20:00:01Z";
  const r21 = await insertRec(db, {
    session: s2,
    media: "alpha-2001",
    title: "Alpha",
    year: 2001,
    position: 1,
    match: 85,
    at: at2,
  });
  const r22 = await insertRec(db, {
    session: s2,
    media: null,
    title: "Unknown Film",
    year: 2020,
    position: 2,
    match: 60,
    at: at2,
  });
  const r41 = await insertRec(db, {
    session: s4,
    media: "beta-2010",
    title: "Beta",
    year: 2010,
    position: 1,
    match: 75,
    at: "2026-09-01T12:00:01Z",
  });
  await insertFeedback(db, r11, ada.id, "clicked", "2026-11-01T09:00:00Z", { source: "mobile_card" });
  await insertFeedback(db, r11, ada.id, "added_to_watchlist", "2026-11-01T09:05:00Z");
  await insertFeedback(db, r11, ada.id, "trailer_closed", "2026-11-01T09:06:00Z");
  await insertFeedback(db, r21, ada.id, "streaming_clicked", "2026-10-30T21:00:00Z", { service: "netflix" });
  await insertFeedback(db, r21, ada.id, "rated", "2026-10-30T21:10:00Z", { rating: 8 });
  await insertFeedback(db, r22, ada.id, "trailer_played", "2026-10-31T08:00:00Z");
  await insertFeedback(db, r22, ada.id, "trailer_closed", "2026-10-31T08:05:00Z");
  await insertFeedback(db, r41, ben.id, "streaming_clicked", "2026-09-01T12:30:00Z", { service: "Apple TV Store" });
  return { admin, ada, ben, cleo, sessions: { s1, s2, s3, s4 } };
}

export const ZERO_BREAKDOWN = { clicked: 0, added_to_watchlist: 0, rated: 0, trailer_played: 0, streaming_clicked: 0 };
