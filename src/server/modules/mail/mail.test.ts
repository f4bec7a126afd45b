import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ZMailboxResponse } from "../../../shared/contracts/auth";
import { testConfig } from "../../config";
import type { Db } from "../../db/client";
import { atLeast } from "../../test/at-least";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import { decodeQp, startSmtp } from "../../test/smtp-server";
import { codeFrom, PASSWORD, post, tokenFrom, uniqueEmail, waitForMail } from "../auth/testing";
import { accountExistsMail, verificationMail } from "./templates";
import {
  createMailer,
  createOutboxTransport,
  createSmtpTransport,
  describeMailTransport,
  devMailboxEnabled,
  type MailTransport,
} from "./transport";

// Rules other than hashing itself run with a cheaper scrypt (ln=12); tests that need the real cost
// (N=2^17) switch it back. password.test.ts covers the production parameters.
const cost = vi.hoisted(() => ({ fast: true }));
vi.mock("../auth/password", async (importOriginal) => {
  const real = await importOriginal<typeof import("../auth/password")>();
  const cheap = { ln: 12, r: 8, p: 1 };
  return {
    ...real,
    hashPassword: (pw: string) => real.hashPassword(pw, cost.fast ? cheap : undefined),
    burnPasswordCheck: (pw: string) => real.burnPasswordCheck(pw, cost.fast ? cheap : undefined),
  };
});

