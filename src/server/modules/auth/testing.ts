import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { TMailboxMessage } from "../../../shared/contracts/auth";
import { type AtLeast, hasAtLeast } from "../../test/at-least";

/** Helpers for the account API tests: drive the real endpoints and read the dev mailbox. */

export const CSRF = { "x-requested-with": "moodreel" } as const;

let counter = 0;
export const uniqueEmail = (label = "user") =>
  `${label}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.test`;

export const PASSWORD = "popcorn42";

let ipCounter = 0;
/** A fresh client address, so per-IP limits only bite in the tests that aim at them. */
export const freshIp = () => {
  const n = ++ipCounter;
  return `10.${(process.pid >> 8) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { headers?: Record<string, string>; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: { ...CSRF, ...options.headers },
    remoteAddress: options.ip ?? freshIp(),
  });
}

export async function mailbox(app: FastifyInstance, to: string): Promise<TMailboxMessage[]> {
  const res = await app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`mailbox answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Waits until the address has at least `count` (≥ 1) messages, newest first (mail is sent in the background). */
export async function waitForMail(app: FastifyInstance, to: string, count = 1): Promise<AtLeast<TMailboxMessage, 1>> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const list = await mailbox(app, to);
    if (list.length >= count && hasAtLeast(list, 1)) return list;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, found ${list.length}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function codeFrom(mail: TMailboxMessage): string {
  const [, code] = /\b(\d{6})\b/.exec(mail.text) ?? [];
  if (code === undefined) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

export function tokenFrom(mail: TMailboxMessage): string {
  const m = /[?&]token_hash=([^&\s]+)/.exec(mail.text);
  const hash = m?.[1];
  if (!m || hash === undefined || !mail.text.startsWith("&type=signup", m.index + m[0].length))
    throw new Error(`no link in mail: ${mail.text}`);
  return decodeURIComponent(hash);
}

/** The session cookie's "name=value" from a response, if it set one. */
export function sessionCookie(res: LightMyRequestResponse): string | null {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const found = list.find(
    (c) => /moodreel_session=[^;]+/.test(c) && !/Max-Age=0/i.test(c) && !/Expires=Thu, 01 Jan 1970/i.test(c),
  );
  // the cookie's "name=value" is everything before its first attribute
  const [pair] = found?.split(";") ?? [];
  return pair ?? null;
}

/** Signs up and verifies by code; returns the cookie header of the new session. */
export async function signUpAndVerify(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = PASSWORD,
  fullName = "Ada Lovelace",
): Promise<{ email: string; cookie: string; userId: string }> {
  const up = await post(app, "/api/auth/signup", { email, password, full_name: fullName });
  if (up.statusCode !== 200) throw new Error(`sign-up answered ${up.statusCode}: ${up.body}`);
  const [mail] = await waitForMail(app, email);
  const res = await post(app, "/api/auth/verify", { email, code: codeFrom(mail) });
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
  return { email, cookie: sessionCookie(res)!, userId: res.json().user.id };
}
