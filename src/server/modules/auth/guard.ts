import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import { isApiRoute } from "../../security/csrf";
import { isAdmin, type SessionUser } from "./session";

/**
 * Who may call a route, declared on every /api route as `config: { auth }`:
 * - "optional": anyone; the session is read when there is one.
 * - "user": a signed-in account, else 401.
 * - "admin": an administrator, else 401 (anonymous) or 403 (signed in without the role).
 */
export type AuthLevel = "optional" | "user" | "admin";
export const AUTH_LEVELS: readonly AuthLevel[] = ["optional", "user", "admin"];

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
}

const isApiUrl = (url: string) => url === "/api" || url.startsWith("/api/");

/**
 * The one place access is checked. A route's level is read from its options, so a new /api route
 * without one stops the app from starting instead of being open by accident; the level is also
 * written to the route's OpenAPI operation as `x-auth`.
 *
 * The check runs in onRequest, after the session and rate-limit hooks and before the body is
 * parsed, so an anonymous caller gets the 401 whatever the body holds.
 */
export function registerAuthGuard(app: FastifyInstance, config: Pick<Config, "adminEmails">): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!isApiUrl(route.url)) return;
    const level = route.config?.auth;
    if (!level || !AUTH_LEVELS.includes(level)) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare who may call it: config: { auth: ${AUTH_LEVELS.map((l) => `"${l}"`).join(" | ")} }`,
      );
    }
    route.schema = { ...route.schema, "x-auth": level } as RouteOptions["schema"];
  });

  app.addHook("onRequest", async (req) => {
    if (!isApiRoute(req)) return;
    const level = req.routeOptions.config.auth;
    if (level === "optional") return;
    if (!req.user) throw new AppError("unauthorized", "Please sign in to continue.");
    if (level === "admin" && !isAdmin(config, req.user)) {
      throw new AppError("forbidden", "Access denied. Admin privileges required.");
    }
  });
}

/**
 * The account the guard let in, for handlers of "user" and "admin" routes. Reaching it without one
 * means the route declared the wrong level: a bug, so a 500 rather than a 401.
 */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user)
    throw new Error(`${req.method} ${req.routeOptions.url} reads the user but is not declared auth "user"`);
  return req.user;
}
