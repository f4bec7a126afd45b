import { beforeAll, describe, expect, it, vi } from "vitest";
import { SIGN_UP_MESSAGES, ZSessionResponse, ZSignUpResponse } from "../../../shared/contracts/auth";
import type { Db } from "../../db/client";
import { atLeast } from "../../test/at-least";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import { scryptCost } from "./cheap-scrypt";
import { codeFrom, PASSWORD, post, sessionCookie, tokenFrom, uniqueEmail, waitForMail } from "./testing";

// The cheap scrypt keeps these tests fast; see cheap-scrypt.ts.
vi.mock("./password", async (importOriginal) =>
  (await import("./cheap-scrypt")).withCheapScrypt(await importOriginal<typeof import("./password")>()),
);

describe.each(DATABASES)("sign-up, verification and resend on %s", (kind) => {
  const clock = testClock();
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  let db: Db;

  beforeAll(async () => {
    ({ app, db } = await createTestApp(kind, { clock }));
  });

  const signUp = (body: Record<string, unknown>) => post(app, "/api/auth/signup", body);

  describe("validation", () => {
    it("reports the first failing rule, in the form's order, with its message", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{}, "full_name", SIGN_UP_MESSAGES.fullNameRequired.description],
        [{ full_name: "   ", email: "", password: "" }, "full_name", SIGN_UP_MESSAGES.fullNameRequired.description],
        [{ full_name: "Ada", password: "x" }, "email", SIGN_UP_MESSAGES.emailRequired.description],
        [{ full_name: "Ada", email: "  ", password: "x" }, "email", SIGN_UP_MESSAGES.emailRequired.description],
        [{ full_name: "Ada", email: "ada@example", password: "x" }, "email", SIGN_UP_MESSAGES.emailInvalid.description],
        [
          { full_name: "Ada", email: "a da@example.com", password: "x" },
          "email",
          SIGN_UP_MESSAGES.emailInvalid.description,
        ],
        [
          { full_name: "Ada", email: "eve,ada@example.com", password: "x" },
          "email",
          SIGN_UP_MESSAGES.emailInvalid.description,
        ],
        [
          { full_name: "Ada", email: "Ada <ada@example.com>", password: "x" },
          "email",
          SIGN_UP_MESSAGES.emailInvalid.description,
        ],
        [
          { full_name: "Ada", email: "ada@example.com", password: "ab1" },
          "password",
          SIGN_UP_MESSAGES.passwordTooShort.description,
        ],
        [{ full_name: "Ada", email: "ada@example.com" }, "password", SIGN_UP_MESSAGES.passwordTooShort.description],
        [
          { full_name: "Ada", email: "ada@example.com", password: "abcdefgh" },
          "password",
          SIGN_UP_MESSAGES.passwordTooWeak.description,
        ],
        [
          { full_name: "Ada", email: "ada@example.com", password: "12345678" },
          "password",
          SIGN_UP_MESSAGES.passwordTooWeak.description,
        ],
        [
          { full_name: "Ada", email: "ada@example.com", password: `a1${"x".repeat(127)}` },
          "password",
          SIGN_UP_MESSAGES.passwordTooLong.description,
        ],
        [
          { full_name: "A".repeat(101), email: "ada@example.com", password: PASSWORD },
          "full_name",
          SIGN_UP_MESSAGES.fullNameTooLong.description,
        ],
        [
          { full_name: 42, email: "ada@example.com", password: PASSWORD },
          "full_name",
          SIGN_UP_MESSAGES.fullNameRequired.description,
        ],
      ];
      for (const [body, field, message] of cases) {
        const res = await signUp(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json(), JSON.stringify(body)).toEqual({ error: { code: "validation", message, field } });
      }
    });

    it("refuses the most common leaked passwords, whatever the address, and stores nothing", async () => {
      for (const password of ["abc12345", "password1", "Iloveyou1"]) {
        const email = uniqueEmail("common");
        const res = await signUp({ full_name: "Ada", email, password });
        expect(res.statusCode, password).toBe(400);
        expect(res.json()).toEqual({
          error: { code: "validation", message: SIGN_UP_MESSAGES.passwordTooCommon.description, field: "password" },
        });
        const { rows } = await db.query("SELECT 1 FROM users WHERE email = $1", [email]);
        expect(rows).toHaveLength(0);
      }
    });

    it("answers a body that is not an object with a 400, never a 500", async () => {
      for (const payload of ["[]", "null", '"text"']) {
        const res = await app.inject({
          method: "POST",
          url: "/api/auth/signup",
          headers: { "x-requested-with": "moodreel", "content-type": "application/json" },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe("validation");
      }
    });

    it("accepts exactly 100 name characters and 128 password characters", async () => {
      const res = await signUp({ full_name: "B".repeat(100), email: uniqueEmail(), password: `a1${"x".repeat(126)}` });
      expect(res.statusCode).toBe(200);
    });
  });

  it("trims and lower-cases the e-mail, trims the name, stores only a scrypt hash (N=2^17, r=8, p=1)", async () => {
    const email = uniqueEmail("Mixed");
    scryptCost.fast = false;
    const res = await signUp({
      full_name: "  Grace Hopper ",
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    }).finally(() => {
      scryptCost.fast = true;
    });
    expect(res.statusCode).toBe(200);
    const body = ZSignUpResponse.parse(res.json());
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      email_confirmed_at: null,
      user_metadata: { full_name: "Grace Hopper" },
    });
    expect(sessionCookie(res)).toBeNull();
    const { rows } = await db.query<{ password_hash: string; full_name: string; email_confirmed_at: Date | null }>(
      "SELECT password_hash, full_name, email_confirmed_at FROM users WHERE email = $1",
      [email.toLowerCase()],
    );
    expect(rows).toHaveLength(1);
    const [user] = atLeast(rows, 1);
    expect(user.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(user.password_hash).not.toContain(PASSWORD);
    expect(user.full_name).toBe("Grace Hopper");
    expect(user.email_confirmed_at).toBeNull();
  });

  it("mails one message with a 6-digit code and a link; both are stored only as hashes", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada Lovelace", email, password: PASSWORD });
    const mails = await waitForMail(app, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const code = codeFrom(mail);
    const token = tokenFrom(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain(code);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain(`http://localhost:3000/?token_hash=${encodeURIComponent(token)}&type=signup`);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16); // ≥ 128 bits
    const { rows } = await db.query<{ code_hash: string; token_hash: string; expires_at: Date; created_at: Date }>(
      `SELECT v.code_hash, v.token_hash, v.expires_at, v.created_at FROM email_verifications v
       JOIN users u ON u.id = v.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    const [verification] = atLeast(rows, 1);
    expect(verification.code_hash).not.toContain(code);
    expect(verification.token_hash).not.toBe(token);
    expect(verification.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(verification.expires_at).getTime() - new Date(verification.created_at).getTime()).toBe(10 * 60_000);
  });

  it("verifies by code: confirms the e-mail, starts a session, creates the profile", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada Lovelace", email, password: PASSWORD });
    const [mail] = await waitForMail(app, email);
    const res = await post(app, "/api/auth/verify", { email: email.toUpperCase(), code: ` ${codeFrom(mail)} ` });
    expect(res.statusCode).toBe(200);
    const body = ZSessionResponse.parse(res.json());
    expect(body.is_admin).toBe(false);
    expect(body.user?.email).toBe(email);
    expect(body.user?.email_confirmed_at).toBe(clock.now().toISOString());
    expect(body.user?.user_metadata.username).toMatch(/^user_[0-9a-z]{8}$/);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^moodreel_session=[A-Za-z0-9_-]{43}$/);
    const session = await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: cookie! } });
    expect(session.json().user.email).toBe(email);
    const profile = await app.inject({ method: "GET", url: "/api/profile", headers: { cookie: cookie! } });
    expect(profile.json().profile).toMatchObject({
      email,
      full_name: "Ada Lovelace",
      username: body.user?.user_metadata.username,
      streaming_services: [],
      default_streaming_filter_enabled: false,
    });
  });

  it("a code is single use", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada", email, password: PASSWORD });
    const code = codeFrom((await waitForMail(app, email))[0]);
    expect((await post(app, "/api/auth/verify", { email, code })).statusCode).toBe(200);
    const again = await post(app, "/api/auth/verify", { email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("invalid_code");
  });

  it("a code expires after 10 minutes", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada", email, password: PASSWORD });
    const code = codeFrom((await waitForMail(app, email))[0]);
    clock.advance(10 * 60_000);
    const res = await post(app, "/api/auth/verify", { email, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_code");
  });

  it("a code still works just before 10 minutes", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada", email, password: PASSWORD });
    const code = codeFrom((await waitForMail(app, email))[0]);
    clock.advance(10 * 60_000 - 1000);
    expect((await post(app, "/api/auth/verify", { email, code })).statusCode).toBe(200);
  });

  it("a code is void after 5 wrong tries, and so is its link", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada", email, password: PASSWORD });
    const [mail] = await waitForMail(app, email);
    const code = codeFrom(mail);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await post(app, "/api/auth/verify", { email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: "invalid_code",
        message: "Invalid or expired verification code. Check the code, or request a new one.",
      });
    }
    expect((await post(app, "/api/auth/verify", { email, code })).statusCode).toBe(400);
    expect((await post(app, "/api/auth/verify", { token_hash: tokenFrom(mail), type: "signup" })).statusCode).toBe(400);
  });

  it("four wrong tries still leave the fifth for the right code", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada", email, password: PASSWORD });
    const code = codeFrom((await waitForMail(app, email))[0]);
    const wrong = code === "999999" ? "999998" : "999999";
    for (let i = 0; i < 4; i++) await post(app, "/api/auth/verify", { email, code: wrong });
    expect((await post(app, "/api/auth/verify", { email, code })).statusCode).toBe(200);
  });

  it("parallel wrong guesses cannot exceed 5 tries", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada", email, password: PASSWORD });
    const code = codeFrom((await waitForMail(app, email))[0]);
    const wrong = code === "123456" ? "654321" : "123456";
    await Promise.all(Array.from({ length: 12 }, () => post(app, "/api/auth/verify", { email, code: wrong })));
    const { rows } = await db.query<{ attempts: number }>(
      "SELECT attempts FROM email_verifications v JOIN users u ON u.id = v.user_id WHERE u.email = $1",
      [email],
    );
    expect(rows[0]?.attempts).toBe(5);
    expect((await post(app, "/api/auth/verify", { email, code })).statusCode).toBe(400);
  });

  it("verifies by link: single use, starts a session, then the code is spent too", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada", email, password: PASSWORD });
    const [mail] = await waitForMail(app, email);
    const res = await post(app, "/api/auth/verify", { token_hash: tokenFrom(mail), type: "signup" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    expect(sessionCookie(res)).not.toBeNull();
    expect((await post(app, "/api/auth/verify", { token_hash: tokenFrom(mail), type: "signup" })).statusCode).toBe(400);
    expect((await post(app, "/api/auth/verify", { email, code: codeFrom(mail) })).statusCode).toBe(400);
  });

  it("a link expires after 10 minutes", async () => {
    const email = uniqueEmail();
    await signUp({ full_name: "Ada", email, password: PASSWORD });
    const [mail] = await waitForMail(app, email);
    clock.advance(10 * 60_000 + 1);
    const res = await post(app, "/api/auth/verify", { token_hash: tokenFrom(mail), type: "signup" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_code");
  });

  it("rejects malformed verify bodies with the field at fault", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: "ada@example.com", code: "" }, "code", "Please enter the verification code sent to your email."],
      [{ email: "ada@example.com", code: "1234567" }, "code", "The code has at most 6 characters."],
      [{ email: "ada@example.com" }, "code", "Please enter the verification code sent to your email."],
      [{ code: "123456" }, "email", "Please enter your email address."],
      [{ token_hash: "abcdefghijklmnopqrstu", type: "recovery" }, "type", "Only sign-up links can be verified."],
      [{ token_hash: "short", type: "signup" }, "token_hash", "The verification link is incomplete."],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(app, "/api/auth/verify", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toEqual({ code: "validation", message, field });
    }
  });

  it("an unknown e-mail or a random link token gets the same answer as a wrong code", async () => {
    const a = await post(app, "/api/auth/verify", { email: uniqueEmail("nobody"), code: "123456" });
    const b = await post(app, "/api/auth/verify", { token_hash: "A".repeat(43), type: "signup" });
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("invalid_code");
    }
  });
});
