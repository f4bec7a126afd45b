import { randomInt } from "node:crypto";
import { PROFILE_MESSAGES, type TProfile, type TProfilePatchParsed } from "../../../shared/contracts/profile";
import type { Config } from "../../config";
import type { Db, Queryable } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { AppError } from "../../errors";
import { findProfile, insertProfile, type ProfileRow, USERNAME_UNIQUE, updateProfile, usernameHolder } from "./repo";

export const USERNAME_ATTEMPTS = 10;
const BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";

/** 'user_' plus 8 random base-36 characters: 36^8 names, so a collision is rare and simply retried. */
export function generateUsername(): string {
  let s = "user_";
  for (let i = 0; i < 8; i++) s += BASE36[randomInt(36)];
  return s;
}

function toProfile(row: ProfileRow): TProfile {
  return {
    id: row.id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    streaming_services: row.streaming_services ?? [],
    default_streaming_filter_enabled: row.default_streaming_filter_enabled,
    availability_digest: row.availability_digest,
    created_at: new Date(row.created_at).toISOString(),
  };
}

interface Account {
  id: string;
  email: string;
  full_name: string | null;
}

/**
 * The profile of a signed-in account, created when missing: a unique generated username, tried up to
 * 10 times; when all 10 collide the creation is skipped silently (null).
 */
export async function ensureProfile(
  db: Queryable,
  account: Account,
  now: Date,
  nextUsername: () => string = generateUsername,
): Promise<TProfile | null> {
  const existing = await findProfile(db, account.id);
  if (existing) return toProfile(existing);
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    const row = await insertProfile(
      db,
      { id: account.id, username: nextUsername(), fullName: account.full_name, email: account.email },
      now,
    );
    if (row) return toProfile(row);
    const raced = await findProfile(db, account.id);
    if (raced) return toProfile(raced);
  }
  return null;
}

export async function getProfile(db: Queryable, userId: string): Promise<TProfile | null> {
  const row = await findProfile(db, userId);
  return row ? toProfile(row) : null;
}

/** Usernames equal to an ADMIN_EMAILS entry would grant admin rights, so nobody may claim them. */
const reserved = (config: Pick<Config, "adminEmails">, username: string) =>
  config.adminEmails.includes(username.toLowerCase());

/** POST /api/profile: 409 'Profile already exists for this user' or 'Username already taken'. */
export async function createProfile(
  db: Queryable,
  config: Pick<Config, "adminEmails">,
  account: Account,
  input: { username?: string | null; full_name?: string | null },
  now: Date,
): Promise<TProfile> {
  if (await findProfile(db, account.id)) {
    throw new AppError("conflict", PROFILE_MESSAGES.alreadyExists, { field: "id" });
  }
  const fullName = input.full_name === undefined ? account.full_name : input.full_name;
  if (input.username) {
    if (reserved(config, input.username)) {
      throw new AppError("conflict", PROFILE_MESSAGES.usernameTaken, { field: "username" });
    }
    const row = await insertProfile(
      db,
      { id: account.id, username: input.username, fullName, email: account.email },
      now,
    );
    if (row) return toProfile(row);
    if (await findProfile(db, account.id)) {
      throw new AppError("conflict", PROFILE_MESSAGES.alreadyExists, { field: "id" });
    }
    throw new AppError("conflict", PROFILE_MESSAGES.usernameTaken, { field: "username" });
  }
  const created = await ensureProfile(db, { ...account, full_name: fullName }, now);
  if (!created) throw new AppError("conflict", PROFILE_MESSAGES.usernameTaken, { field: "username" });
  return created;
}

/**
 * PATCH /api/profile. A missing profile is created first (as after sign-in). A username someone else
 * holds is a 409 with the update message, whether the look-up finds the holder or a parallel update
 * wins the race and the UNIQUE constraint refuses the write.
 */
export async function patchProfile(
  db: Db,
  config: Pick<Config, "adminEmails">,
  account: Account,
  patch: TProfilePatchParsed,
  now: Date,
): Promise<TProfile> {
  const current = await ensureProfile(db, account, now);
  if (!current) throw new AppError("not_found", "Profile not found");
  const taken = () => new AppError("conflict", PROFILE_MESSAGES.usernameTakenOnUpdate, { field: "username" });
  if (patch.username && patch.username !== current.username) {
    if (reserved(config, patch.username)) throw taken();
    const holder = await usernameHolder(db, patch.username);
    if (holder && holder !== account.id) throw taken();
  }
  try {
    const row = await db.transaction((tx) =>
      updateProfile(
        tx,
        account.id,
        {
          fullName: patch.full_name,
          username: patch.username,
          streamingServices: patch.streaming_services,
          defaultStreamingFilterEnabled: patch.default_streaming_filter_enabled,
          availabilityDigest: patch.availability_digest,
        },
        now,
      ),
    );
    if (!row) throw new AppError("not_found", "Profile not found");
    return toProfile(row);
  } catch (err) {
    if (isUniqueViolation(err, USERNAME_UNIQUE)) throw taken();
    throw err;
  }
}
