import { beforeAll, describe, expect, it, vi } from "vitest";
import { SIGN_UP_MESSAGES, ZResendResponse, ZSessionResponse, ZSignUpResponse } from "../../../shared/contracts/auth";
import type { Db } from "../../db/client";
import { atLeast } from "../../test/at-least";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import {
  codeFrom,
  mailbox,
  PASSWORD,
  post,
  sessionCookie,
  signUpAndVerify,
  tokenFrom,
  uniqueEmail,
  waitForMail,
} from "./testing";

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
    cost.fast = false;
    const res = await signUp({
      full_name: "  Grace Hopper ",
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    }).finally(() => {
      cost.fast = true;
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

  describe("no enumeration", () => {
    it("sign-up with a taken e-mail answers exactly like a new one and mails the owner a notice", async () => {
      const { email } = await signUpAndVerify(app);
      const before = await mailbox(app, email);
      const fresh = await signUp({ full_name: "Someone Else", email: uniqueEmail(), password: "other123" });
      const taken = await signUp({ full_name: "Someone Else", email: email.toUpperCase(), password: "other123" });
      expect(taken.statusCode).toBe(fresh.statusCode);
      const f = ZSignUpResponse.parse(fresh.json());
      const t = ZSignUpResponse.parse(taken.json());
      expect(Object.keys(t)).toEqual(Object.keys(f));
      expect(Object.keys(t.user)).toEqual(Object.keys(f.user));
      expect(t.user).toMatchObject({
        email,
        email_confirmed_at: null,
        user_metadata: { full_name: "Someone Else", username: null },
      });
      expect(t.user.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(sessionCookie(taken)).toBeNull();
      expect(taken.headers["set-cookie"]).toBe(fresh.headers["set-cookie"]);
      const after = await waitForMail(app, email, before.length + 1);
      expect(after[0].subject).toBe("You already have a Moodreel account");
      expect(after[0].text).not.toMatch(/\b\d{6}\b/);
      // The owner's password and name are untouched, and no code was issued.
      const { rows } = await db.query<{ full_name: string; n: number }>(
        `SELECT u.full_name, (SELECT count(*)::int FROM email_verifications v WHERE v.user_id = u.id AND v.consumed_at IS NULL) AS n
         FROM users u WHERE u.email = $1`,
        [email],
      );
      expect(rows[0]).toEqual({ full_name: "Ada Lovelace", n: 0 });
      const signin = await post(app, "/api/auth/signin", { email, password: PASSWORD });
      expect(signin.statusCode).toBe(200);
    });

    it("the notice is sent at most once an hour per address", async () => {
      const { email } = await signUpAndVerify(app);
      const base = (await mailbox(app, email)).length;
      await signUp({ full_name: "X", email, password: "other123" });
      await waitForMail(app, email, base + 1);
      await signUp({ full_name: "X", email, password: "other123" });
      await new Promise((r) => setTimeout(r, 100));
      expect(await mailbox(app, email)).toHaveLength(base + 1);
    });

    it("a repeated sign-up of an unconfirmed address changes nothing stored (no takeover)", async () => {
      const email = uniqueEmail();
      const first = await signUp({ full_name: "Owner", email, password: "owner1234" });
      await waitForMail(app, email);
      // The attacker within the cooldown: answered exactly alike, nothing mailed.
      const early = await signUp({ full_name: "Attacker", email, password: "attacker99" });
      expect(early.statusCode).toBe(200);
      expect(Object.keys(early.json().user)).toEqual(Object.keys(first.json().user));
      await new Promise((r) => setTimeout(r, 100));
      expect(await mailbox(app, email)).toHaveLength(1);
      // After the cooldown the owner's code is mailed again; the password and name stay the owner's.
      clock.advance(60_000);
      await signUp({ full_name: "Attacker", email, password: "attacker99" });
      const [latest] = await waitForMail(app, email, 2);
      const verified = await post(app, "/api/auth/verify", { email, code: codeFrom(latest) });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().user.user_metadata.full_name).toBe("Owner");
      expect((await post(app, "/api/auth/signin", { email, password: "attacker99" })).statusCode).toBe(400);
      expect((await post(app, "/api/auth/signin", { email, password: "owner1234" })).statusCode).toBe(200);
    });

    it("new, unconfirmed and confirmed addresses get the same status, shape and a fresh id every time", async () => {
      const { email: confirmed } = await signUpAndVerify(app);
      const pending = uniqueEmail("pending");
      await signUp({ full_name: "Ada", email: pending, password: PASSWORD });
      const ids = new Set<string>();
      const shapes = new Set<string>();
      for (const email of [uniqueEmail("new"), pending, confirmed]) {
        for (let i = 0; i < 2; i++) {
          const res = await signUp({ full_name: "Probe", email, password: "probe1234" });
          expect(res.statusCode).toBe(200);
          const body = ZSignUpResponse.parse(res.json());
          ids.add(body.user.id);
          shapes.add(JSON.stringify({ ...body, user: { ...body.user, id: "", email: "" } }));
        }
      }
      expect(ids.size).toBe(6);
      expect(shapes.size).toBe(1);
    });

    it("resend answers the same for unknown, unconfirmed and confirmed addresses", async () => {
      const pending = uniqueEmail();
      await signUp({ full_name: "Ada", email: pending, password: PASSWORD });
      await waitForMail(app, pending);
      const { email: confirmed } = await signUpAndVerify(app);
      const unknown = uniqueEmail("ghost");
      clock.advance(60_000); // past the cooldown that the sign-up mails started
      const answers = [];
      for (const email of [pending, confirmed, unknown]) {
        const res = await post(app, "/api/auth/resend", { email });
        answers.push({ status: res.statusCode, body: res.json() });
        const again = await post(app, "/api/auth/resend", { email });
        answers.push({ status: again.statusCode, body: again.json() });
      }
      expect(answers[0]).toEqual({ status: 200, body: { ok: true, cooldown_seconds: 60 } });
      expect(answers[1]).toEqual({
        status: 429,
        body: {
          error: {
            code: "rate_limited",
            message: "Please wait 60 seconds before requesting a new code.",
            retry_after_seconds: 60,
          },
        },
      });
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[3]).toEqual(answers[1]);
      expect(answers[4]).toEqual(answers[0]);
      expect(answers[5]).toEqual(answers[1]);
      // Only the unconfirmed account got a new code.
      expect(await waitForMail(app, pending, 2)).toHaveLength(2);
      expect(await mailbox(app, unknown)).toHaveLength(0);
    });
  });

  describe("resend", () => {
    it("mails a new code that voids the old code and link", async () => {
      const email = uniqueEmail();
      await signUp({ full_name: "Ada", email, password: PASSWORD });
      const [first] = await waitForMail(app, email);
      clock.advance(60_000);
      const res = await post(app, "/api/auth/resend", { email: `  ${email.toUpperCase()}` });
      expect(ZResendResponse.parse(res.json())).toEqual({ ok: true, cooldown_seconds: 60 });
      const [second] = await waitForMail(app, email, 2);
      expect(second.subject).toMatch(/verification code/);
      if (codeFrom(first) !== codeFrom(second)) {
        expect((await post(app, "/api/auth/verify", { email, code: codeFrom(first) })).statusCode).toBe(400);
      }
      expect((await post(app, "/api/auth/verify", { token_hash: tokenFrom(first), type: "signup" })).statusCode).toBe(
        400,
      );
      expect((await post(app, "/api/auth/verify", { email, code: codeFrom(second) })).statusCode).toBe(200);
    });

    it("the 60 s cooldown starts at the sign-up mail and is answered with the seconds left", async () => {
      const email = uniqueEmail();
      await signUp({ full_name: "Ada", email, password: PASSWORD });
      await waitForMail(app, email);
      const right = await post(app, "/api/auth/resend", { email });
      expect(right.statusCode).toBe(429);
      expect(right.json().error.retry_after_seconds).toBe(60);
      clock.advance(45_500);
      const blocked = await post(app, "/api/auth/resend", { email });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers["retry-after"]).toBe("15");
      expect(blocked.json().error).toEqual({
        code: "rate_limited",
        message: "Please wait 15 seconds before requesting a new code.",
        retry_after_seconds: 15,
      });
      // another address is not affected
      expect((await post(app, "/api/auth/resend", { email: uniqueEmail() })).statusCode).toBe(200);
      clock.advance(15_000);
      expect((await post(app, "/api/auth/resend", { email })).statusCode).toBe(200);
      expect(await waitForMail(app, email, 2)).toHaveLength(2);
    });

    it("sends at most five code mails per address per hour", async () => {
      const email = uniqueEmail();
      await signUp({ full_name: "Ada", email, password: PASSWORD });
      for (let i = 0; i < 4; i++) {
        clock.advance(60_000);
        expect((await post(app, "/api/auth/resend", { email })).statusCode).toBe(200);
      }
      clock.advance(60_000);
      const capped = await post(app, "/api/auth/resend", { email });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().error.message).toBe("Please wait 55 minutes before requesting a new code.");
      expect(await waitForMail(app, email, 5)).toHaveLength(5);
      await new Promise((r) => setTimeout(r, 100));
      expect(await mailbox(app, email)).toHaveLength(5);
    });

    it("validates the address", async () => {
      const res = await post(app, "/api/auth/resend", { email: "nope" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: "validation",
        message: "Please enter a valid email address.",
        field: "email",
      });
    });
  });
});
