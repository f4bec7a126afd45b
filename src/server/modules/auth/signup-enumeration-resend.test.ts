import { beforeAll, describe, expect, it, vi } from "vitest";
import { ZResendResponse, ZSignUpResponse } from "../../../shared/contracts/auth";
import type { Db } from "../../db/client";
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

// The cheap scrypt keeps these tests fast; see cheap-scrypt.ts.
vi.mock("./password", async (importOriginal) =>
  (await import("./cheap-scrypt")).withCheapScrypt(await importOriginal<typeof import("./password")>()),
);

describe.each(DATABASES)("sign-up without enumeration, and resend, on %s", (kind) => {
  const clock = testClock();
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  let db: Db;

  beforeAll(async () => {
    ({ app, db } = await createTestApp(kind, { clock }));
  });

  const signUp = (body: Record<string, unknown>) => post(app, "/api/auth/signup", body);

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
