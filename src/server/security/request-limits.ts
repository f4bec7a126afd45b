import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { LIMITS, type Limit, rateLimiterFor } from "./rate-limit";

interface RouteLimits {
  ip?: Limit;
  user?: Limit;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const WRITES: RouteLimits = { ip: LIMITS.writesPerIp, user: LIMITS.writesPerUser };

/**
 * The limits of each costly or state-changing route, by the router's matched pattern (so an encoded
 * path cannot dodge them). Any other state-changing /api route gets the general write limits.
 */
const ROUTE_LIMITS: Record<string, RouteLimits> = {
  "POST /api/auth/signup": { ip: LIMITS.authPerIp },
  "POST /api/auth/signin": { ip: LIMITS.authPerIp },
  "POST /api/auth/verify": { ip: LIMITS.verifyPerIp },
  "POST /api/auth/resend": { ip: LIMITS.resendPerIp },
  "POST /api/auth/signout": {},
  "POST /api/recommendations": { ip: LIMITS.recommendationsPerIp, user: LIMITS.recommendationsPerUser },
  "POST /api/together": { ip: LIMITS.writesPerIp, user: LIMITS.togetherStartsPerUser },
  "POST /api/together/:code/join": { ip: LIMITS.togetherJoinsPerIp, user: LIMITS.togetherJoinsPerUser },
  // a mood may complete the pair and run the engine: the recommendation limits apply
  "POST /api/together/:code/recommendations": {
    ip: LIMITS.recommendationsPerIp,
    user: LIMITS.recommendationsPerUser,
  },
};

function limitsFor(method: string, route: string | undefined): RouteLimits {
  if (!route?.startsWith("/api/")) return {};
  const listed = ROUTE_LIMITS[`${method} ${route}`];
  if (listed) return listed;
  return SAFE_METHODS.has(method) ? {} : WRITES;
}

/**
 * Counts each request against its route's limits before the body is read; runs after the session
 * hook so user limits know the user. A 429 carries the seconds left.
 */
export function registerRequestLimits(app: FastifyInstance, ctx: AppContext): void {
  const limiter = rateLimiterFor(ctx);
  app.addHook("onRequest", async (req: FastifyRequest) => {
    const { ip, user } = limitsFor(req.method, req.routeOptions.url);
    if (ip) await limiter.enforce(ip, req.ip);
    if (user && req.user) await limiter.enforce(user, req.user.id);
  });
}
