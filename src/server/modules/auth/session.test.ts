import { describe, expect, it } from "vitest";
import { createUser, sessionHeaders } from "../../test/factories";
import { createTestApp, DATABASES } from "../../test/harness";
import { isAdmin, type SessionUser, sessionCookieName } from "./session";

const config = { adminEmails: ["boss@example.test", "chief"] };
const person = (email: string, username: string | null = null): SessionUser => ({
  id: "u",
  email,
  username,
  full_name: null,
  email_confirmed_at: new Date(),
});

describe("roles", () => {
  it("an admin is an account whose e-mail or username is in ADMIN_EMAILS, case-insensitively", () => {
    expect(isAdmin(config, person("Boss@Example.TEST"))).toBe(true);
    expect(isAdmin(config, person("someone@example.test", "Chief"))).toBe(true);
    expect(isAdmin(config, person("someone@example.test", "deputy"))).toBe(false);
    expect(isAdmin(config, person("boss@example.test.evil"))).toBe(false);
    expect(isAdmin(config, null)).toBe(false);
    expect(isAdmin({ adminEmails: [] }, person("boss@example.test"))).toBe(false);
  });

  it("the session cookie is __Host- prefixed only in production", () => {
    expect(sessionCookieName({ env: "production" })).toBe("__Host-moodreel_session");
    expect(sessionCookieName({ env: "development" })).toBe("moodreel_session");
    expect(sessionCookieName({ env: "test" })).toBe("moodreel_session");
  });
});

describe.each(DATABASES)("admin endpoints are enforced by the server on %s", (kind) => {
  it("401 anonymous, 403 signed-in non-admin, allowed for an ADMIN_EMAILS account", async () => {
    const { app, db, config: cfg } = await createTestApp(kind, { config: { adminEmails: ["boss@example.test"] } });
    const anon = await app.inject({ method: "GET", url: "/api/admin/analytics" });
    expect(anon.statusCode).toBe(401);
    const member = await createUser(db);
    const memberRes = await app.inject({
      method: "GET",
      url: "/api/admin/analytics",
      headers: await sessionHeaders(db, cfg, member),
    });
    expect(memberRes.statusCode).toBe(403);
    expect(memberRes.json().error).toEqual({ code: "forbidden", message: "Access denied. Admin privileges required." });
    const boss = await createUser(db, { email: "BOSS@example.test" });
    const bossRes = await app.inject({
      method: "GET",
      url: "/api/admin/analytics",
      headers: await sessionHeaders(db, cfg, boss),
    });
    expect(bossRes.statusCode).toBe(200);
  });
});
