import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import type { AppContext } from "../../context";
import type { Queryable } from "../../db/client";
import { isApiRoute } from "../../security/csrf";
import * as repo from "./repo";

const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often per session, to keep reads cheap. */
const SLIDE_EVERY_MS = 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  full_name: string | null;
  email_confirmed_at: Date | null;
  username: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionIdHash: string | null;
  }
}

export function sessionCookieName(config: Pick<Config, "env">): string {
  return config.env === "production" ? "__Host-moodreel_session" : "moodreel_session";
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a session (≥128-bit random id; only its SHA-256 is stored) and returns the raw id. */
export async function createSession(db: Queryable, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await repo.insertSession(db, {
    idHash: hashToken(token),
    userId,
    now,
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

export const deleteSession = (db: Queryable, idHash: string): Promise<void> => repo.deleteSession(db, idHash);

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: config.env === "production",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.env === "production",
  });
}

/** Resolves the cookie to a user, enforcing idle and absolute expiry and sliding the idle window. */
async function loadSessionUser(
  ctx: AppContext,
  token: string | undefined,
): Promise<{ user: SessionUser; idHash: string } | null> {
  if (!token || token.length > 200) return null;
  const idHash = hashToken(token);
  const row = await repo.findSession(ctx.db, idHash);
  if (!row) return null;
  const now = ctx.clock.now();
  if (now >= new Date(row.idle_expires_at) || now >= new Date(row.absolute_expires_at)) {
    await deleteSession(ctx.db, idHash);
    return null;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() > SLIDE_EVERY_MS) {
    const idle = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, new Date(row.absolute_expires_at).getTime()));
    await repo.slideSession(ctx.db, idHash, now, idle);
  }
  return {
    idHash,
    user: {
      id: row.user_id,
      email: row.email,
      full_name: row.full_name,
      email_confirmed_at: row.email_confirmed_at ? new Date(row.email_confirmed_at) : null,
      username: row.username,
    },
  };
}

/**
 * Whether a session admitted earlier still stands (not signed out, not expired, same account), for
 * connections that outlive their request. It does not slide the idle window: an open tab alone
 * does not keep a session alive.
 */
export async function sessionStillActive(ctx: AppContext, idHash: string, userId: string): Promise<boolean> {
  const row = await repo.findSession(ctx.db, idHash);
  if (!row || row.user_id !== userId) return false;
  const now = ctx.clock.now();
  return now < new Date(row.idle_expires_at) && now < new Date(row.absolute_expires_at);
}

/** Registers the hook that puts `req.user` on every /api request. */
export function registerSessionHook(app: import("fastify").FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionIdHash", null);
  app.addHook("onRequest", async (req) => {
    if (!isApiRoute(req)) return;
    const found = await loadSessionUser(ctx, req.cookies[sessionCookieName(ctx.config)]);
    req.user = found?.user ?? null;
    req.sessionIdHash = found?.idHash ?? null;
  });
}

export function isAdmin(
  config: Pick<Config, "adminEmails">,
  user: Pick<SessionUser, "email" | "username"> | null,
): boolean {
  if (!user) return false;
  const admins = config.adminEmails;
  return admins.includes(user.email.toLowerCase()) || (!!user.username && admins.includes(user.username.toLowerCase()));
}
