import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../../config";
import type { AppContext, Clock } from "../../context";
import type { Queryable } from "../../db/client";
import { insertOutbox } from "./repo";

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The verification code inside, if any: the dev mailbox prints it in its log line. */
  code?: string;
  /** Values (code, link token) never stored in clear outside the dev mailbox. */
  secrets?: string[];
}

/** Where mail goes. Every transport delivers one message per call or throws. */
export interface MailTransport {
  readonly kind: "dev-mailbox" | "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/** The dev mailbox is on only when DEV_MAILBOX=1 (never in production) and no SMTP_URL is configured. */
export function devMailboxEnabled(config: Pick<Config, "devMailbox" | "smtpUrl">): boolean {
  return config.devMailbox && !config.smtpUrl;
}

/** The message with every secret blanked out, for storage where nobody should read codes. */
function redactSecrets(message: MailMessage): MailMessage {
  const blank = (value: string) =>
    (message.secrets ?? []).reduce((out, secret) => (secret ? out.split(secret).join("[redacted]") : out), value);
  return {
    ...message,
    subject: blank(message.subject),
    text: blank(message.text),
    html: blank(message.html),
    code: undefined,
  };
}

/**
 * Stores each message in mail_outbox. As the dev mailbox it also logs one line with the recipient and
 * the code (readable at GET /api/dev/mailbox); in production without SMTP it only warns that nothing
 * was delivered, never printing codes.
 */
export function createOutboxTransport(deps: {
  db: Queryable;
  clock: Clock;
  log: Log;
  devMailbox: boolean;
}): MailTransport {
  return {
    kind: deps.devMailbox ? "dev-mailbox" : "outbox",
    async send(message) {
      await insertOutbox(deps.db, deps.devMailbox ? message : redactSecrets(message), deps.clock.now());
      if (deps.devMailbox) {
        deps.log.info(
          `dev mailbox: mail to ${message.to}${message.code ? `, code ${message.code}` : ""} (${message.subject})`,
        );
      } else {
        deps.log.warn(
          { to: message.to },
          "SMTP_URL is not set: mail stored in mail_outbox without its codes, not delivered",
        );
      }
    },
    async close() {},
  };
}

/** Real delivery through nodemailer to SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(options.url, { from: options.from });
  return {
    kind: "smtp",
    async send(message) {
      // An address object: nodemailer then never parses the recipient as a list.
      await transporter.sendMail({
        to: { name: "", address: message.to },
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transporter.close();
    },
  };
}

function mailTransportFromConfig(
  config: Pick<Config, "devMailbox" | "smtpUrl" | "mailFrom">,
  deps: { db: Queryable; clock: Clock; log: Log },
): MailTransport {
  if (config.smtpUrl) return createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom });
  return createOutboxTransport({ ...deps, devMailbox: devMailboxEnabled(config) });
}

/**
 * The app's mailer: sends now (`send`) or in the background (`queue`, so a response never waits on, or
 * reveals, delivery); `idle()` waits for queued messages, which `close()` drains before closing.
 */
export interface Mailer {
  readonly kind: MailTransport["kind"];
  send(message: MailMessage): Promise<void>;
  queue(message: MailMessage): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(transport: MailTransport, log: Log): Mailer {
  const inflight = new Set<Promise<void>>();
  const idle = async () => {
    while (inflight.size > 0) await Promise.allSettled([...inflight]);
  };
  return {
    kind: transport.kind,
    send: (message) => transport.send(message),
    queue(message) {
      const p = transport
        .send(message)
        .catch((err) => log.error({ err, to: message.to, subject: message.subject }, "mail delivery failed"))
        .finally(() => inflight.delete(p));
      inflight.add(p);
    },
    idle,
    async close() {
      await idle();
      await transport.close();
    },
  };
}

const MAILERS = new WeakMap<AppContext, Mailer>();

/** The one mailer of an app (made from its configuration on first use). */
export function mailerFor(ctx: AppContext, log: Log): Mailer {
  let mailer = MAILERS.get(ctx);
  if (!mailer) {
    mailer = createMailer(mailTransportFromConfig(ctx.config, { db: ctx.db, clock: ctx.clock, log }), log);
    MAILERS.set(ctx, mailer);
  }
  return mailer;
}

/** One line for the start-up log: which transport delivers mail. */
export function describeMailTransport(config: Pick<Config, "devMailbox" | "smtpUrl">): string {
  if (config.smtpUrl) {
    const u = new URL(config.smtpUrl);
    return `mail via SMTP ${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ""}`;
  }
  return devMailboxEnabled(config)
    ? "mail to the dev mailbox (GET /api/dev/mailbox?to=EMAIL; codes are logged)"
    : "SMTP_URL is not set: mail is stored in mail_outbox (codes redacted) and not delivered; DEV_MAILBOX=1 for local use";
}
