import type { Queryable } from "../../db/client";

// Users ----------------------------------------------------------------------------------------------

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  full_name: string | null;
  email_confirmed_at: Date | null;
}

interface UserWithUsername extends Omit<UserRow, "password_hash"> {
  username: string | null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    "SELECT id, email, password_hash, full_name, email_confirmed_at FROM users WHERE email = $1",
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserWithUsername(db: Queryable, id: string): Promise<UserWithUsername | null> {
  const { rows } = await db.query<UserWithUsername>(
    `SELECT u.id, u.email, u.full_name, u.email_confirmed_at, p.username
     FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Inserts a new, unconfirmed user; null when the e-mail is already taken (also under a race). */
export async function insertUser(
  db: Queryable,
  user: { email: string; passwordHash: string; fullName: string },
  now: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, full_name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [user.email, user.passwordHash, user.fullName, now],
  );
  return rows[0]?.id ?? null;
}

export async function confirmUserEmail(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    "UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2 WHERE id = $1",
    [id, now],
  );
}

// E-mail verifications ------------------------------------------------------------------------------

/** Voids every open verification of the user (a new code replaces the old ones). */
export async function voidOpenVerifications(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query("UPDATE email_verifications SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL", [
    userId,
    now,
  ]);
}

export async function insertVerification(
  db: Queryable,
  v: { userId: string; codeHash: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO email_verifications (user_id, code_hash, token_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [v.userId, v.codeHash, v.tokenHash, v.expiresAt, now],
  );
}

/**
 * Spends one try on the user's open, unexpired verification that has tries left, atomically (so
 * parallel guesses cannot exceed the limit). Null when there is none.
 */
export async function claimCodeAttempt(
  db: Queryable,
  userId: string,
  maxAttempts: number,
  now: Date,
): Promise<{ id: string; code_hash: string } | null> {
  const { rows } = await db.query<{ id: string; code_hash: string }>(
    `UPDATE email_verifications SET attempts = attempts + 1
     WHERE id = (
       SELECT id FROM email_verifications
       WHERE user_id = $1 AND consumed_at IS NULL AND expires_at > $2 AND attempts < $3
       ORDER BY created_at DESC LIMIT 1
     ) AND consumed_at IS NULL AND attempts < $3
     RETURNING id, code_hash`,
    [userId, now, maxAttempts],
  );
  return rows[0] ?? null;
}

/** Marks one verification used; false if it was used (or voided) meanwhile. */
export async function consumeVerification(db: Queryable, id: string, now: Date): Promise<boolean> {
  const r = await db.query("UPDATE email_verifications SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL", [
    id,
    now,
  ]);
  return r.rowCount > 0;
}

/** Uses the verification the link's token belongs to, if open, unexpired and not voided by wrong codes. */
export async function consumeVerificationByToken(
  db: Queryable,
  tokenHash: string,
  maxAttempts: number,
  now: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE email_verifications SET consumed_at = $2
     WHERE token_hash = $1 AND consumed_at IS NULL AND expires_at > $2 AND attempts < $3
     RETURNING user_id`,
    [tokenHash, now, maxAttempts],
  );
  return rows[0]?.user_id ?? null;
}

// Sessions -------------------------------------------------------------------------------------------

/** Drops a user's expired sessions (housekeeping at sign-in). */
export async function pruneUserSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query("DELETE FROM sessions WHERE user_id = $1 AND (idle_expires_at <= $2 OR absolute_expires_at <= $2)", [
    userId,
    now,
  ]);
}

// Sessions (only the SHA-256 of the cookie value is stored) ---------------------------------------

interface SessionRow {
  id_hash: string;
  user_id: string;
  last_seen_at: Date;
  idle_expires_at: Date;
  absolute_expires_at: Date;
  email: string;
  full_name: string | null;
  email_confirmed_at: Date | null;
  username: string | null;
}

export async function insertSession(
  db: Queryable,
  s: { idHash: string; userId: string; now: Date; idleExpiresAt: Date; absoluteExpiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [s.idHash, s.userId, s.now, s.idleExpiresAt, s.absoluteExpiresAt],
  );
}

export async function findSession(db: Queryable, idHash: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id_hash, s.user_id, s.last_seen_at, s.idle_expires_at, s.absolute_expires_at,
            u.email, u.full_name, u.email_confirmed_at, p.username
     FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN profiles p ON p.id = u.id
     WHERE s.id_hash = $1`,
    [idHash],
  );
  return rows[0] ?? null;
}

export async function slideSession(db: Queryable, idHash: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await db.query("UPDATE sessions SET last_seen_at = $2, idle_expires_at = $3 WHERE id_hash = $1", [
    idHash,
    now,
    idleExpiresAt,
  ]);
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query("DELETE FROM sessions WHERE id_hash = $1", [idHash]);
}
