import type { Queryable } from "../../db/client";

export interface ProfileRow {
  id: string;
  username: string | null;
  full_name: string | null;
  email: string | null;
  streaming_services: string[];
  default_streaming_filter_enabled: boolean;
  availability_digest: boolean;
  created_at: Date;
}

/** The UNIQUE constraint on profiles.username (PostgreSQL's default name for it). */
export const USERNAME_UNIQUE = "profiles_username_key";

const COLUMNS =
  "id, username, full_name, email, streaming_services, default_streaming_filter_enabled, availability_digest, created_at";

export async function findProfile(db: Queryable, id: string): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(`SELECT ${COLUMNS} FROM profiles WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Inserts the profile; null when the id or the username is already taken. */
export async function insertProfile(
  db: Queryable,
  p: { id: string; username: string | null; fullName: string | null; email: string | null },
  now: Date,
): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `INSERT INTO profiles (id, username, full_name, email, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [p.id, p.username, p.fullName, p.email, now],
  );
  return rows[0] ?? null;
}

export async function usernameHolder(db: Queryable, username: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>("SELECT id FROM profiles WHERE username = $1", [username]);
  return rows[0]?.id ?? null;
}

interface ProfileChanges {
  fullName?: string | null;
  username?: string | null;
  streamingServices?: string[];
  defaultStreamingFilterEnabled?: boolean;
  availabilityDigest?: boolean;
}

/**
 * Updates the given fields (others untouched) and keeps the account's display name in step with the
 * profile's. Throws a unique violation of USERNAME_UNIQUE when the username is taken.
 */
export async function updateProfile(
  db: Queryable,
  id: string,
  c: ProfileChanges,
  now: Date,
): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `UPDATE profiles SET
       full_name = CASE WHEN $2::boolean THEN $3::text ELSE full_name END,
       username = CASE WHEN $4::boolean THEN $5::text ELSE username END,
       streaming_services = CASE WHEN $6::boolean THEN $7::text[] ELSE streaming_services END,
       default_streaming_filter_enabled = CASE WHEN $8::boolean THEN $9::boolean ELSE default_streaming_filter_enabled END,
       availability_digest = CASE WHEN $11::boolean THEN $12::boolean ELSE availability_digest END,
       updated_at = $10
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      c.fullName !== undefined,
      c.fullName ?? null,
      c.username !== undefined,
      c.username ?? null,
      c.streamingServices !== undefined,
      c.streamingServices ?? [],
      c.defaultStreamingFilterEnabled !== undefined,
      c.defaultStreamingFilterEnabled ?? false,
      now,
      c.availabilityDigest !== undefined,
      c.availabilityDigest ?? false,
    ],
  );
  if (rows[0] && c.fullName !== undefined) {
    await db.query("UPDATE users SET full_name = $2, updated_at = $3 WHERE id = $1", [id, c.fullName, now]);
  }
  return rows[0] ?? null;
}
