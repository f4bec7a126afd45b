import { beforeAll, describe, expect, it, vi } from "vitest";
import { ZSessionResponse } from "../../../shared/contracts/auth";
import type { Db } from "../../db/client";
import { atLeast } from "../../test/at-least";
import { createUser } from "../../test/factories";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import { hashToken } from "./session";
import { CSRF, codeFrom, PASSWORD, post, sessionCookie, signUpAndVerify, uniqueEmail, waitForMail } from "./testing";

// Rules other than hashing itself run with a cheaper scrypt (ln=12); tests that need the real cost
// (N=2^17) switch it back. password.test.ts covers the production parameters.
const cost = vi.hoisted(() => ({ fast: true }));
vi.mock("./password", async (importOriginal) => {
  const real = await importOriginal<typeof import("./password")>();
  const cheap = { ln: 12, r: 8, p: 1 };
  return {
    ...real,
    hashPassword: (pw: string) => real.hashPassword(pw, cost.fast ? cheap : undefined),
    burnPasswordCheck: (pw: string) => real.burnPasswordCheck(pw, cost.fast ? cheap : undefined),
  };
});

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)("sign-in, sessions and sign-out on %s", (kind) => {
  const clock = testClock();
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  let db: Db;

  beforeAll(async () => {
    ({ app, db } = await createTestApp(kind, { clock, config: { adminEmails: ["boss@example.test", "chief"] } }));
  });

  const signIn = (email: string, password: string, headers: Record<string, string> = {}, ip?: string) =>
    post(app, "/api/auth/signin", { email, password }, { headers, ip });
  const session = (cookie: string) =>
    app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } }).then((r) => r.json());

  it("signs in a confirmed account with a session cookie: HttpOnly, SameSite=Lax, Path=/", async () => {
    const { email } = await signUpAndVerify(app);
    const res = await signIn(`  ${email.toUpperCase()} `, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = ZSessionResponse.parse(res.json());
    expect(body.user?.email).toBe(email);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^moodreel_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(setCookie).not.toContain("Secure");
    // Only the SHA-256 of the id is stored.
    const [, raw] = atLeast(sessionCookie(res)!.split("="), 2);
    const { rows } = await db.query<{ id_hash: string }>("SELECT id_hash FROM sessions WHERE id_hash = $1", [
      hashToken(raw),
    ]);
    expect(rows).toHaveLength(1);
    expect((await db.query("SELECT 1 FROM sessions WHERE id_hash = $1", [raw])).rows).toHaveLength(0);
  });

  it("gives a new session id at every sign-in and drops the one the request came with", async () => {
    const { email, cookie: fromVerify } = await signUpAndVerify(app);
    const first = await signIn(email, PASSWORD, { cookie: fromVerify });
    const c1 = sessionCookie(first)!;
    expect(c1).not.toBe(fromVerify);
    expect((await session(fromVerify)).user).toBeNull();
    const second = await signIn(email, PASSWORD, { cookie: c1 });
    const c2 = sessionCookie(second)!;
    expect(c2).not.toBe(c1);
    expect((await session(c1)).user).toBeNull();
    expect((await session(c2)).user.email).toBe(email);
  });

  it("wrong password and unknown e-mail: same status, same message, comparable time (real scrypt cost)", async () => {
    cost.fast = false;
    try {
      await sameAnswerSameTime();
    } finally {
      cost.fast = true;
    }
  });

  async function sameAnswerSameTime() {
    const { email } = await signUpAndVerify(app);
    const timed = async (e: string) => {
      const t = performance.now();
      const res = await signIn(e, "wrongpass1");
      return { res, ms: performance.now() - t };
    };
    const wrong = [await timed(email), await timed(email)];
    const unknown = [await timed(uniqueEmail("ghost")), await timed(uniqueEmail("ghost"))];
    for (const { res } of [...wrong, ...unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: "invalid_credentials", message: "Invalid login credentials" } });
      expect(sessionCookie(res)).toBeNull();
    }
    const fastest = (xs: { ms: number }[]) => Math.min(...xs.map((x) => x.ms));
    const ratio = fastest(unknown) / fastest(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    // Both paths pay for a real scrypt run.
    expect(fastest(wrong)).toBeGreaterThan(50);
    expect(fastest(unknown)).toBeGreaterThan(50);
  }

  it("an unconfirmed account: the right password gives email_not_confirmed, a wrong one the usual 400", async () => {
    const email = uniqueEmail();
    await post(app, "/api/auth/signup", { email, password: PASSWORD, full_name: "Ada" });
    const right = await signIn(email, PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: { code: "email_not_confirmed", message: "Email not confirmed" } });
    expect(sessionCookie(right)).toBeNull();
    const wrong = await signIn(email, "nottheone1");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("invalid_credentials");
    // verifying afterwards works as usual
    const [mail] = await waitForMail(app, email);
    expect((await post(app, "/api/auth/verify", { email, code: codeFrom(mail) })).statusCode).toBe(200);
  });

  it("a factory account without a real password hash cannot sign in", async () => {
    const user = await createUser(db);
    const res = await signIn(user.email, "anything1");
    expect(res.statusCode).toBe(400);
  });

  it("validates the body", async () => {
    const a = await post(app, "/api/auth/signin", { email: "", password: "x" });
    expect(a.json().error).toEqual({ code: "validation", message: "Please enter your email address.", field: "email" });
    const b = await post(app, "/api/auth/signin", { email: "ada@example.com" });
    expect(b.json().error).toEqual({ code: "validation", message: "Please enter your password.", field: "password" });
  });

  it("after 10 failed sign-ins in 15 minutes from one IP, that account and IP answer 429 until the window ends", async () => {
    const { email } = await signUpAndVerify(app);
    const attacker = "198.51.100.23";
    for (let i = 0; i < 10; i++) {
      const res = await signIn(email, `wrong${i}xx`, {}, attacker);
      expect(res.statusCode).toBe(400);
    }
    clock.advance(60_000);
    const locked = await signIn(email, PASSWORD, {}, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: "rate_limited",
      message: "Too many failed sign-in attempts. Please try again in 14 minutes.",
      retry_after_seconds: 14 * 60,
    });
    expect(locked.headers["retry-after"]).toBe(String(14 * 60));
    // The stranger has not locked the owner out: from another address the owner gets in at once.
    expect((await signIn(email, PASSWORD, {}, "203.0.113.50")).statusCode).toBe(200);
    // Another account is unaffected; the window ends and the attacker's address may try again.
    const other = await signUpAndVerify(app);
    expect((await signIn(other.email, PASSWORD, {}, attacker)).statusCode).toBe(200);
    clock.advance(14 * 60_000);
    expect((await signIn(email, PASSWORD, {}, attacker)).statusCode).toBe(200);
  });

  it("a successful sign-in clears the failure count", async () => {
    const { email } = await signUpAndVerify(app);
    const ip = "198.51.100.24";
    for (let i = 0; i < 9; i++) await signIn(email, `wrong${i}xx`, {}, ip);
    expect((await signIn(email, PASSWORD, {}, ip)).statusCode).toBe(200);
    // Without the reset these two would be failures 10 and 11, and the next sign-in a 429.
    for (let i = 0; i < 2; i++) expect((await signIn(email, `wrong${i}xx`, {}, ip)).statusCode).toBe(400);
    expect((await signIn(email, PASSWORD, {}, ip)).statusCode).toBe(200);
  });

  it("failed sign-ins of an unknown address are limited the same way", async () => {
    const ghost = uniqueEmail("ghost");
    const ip = "198.51.100.25";
    for (let i = 0; i < 10; i++) expect((await signIn(ghost, "wrong123", {}, ip)).statusCode).toBe(400);
    expect((await signIn(ghost, "wrong123", {}, ip)).statusCode).toBe(429);
  });

  describe("per-IP limits", () => {
    it("sign-in and sign-up together: 30 per 5 minutes per IP", async () => {
      const ip = "203.0.113.7";
      for (let i = 0; i < 15; i++) {
        expect((await post(app, "/api/auth/signin", {}, { ip })).statusCode).toBe(400);
        expect((await post(app, "/api/auth/signup", {}, { ip })).statusCode).toBe(400);
      }
      const blocked = await post(app, "/api/auth/signin", { email: "a@b.co", password: "x" }, { ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe("rate_limited");
      expect(blocked.json().error.retry_after_seconds).toBeGreaterThan(0);
      expect(blocked.json().error.retry_after_seconds).toBeLessThanOrEqual(300);
      expect(Number(blocked.headers["retry-after"])).toBe(blocked.json().error.retry_after_seconds);
      expect((await post(app, "/api/auth/signup", {}, { ip })).statusCode).toBe(429);
      expect((await post(app, "/api/auth/signin", {}, { ip: "203.0.113.8" })).statusCode).toBe(400);
      clock.advance(5 * 60_000);
      expect((await post(app, "/api/auth/signin", {}, { ip })).statusCode).toBe(400);
    });

    it("verify: 30 per 5 minutes per IP", async () => {
      const ip = "203.0.113.9";
      for (let i = 0; i < 30; i++) {
        expect((await post(app, "/api/auth/verify", { email: "a@b.co", code: "1" }, { ip })).statusCode).toBe(400);
      }
      expect((await post(app, "/api/auth/verify", { email: "a@b.co", code: "1" }, { ip })).statusCode).toBe(429);
      clock.advance(5 * 60_000);
      expect((await post(app, "/api/auth/verify", { email: "a@b.co", code: "1" }, { ip })).statusCode).toBe(400);
    });

    it("the counters live in the rate_limits table, keyed by a hash and not the address", async () => {
      const { rows } = await db.query<{ key: string }>("SELECT key FROM rate_limits");
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.key).not.toContain("203.0.113");
        expect(r.key).not.toContain("@");
      }
    });
  });

  describe("sessions", () => {
    it("GET /api/auth/session: null user and no admin when anonymous", async () => {
      const res = await app.inject({ method: "GET", url: "/api/auth/session" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null, is_admin: false });
      expect(res.headers["cache-control"]).toBe("no-store");
      const bogus = await app.inject({
        method: "GET",
        url: "/api/auth/session",
        headers: { cookie: "moodreel_session=not-a-session" },
      });
      expect(bogus.json()).toEqual({ user: null, is_admin: false });
    });

    it("expire after 7 idle days, sliding with use", async () => {
      const { cookie } = await signUpAndVerify(app);
      clock.advance(6 * DAY);
      expect((await session(cookie)).user).not.toBeNull();
      clock.advance(6 * DAY);
      expect((await session(cookie)).user).not.toBeNull();
      clock.advance(7 * DAY);
      expect((await session(cookie)).user).toBeNull();
    });

    it("expire 30 days after sign-in however active", async () => {
      const { cookie } = await signUpAndVerify(app);
      for (let d = 5; d <= 25; d += 5) {
        clock.advance(5 * DAY);
        expect((await session(cookie)).user, `day ${d}`).not.toBeNull();
      }
      clock.advance(4 * DAY);
      expect((await session(cookie)).user, "day 29").not.toBeNull();
      clock.advance(DAY);
      expect((await session(cookie)).user).toBeNull();
    });

    it("sign-out ends the session on the server and clears the cookie", async () => {
      const { cookie } = await signUpAndVerify(app);
      const [, raw] = atLeast(cookie.split("="), 2);
      const res = await post(app, "/api/auth/signout", {}, { headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(String(res.headers["set-cookie"])).toMatch(/moodreel_session=;.*Expires=Thu, 01 Jan 1970/);
      expect((await db.query("SELECT 1 FROM sessions WHERE id_hash = $1", [hashToken(raw)])).rows).toHaveLength(0);
      expect((await session(cookie)).user).toBeNull();
      // profile endpoints refuse the old cookie
      const profile = await app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
      expect(profile.statusCode).toBe(401);
    });

    it("sign-out without a session is harmless", async () => {
      const res = await post(app, "/api/auth/signout", {});
      expect(res.statusCode).toBe(200);
    });
  });

  describe("CSRF", () => {
    it("refuses state-changing auth requests without X-Requested-With or from another origin", async () => {
      for (const url of [
        "/api/auth/signin",
        "/api/auth/signup",
        "/api/auth/verify",
        "/api/auth/resend",
        "/api/auth/signout",
      ]) {
        const bare = await app.inject({ method: "POST", url, payload: {} });
        expect(bare.statusCode, url).toBe(403);
        expect(bare.json().error.code).toBe("csrf");
        const foreign = await app.inject({
          method: "POST",
          url,
          payload: {},
          headers: { ...CSRF, origin: "https://evil.example" },
        });
        expect(foreign.statusCode, url).toBe(403);
        expect(foreign.json().error.code).toBe("csrf");
      }
      const sameOrigin = await app.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { email: "a@b.co", password: "x" },
        headers: { ...CSRF, origin: "http://localhost:3000" },
        remoteAddress: "198.51.100.1",
      });
      expect(sameOrigin.statusCode).toBe(400);
      expect(sameOrigin.json().error.code).toBe("invalid_credentials");
    });

    it("a CSRF-refused sign-out leaves the session alive", async () => {
      const { cookie } = await signUpAndVerify(app);
      const res = await app.inject({ method: "POST", url: "/api/auth/signout", headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect((await session(cookie)).user).not.toBeNull();
    });
  });

  describe("admins", () => {
    it("is_admin when the e-mail matches ADMIN_EMAILS, case-insensitively", async () => {
      const email = `Boss@Example.TEST`;
      const up = await post(app, "/api/auth/signup", { email, password: PASSWORD, full_name: "Boss" });
      expect(up.statusCode).toBe(200);
      const [mail] = await waitForMail(app, "boss@example.test");
      const res = await post(app, "/api/auth/verify", { email, code: codeFrom(mail) });
      expect(res.json().is_admin).toBe(true);
      expect((await session(sessionCookie(res)!)).is_admin).toBe(true);
    });

    it("is_admin when the username matches, and never for others", async () => {
      const chief = await createUser(db, { username: "chief" });
      const other = await createUser(db, { username: "deputy" });
      const { sessionHeaders } = await import("../../test/factories");
      const h1 = await sessionHeaders(db, { env: "test" }, chief, clock.now());
      const h2 = await sessionHeaders(db, { env: "test" }, other, clock.now());
      expect((await session(h1.cookie)).is_admin).toBe(true);
      expect((await session(h2.cookie)).is_admin).toBe(false);
    });
  });
});

