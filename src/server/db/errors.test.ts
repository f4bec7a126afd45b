import { describe, expect, it } from "vitest";
import { MEDIA_FOREIGN_KEY, upsertStatus } from "../modules/lists/repo";
import { USERNAME_UNIQUE, updateProfile } from "../modules/profiles/repo";
import { createUser } from "../test/factories";
import { createTestDb, DATABASES } from "../test/harness";
import { isForeignKeyViolation, isUniqueViolation } from "./errors";

const NOW = new Date("2026-11-01T12:00:00Z");

/** The error a call rejects with. */
async function rejectionOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error("expected the call to fail");
}

describe("database errors are told apart without their message", () => {
  it("a plain Error quoting the right words is neither violation", () => {
    const lookalike = new Error(`duplicate key value violates unique constraint "${USERNAME_UNIQUE}"`);
    expect(isUniqueViolation(lookalike, USERNAME_UNIQUE)).toBe(false);
    expect(isUniqueViolation(null, USERNAME_UNIQUE)).toBe(false);
    expect(isUniqueViolation("23505", USERNAME_UNIQUE)).toBe(false);
    expect(isForeignKeyViolation(undefined, MEDIA_FOREIGN_KEY)).toBe(false);
  });
});

describe.each(DATABASES)("database errors on %s", (kind) => {
  it("a taken username is a unique violation of USERNAME_UNIQUE, inside a transaction too", async () => {
    const db = await createTestDb(kind);
    await createUser(db, { username: "holder" });
    const other = await createUser(db, { username: "someone_else" });
    const err = await rejectionOf(() => updateProfile(db, other.id, { username: "holder" }, NOW));
    expect(isUniqueViolation(err, USERNAME_UNIQUE)).toBe(true);
    expect(isUniqueViolation(err, "profiles_pkey")).toBe(false);
    expect(isForeignKeyViolation(err, USERNAME_UNIQUE)).toBe(false);
    const inTransaction = await rejectionOf(() =>
      db.transaction((tx) => updateProfile(tx, other.id, { username: "holder" }, NOW)),
    );
    expect(isUniqueViolation(inTransaction, USERNAME_UNIQUE)).toBe(true);
  });

  it("a record for a title that is not in the catalogue is a violation of MEDIA_FOREIGN_KEY", async () => {
    const db = await createTestDb(kind);
    const user = await createUser(db);
    const err = await rejectionOf(() => upsertStatus(db, user.id, "movie-that-is-not-there", "want_to_watch", NOW));
    expect(isForeignKeyViolation(err, MEDIA_FOREIGN_KEY)).toBe(true);
    expect(isForeignKeyViolation(err, "user_media_user_id_fkey")).toBe(false);
    expect(isUniqueViolation(err, MEDIA_FOREIGN_KEY)).toBe(false);
  });
});