async function until<T>(fn: () => T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(DATABASES)("mail over SMTP on %s", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];

  beforeAll(async () => {
    smtp = await startSmtp({ user: "mailer", pass: "s3cret pass" });
    ({ app } = await createTestApp(kind, {
      config: {
        smtpUrl: `smtp://mailer:${encodeURIComponent("s3cret pass")}@127.0.0.1:${smtp.port}`,
        mailFrom: "Moodreel <no-reply@moodreel.test>",
        publicUrl: "https://moodreel.example",
      },
    }));
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it("delivers the verification mail with the code and the link, and the code verifies", async () => {
    const email = uniqueEmail("smtp");
    const res = await post(app, "/api/auth/signup", { email, password: PASSWORD, full_name: "Ada Lovelace" });
    expect(res.statusCode).toBe(200);
    const msg = await until(() => smtp.received.find((m) => m.to.includes(email)));
    expect(msg.user).toBe("mailer");
    expect(msg.from).toBe("no-reply@moodreel.test");
    const raw = decodeQp(msg.raw);
    expect(raw).toMatch(/^From: Moodreel <no-reply@moodreel\.test>/m);
    expect(raw).toContain(`To: ${email}`);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const code = /^Subject: Your Moodreel verification code is (\d{6})$/m.exec(raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(raw).toMatch(/https:\/\/moodreel\.example\/\?token_hash=[A-Za-z0-9_-]{43}&type=signup/);
    expect(raw).toContain("Hi Ada,"); // greets by first name, in both parts
    expect(raw).toContain("font-size:40px");
    const verify = await post(
      app,
      "/api/auth/verify",
      { email, code },
      { headers: { origin: "https://moodreel.example" } },
    );
    expect(verify.statusCode).toBe(200);
  });

  it("turns the dev mailbox off when SMTP_URL is set", async () => {
    const res = await app.inject({ method: "GET", url: "/api/dev/mailbox?to=a@b.co" });
    expect(res.statusCode).toBe(404);
  });

  it("a failed delivery does not fail the sign-up; it is logged and the user can resend", async () => {
    const dead = createSmtpTransport({ url: "smtp://127.0.0.1:1", from: "x@y.z" });
    expect(dead.kind).toBe("smtp");
    const errors: unknown[] = [];
    const mailer = createMailer(dead, { ...silentLog(), error: (o: unknown) => void errors.push(o) });
    mailer.queue({ to: "a@b.co", subject: "s", text: "t", html: "<p>t</p>" });
    await mailer.idle();
    expect(errors).toHaveLength(1);
    await mailer.close();
  });
});

function silentLog() {
  return { info: () => {}, warn: () => {}, error: () => {} } as unknown as Parameters<typeof createMailer>[1];
}

describe.each(DATABASES)("dev mailbox on %s", (kind) => {
  const clock = testClock();
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  let db: Db;

  beforeAll(async () => {
    ({ app, db } = await createTestApp(kind, { clock }));
  });

  it("lists an address's messages newest first, and only that address's", async () => {
    const email = uniqueEmail("box");
    const other = uniqueEmail("other");
    await post(app, "/api/auth/signup", { email, password: PASSWORD, full_name: "Ada" });
    await post(app, "/api/auth/signup", { email: other, password: PASSWORD, full_name: "Bob" });
    await waitForMail(app, email);
    clock.advance(60_000);
    await post(app, "/api/auth/resend", { email });
    const list = ZMailboxResponse.parse((await waitForMail(app, email, 2)).slice());
    expect(list).toHaveLength(2);
    expect(list.every((m) => m.to === email)).toBe(true);
    const [resent, original] = atLeast(list, 2);
    expect(new Date(resent.created_at).getTime()).toBeGreaterThanOrEqual(new Date(original.created_at).getTime());
    // newest first: the resent code is the one that works
    expect((await post(app, "/api/auth/verify", { email, code: codeFrom(original) })).statusCode).toBe(400);
    expect((await post(app, "/api/auth/verify", { email, code: codeFrom(resent) })).statusCode).toBe(200);
    const mixed = await app.inject({
      method: "GET",
      url: `/api/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(mixed.json()).toHaveLength(2);
  });

  it("requires a valid `to` address", async () => {
    for (const url of ["/api/dev/mailbox", "/api/dev/mailbox?to=", "/api/dev/mailbox?to=nope"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe("validation");
    }
  });

  it("the dev mailbox logs one line with the recipient and the code; production never prints codes", async () => {
    const lines: { level: string; args: unknown[] }[] = [];
    const log = {
      info: (...args: unknown[]) => void lines.push({ level: "info", args }),
      warn: (...args: unknown[]) => void lines.push({ level: "warn", args }),
      error: (...args: unknown[]) => void lines.push({ level: "error", args }),
    } as unknown as Parameters<typeof createOutboxTransport>[0]["log"];
    const dev: MailTransport = createOutboxTransport({ db, clock: testClock(), log, devMailbox: true });
    expect(dev.kind).toBe("dev-mailbox");
    await dev.send({
      to: "ada@example.test",
      subject: "Your code",
      text: "123456",
      html: "<b>123456</b>",
      code: "123456",
    });
    expect(lines).toHaveLength(1);
    expect(String(lines[0]?.args[0])).toContain("ada@example.test");
    expect(String(lines[0]?.args[0])).toContain("123456");

    lines.length = 0;
    const prod = createOutboxTransport({ db, clock: testClock(), log, devMailbox: false });
    expect(prod.kind).toBe("outbox");
    await prod.send({ to: "bob@example.test", subject: "Code", text: "654321", html: "654321", code: "654321" });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe("warn");
    expect(JSON.stringify(lines[0]?.args)).not.toContain("654321");
    const { rows } = await db.query<{ to_email: string }>(
      "SELECT to_email FROM mail_outbox WHERE to_email IN ('ada@example.test', 'bob@example.test') ORDER BY id",
    );
    expect(rows.map((r) => r.to_email)).toEqual(["ada@example.test", "bob@example.test"]);
  });
});

describe("mail transports", () => {
  it("picks the transport from the configuration", () => {
    expect(devMailboxEnabled(testConfig())).toBe(true);
    expect(devMailboxEnabled(testConfig({ devMailbox: false }))).toBe(false);
    expect(devMailboxEnabled(testConfig({ smtpUrl: "smtp://localhost:25" }))).toBe(false);
    expect(describeMailTransport({ devMailbox: true, smtpUrl: "smtps://u:p@mail.example.com:465" })).toBe(
      "mail via SMTP smtps://mail.example.com:465",
    );
    expect(describeMailTransport({ devMailbox: true, smtpUrl: undefined })).toContain("dev mailbox");
    expect(describeMailTransport({ devMailbox: false, smtpUrl: undefined })).toContain("not delivered");
  });
});

describe("mail templates", () => {
  it("the verification mail: code large in the HTML, code and link in the text, names escaped", () => {
    const link = "https://moodreel.example/?token_hash=abc_DEF-123&type=signup";
    const m = verificationMail({ code: "042917", link, fullName: "<script>x</script> Jones" });
    expect(m.subject).toBe("Your Moodreel verification code is 042917");
    expect(m.text).toContain("042917");
    expect(m.text).toContain(link);
    expect(m.text).toContain("expire in 10 minutes");
    expect(m.html).toMatch(/font-size:40px[^>]*>042917</);
    expect(m.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(m.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("Moodreel");
    expect(m.html).toMatch(/^<!doctype html>/);
    expect(codeFrom({ to: "", subject: m.subject, text: m.text, html: m.html, created_at: "" })).toBe("042917");
    expect(tokenFrom({ to: "", subject: m.subject, text: m.text, html: m.html, created_at: "" })).toBe("abc_DEF-123");
  });

  it("the account-exists notice carries no code and links to sign-in", () => {
    const m = accountExistsMail({ signInUrl: "https://moodreel.example/login" });
    expect(m.subject).toBe("You already have a Moodreel account");
    expect(m.text).toContain("https://moodreel.example/login");
    expect(m.text).not.toMatch(/\b\d{6}\b/);
    expect(m.html).toContain('href="https://moodreel.example/login"');
  });
});
