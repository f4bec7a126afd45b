import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A real SMTP server on loopback that keeps what it receives; requires AUTH with the given account. */
export async function startSmtp(account: { user: string; pass: string }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === account.user && auth.password === account.pass) cb(null, { user: auth.username });
      else cb(new Error("Invalid username or password"));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          user: typeof session.user === "string" ? session.user : undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes so the body can be searched. */
export const decodeQp = (s: string) =>
  s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