describe.each(DATABASES)("session cookie in production on %s", (kind) => {
  it("uses the __Host- prefix and Secure", async () => {
    const { app, db } = await createTestApp(kind, {
      config: { env: "production", publicUrl: "https://moodreel.example", devMailbox: false },
    });
    const email = uniqueEmail();
    const up = await post(app, "/api/auth/signup", { email, password: PASSWORD, full_name: "Ada" });
    expect(up.statusCode).toBe(200);
    // No dev mailbox in production, and the outbox keeps the mail with its code and link blanked out.
    expect((await app.inject({ method: "GET", url: `/api/dev/mailbox?to=${email}` })).statusCode).toBe(404);
    let stored: { subject: string; text_body: string; html_body: string } | undefined;
    for (let i = 0; i < 100 && !stored; i++) {
      const { rows } = await db.query<{ subject: string; text_body: string; html_body: string }>(
        "SELECT subject, text_body, html_body FROM mail_outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1",
        [email],
      );
      stored = rows[0];
      if (!stored) await new Promise((r) => setTimeout(r, 20));
    }
    const readable = `${stored?.subject} ${stored?.text_body}`;
    expect(readable).toContain("[redacted]");
    expect(readable).not.toMatch(/\b\d{6}\b/);
    expect(`${readable} ${stored?.html_body}`).not.toMatch(/token_hash=(?!\[redacted\])/);
    // The owner confirms through the mail we could not read here; the session cookie is what is tested.
    await db.query("UPDATE users SET email_confirmed_at = now() WHERE email = $1", [email]);
    const res = await post(
      app,
      "/api/auth/signin",
      { email, password: PASSWORD },
      { headers: { origin: "https://moodreel.example" } },
    );
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^__Host-moodreel_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Domain=");
    const [cookie] = atLeast(setCookie.split(";"), 1);
    const who = await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(who.json().user.email).toBe(email);
    // the development cookie name means nothing in production
    const plain = await app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: cookie.replace("__Host-", "") },
    });
    expect(plain.json().user).toBeNull();
  });
});
