import type { Queryable } from "../db/client";

// The stored answers of POSTs sent with an Idempotency-Key; shared by every instance of the app.

export interface IdempotencyClaim {
  keyHash: string;
  userId: string | null;
  method: string;
  path: string;
  fingerprint: string;
  claim: string;
  now: Date;
  leaseUntil: Date;
}

export interface StoredKey {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
}

/**
 * Takes the key for this request: inserts it, or takes over a row whose time is up (a finished
 * answer past its 24 hours, or a lease its holder never gave back). True when this request holds it.
 */
export async function claimKey(db: Queryable, c: IdempotencyClaim): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO idempotency_keys (key_hash, user_id, method, path, fingerprint, claim, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (key_hash) DO UPDATE SET
       user_id = EXCLUDED.user_id, method = EXCLUDED.method, path = EXCLUDED.path,
       fingerprint = EXCLUDED.fingerprint, claim = EXCLUDED.claim, created_at = EXCLUDED.created_at,
       expires_at = EXCLUDED.expires_at, status_code = NULL, content_type = NULL, body = NULL
     WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
     RETURNING claim`,
    [c.keyHash, c.userId, c.method, c.path, c.fingerprint, c.claim, c.now, c.leaseUntil],
  );
  return rows.length === 1;
}

/** The key's row while it is live (not past expires_at), or null. */
export async function readKey(db: Queryable, keyHash: string, now: Date): Promise<StoredKey | null> {
  const { rows } = await db.query<StoredKey>(
    `SELECT fingerprint, status_code, content_type, body FROM idempotency_keys
     WHERE key_hash = $1 AND expires_at > $2`,
    [keyHash, now],
  );
  return rows[0] ?? null;
}

/** Keeps the answer of the request holding the key until `keepUntil`. */
export async function storeAnswer(
  db: Queryable,
  keyHash: string,
  claim: string,
  answer: { statusCode: number; contentType: string | null; body: string; keepUntil: Date },
): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET status_code = $3, content_type = $4, body = $5, expires_at = $6
     WHERE key_hash = $1 AND claim = $2 AND status_code IS NULL`,
    [keyHash, claim, answer.statusCode, answer.contentType, answer.body, answer.keepUntil],
  );
}

/** Gives the key back unanswered (the request failed or was cut short), so a retry runs it afresh. */
export async function releaseKey(db: Queryable, keyHash: string, claim: string): Promise<void> {
  await db.query("DELETE FROM idempotency_keys WHERE key_hash = $1 AND claim = $2 AND status_code IS NULL", [
    keyHash,
    claim,
  ]);
}

/** Drops every row whose time is up; returns how many went. */
export async function purgeExpiredKeys(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query("DELETE FROM idempotency_keys WHERE expires_at <= $1", [now]);
  return rowCount;
}
