import { beforeAll, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES, ZProfileResponse } from "../../../shared/contracts/profile";
import type { Db } from "../../db/client";
import { createUser, sessionHeaders } from "../../test/factories";
import { createTestApp, DATABASES } from "../../test/harness";
import { ensureProfile, generateUsername, USERNAME_ATTEMPTS } from "./service";

describe.each(DATABASES)("profiles API on %s", (kind) => {
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  let db: Db;

  beforeAll(async () => {
    ({ app, db } = await createTestApp(kind, { config: { adminEmails: ["root@example.test", "chief"] } }));
  });

  /** A confirmed account without a profile, and its headers. */
  async function account(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(db, overrides);
    return { user, headers: await sessionHeaders(db, { env: "test" }, user) };
  }
  const get = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/api/profile", headers });
  const create = (headers: Record<string, string>, payload: object = {}) =>
    app.inject({ method: "POST", url: "/api/profile", headers, payload });
  const patch = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: "PATCH", url: "/api/profile", headers, payload });

  it("answers 401 to anonymous callers, before looking at the body", async () => {
    const csrf = { "x-requested-with": "moodreel" };
    expect((await get({})).statusCode).toBe(401);
    expect((await create(csrf, { username: 5 })).statusCode).toBe(401);
    const res = await patch(csrf, { streaming_services: "netflix" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
  });

  it("GET gives { profile: null } when none exists", async () => {
    const { headers } = await account();
    const res = await get(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profile: null });
  });

  it("POST creates it with a generated username and the account's name and e-mail", async () => {
    const { user, headers } = await account({ full_name: "Katherine Johnson" });
    const res = await create(headers);
    expect(res.statusCode).toBe(201);
    const { profile } = ZProfileResponse.parse(res.json());
    expect(profile).toMatchObject({
      id: user.id,
      email: user.email,
      full_name: "Katherine Johnson",
      streaming_services: [],
      default_streaming_filter_enabled: false,
    });
    expect(profile?.username).toMatch(/^user_[0-9a-z]{8}$/);
    expect(new Date(profile!.created_at).toISOString()).toBe(profile!.created_at);
    expect((await get(headers)).json()).toEqual({ profile });
  });

  it("POST again: 409 'Profile already exists for this user'", async () => {
    const { headers } = await account();
    await create(headers);
    const res = await create(headers, { username: "another_name" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "conflict", message: PROFILE_MESSAGES.alreadyExists });
  });

  it("POST with a taken username: 409 'Username already taken'; names are trimmed and lower-cased", async () => {
    const a = await account();
    const first = await create(a.headers, { username: "  Film_Fan ", full_name: "  " });
    expect(first.json().profile).toMatchObject({ username: "film_fan", full_name: null });
    const b = await account();
    const res = await create(b.headers, { username: "FILM_FAN" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "conflict",
      message: PROFILE_MESSAGES.usernameTaken,
      field: "username",
    });
    expect((await get(b.headers)).json()).toEqual({ profile: null });
  });

  it("PATCH trims the name (empty becomes null) and keeps the account's name in step", async () => {
    const { headers } = await account({ full_name: "Old Name" });
    await create(headers);
    const res = await patch(headers, { full_name: "  Dorothy Vaughan  " });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.full_name).toBe("Dorothy Vaughan");
    const session = await app.inject({ method: "GET", url: "/api/auth/session", headers });
    expect(session.json().user.user_metadata.full_name).toBe("Dorothy Vaughan");
    const cleared = await patch(headers, { full_name: "   " });
    expect(cleared.json().profile.full_name).toBeNull();
    const nulled = await patch(headers, { full_name: null });
    expect(nulled.json().profile.full_name).toBeNull();
  });

  it("PATCH saves streaming services (lower-cased, trimmed, de-duplicated) and the default filter flag", async () => {
    const { headers } = await account();
    await create(headers);
    const res = await patch(headers, {
      streaming_services: [" Netflix ", "netflix", "prime video", "Disney+"],
      default_streaming_filter_enabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      streaming_services: ["netflix", "prime video", "disney+"],
      default_streaming_filter_enabled: true,
    });
    // Fields not sent are untouched; an empty list clears.
    const next = await patch(headers, { default_streaming_filter_enabled: false });
    expect(next.json().profile.streaming_services).toEqual(["netflix", "prime video", "disney+"]);
    const empty = await patch(headers, { streaming_services: [] });
    expect(empty.json().profile).toMatchObject({ streaming_services: [], default_streaming_filter_enabled: false });
  });

  it("PATCH creates the profile first when it is missing", async () => {
    const { user, headers } = await account();
    const res = await patch(headers, { streaming_services: ["hulu"], default_streaming_filter_enabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ id: user.id, streaming_services: ["hulu"] });
    expect(res.json().profile.username).toMatch(/^user_/);
  });

  it("PATCH with a taken username: 409 with the update message; one's own username is fine", async () => {
    const a = await account();
    await create(a.headers, { username: "taken_name" });
    const b = await account();
    await create(b.headers);
    const res = await patch(b.headers, { username: "Taken_Name" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: "conflict",
      message: "This username is already taken. Please choose another one.",
      field: "username",
    });
    expect((await patch(a.headers, { username: "taken_name", full_name: "A" })).statusCode).toBe(200);
    expect((await patch(b.headers, { username: "free_name" })).json().profile.username).toBe("free_name");
  });

  it("an administrator's name cannot be claimed as a username, nor can anything with '@'", async () => {
    const { headers } = await account();
    await create(headers);
    const reserved = await patch(headers, { username: "Chief" });
    expect(reserved.statusCode).toBe(409);
    const email = await patch(headers, { username: "root@example.test" });
    expect(email.statusCode).toBe(400);
    expect(email.json().error).toMatchObject({ code: "validation", message: expect.stringContaining("username") });
    const session = await app.inject({ method: "GET", url: "/api/auth/session", headers });
    expect(session.json().is_admin).toBe(false);
    const fresh = await account();
    expect((await create(fresh.headers, { username: "chief" })).statusCode).toBe(409);
  });

  it("rejects malformed bodies with a 400, never a 500", async () => {
    const { headers } = await account();
    for (const body of [
      { streaming_services: "netflix" },
      { streaming_services: [""] },
      { streaming_services: Array.from({ length: 101 }, (_, i) => `s${i}`) },
      { default_streaming_filter_enabled: "yes" },
      { full_name: "x".repeat(101) },
      { username: "ab" },
      { username: "has space" },
    ]) {
      const res = await patch(headers, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().error.code).toBe("validation");
    }
  });

  it("PATCH ignores fields it does not own, such as the e-mail", async () => {
    const { user, headers } = await account();
    await create(headers);
    const res = await patch(headers, { email: "changed@example.test", full_name: "Same" });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.email).toBe(user.email);
  });

  describe("username generation", () => {
    it("is 'user_' plus 8 base-36 characters", () => {
      const seen = new Set<string>();
      for (let i = 0; i < 200; i++) {
        const u = generateUsername();
        expect(u).toMatch(/^user_[0-9a-z]{8}$/);
        seen.add(u);
      }
      expect(seen.size).toBe(200);
    });

    it("retries on a collision and gives up silently after 10 attempts", async () => {
      const holder = await createUser(db, { username: "user_aaaaaaaa" });
      void holder;
      const unlucky = await createUser(db);
      let calls = 0;
      const always = () => {
        calls++;
        return "user_aaaaaaaa";
      };
      expect(await ensureProfile(db, unlucky, new Date(), always)).toBeNull();
      expect(calls).toBe(USERNAME_ATTEMPTS);
      expect((await db.query("SELECT 1 FROM profiles WHERE id = $1", [unlucky.id])).rows).toHaveLength(0);

      const names = ["user_aaaaaaaa", "user_aaaaaaaa", "user_bbbbbbbb"];
      const lucky = await createUser(db);
      const made = await ensureProfile(db, lucky, new Date(), () => names.shift()!);
      expect(made?.username).toBe("user_bbbbbbbb");
    });

    it("returns the existing profile instead of creating a second one", async () => {
      const user = await createUser(db, { username: "existing_one" });
      const p = await ensureProfile(db, user, new Date());
      expect(p?.username).toBe("existing_one");
    });
  });
});
