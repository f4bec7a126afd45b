import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/client";
import { sessionHeaders } from "../../test/factories";
import { createTestApp, testClock } from "../../test/harness";

/** Shared setup for the lists API tests: a seeded catalogue, a signed-in caller and a terse request helper. */

/** A few catalogue rows, two of them with offers, written straight to the database. */
export async function seedMedia(db: Queryable, ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await db.query(
      `INSERT INTO media_items (id, title, type, year, rating, poster_url, genres, mood_tags)
       VALUES ($1, $2, $3, $4, $5, $6, '{Drama}', '{cozy,witty}')`,
      [id, `Title ${id}`, i % 2 ? "tv" : "movie", 1990 + i, 7.5, `/posters/${id}.svg`],
    );
  }
  await db.exec(`INSERT INTO streaming_services (name, display_name, kind, color, homepage)
                 VALUES ('netflix', 'Netflix', 'subscription', '#e50914', 'https://www.netflix.com')
                 ON CONFLICT DO NOTHING`);
  await db.query(
    `INSERT INTO media_streaming_options (media_id, source_name, offer_type, price, web_url)
     VALUES ($1, 'netflix', 'subscription', NULL, 'https://www.netflix.com'), ($1, 'netflix', 'rent', 3.99, NULL)`,
    [ids[0]],
  );
}

export const MEDIA = [
  "alpha-1990",
  "bravo-1991",
  "charlie-1992",
  "delta-1993",
  "echo-1994",
  "foxtrot-1995",
  "golf-1996",
];

export interface Ctx {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: ReturnType<typeof testClock>;
  as(user: { id: string }): Promise<Record<string, string>>;
}

export async function setup(kind: "pglite" | "postgres"): Promise<Ctx> {
  const clock = testClock();
  const { app, db, config } = await createTestApp(kind, { clock });
  await seedMedia(db, MEDIA);
  return { app, db, config, clock, as: (user) => sessionHeaders(db, config, user, clock.now()) };
}

export async function call(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: "GET" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({ method, url, headers, payload: payload as never });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

export async function rowsOf(db: Queryable, userId: string) {
  const { rows } = await db.query<{ media_id: string; status: string | null; user_rating: number | null }>(
    "SELECT media_id, status, user_rating FROM user_media WHERE user_id = $1 ORDER BY media_id",
    [userId],
  );
  return rows;
}
