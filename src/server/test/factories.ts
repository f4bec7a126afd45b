import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Queryable } from "../db/client";
import { firstRow } from "../db/rows";
import { createSession, sessionCookieName } from "../modules/auth/session";

export interface TestUser {
  id: string;
  email: string;
  full_name: string | null;
}

let counter = 0;

/**
 * A user written straight to the database (confirmed by default). Its password hash is not a real
 * hash, so it cannot sign in with a password: tests that need that go through the sign-up API.
 */
export async function createUser(
  db: Queryable,
  overrides: Partial<{ email: string; full_name: string | null; confirmed: boolean; username: string | null }> = {},
): Promise<TestUser> {
  const n = ++counter;
  const email = (overrides.email ?? `user${n}-${randomUUID().slice(0, 8)}@example.test`).toLowerCase();
  const full_name = overrides.full_name === undefined ? `Test User ${n}` : overrides.full_name;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, full_name, email_confirmed_at)
     VALUES ($1, 'factory:no-password', $2, CASE WHEN $3 THEN now() ELSE NULL END) RETURNING id`,
    [email, full_name, overrides.confirmed ?? true],
  );
  const { id } = firstRow(rows, "the new user");
  if (overrides.username !== undefined) {
    await db.query("INSERT INTO profiles (id, username, full_name, email) VALUES ($1, $2, $3, $4)", [
      id,
      overrides.username,
      full_name,
      email,
    ]);
  }
  return { id, email, full_name };
}

/** A session for the user; returns the headers a signed-in browser would send (cookie + CSRF header). */
export async function sessionHeaders(
  db: Queryable,
  config: Pick<Config, "env">,
  user: { id: string },
  now = new Date(),
): Promise<{ cookie: string; "x-requested-with": string }> {
  const token = await createSession(db, user.id, now);
  return { cookie: `${sessionCookieName(config)}=${token}`, "x-requested-with": "moodreel" };
}

/** Creates a confirmed user and a session in one go. */
export async function signedInUser(
  app: FastifyInstance,
  db: Queryable,
  config: Pick<Config, "env">,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: TestUser; headers: Record<string, string> }> {
  void app;
  const user = await createUser(db, overrides);
  return { user, headers: await sessionHeaders(db, config, user) };
}

/** Headers for a state-changing request with no session. */
export const anonymousHeaders = { "x-requested-with": "moodreel" } as const;
