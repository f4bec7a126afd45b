import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { AppError } from "../errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether the request is for one of our API routes, by the router's matched pattern (not the raw URL). */
export function isApiRoute(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  return route !== undefined && (route === "/api" || route.startsWith("/api/"));
}

/**
 * The origins a browser may write from: exactly PUBLIC_URL's in production; in development also
 * PUBLIC_URL's port on any loopback alias (localhost vs 127.0.0.1 is the same machine).
 */
function allowedOrigin(config: Pick<Config, "publicUrl" | "env">, origin: string): boolean {
  const expected = new URL(config.publicUrl);
  if (origin === expected.origin) return true;
  if (config.env === "production") return false;
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false;
  }
  return (
    given.protocol === expected.protocol &&
    given.port === expected.port &&
    LOOPBACK_HOSTS.has(given.hostname) &&
    LOOPBACK_HOSTS.has(expected.hostname)
  );
}

/**
 * Every state-changing API request must carry `X-Requested-With: moodreel` (a header a cross-site
 * form cannot set), and its Origin, when present, must be an allowed one.
 */
export function registerCsrfHook(app: FastifyInstance, config: Pick<Config, "publicUrl" | "env">): void {
  app.addHook("onRequest", async (req) => {
    if (SAFE.has(req.method) || !isApiRoute(req)) return;
    if (req.headers["x-requested-with"] !== "moodreel") {
      throw new AppError("csrf", "Missing the X-Requested-With: moodreel header.");
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigin(config, origin)) {
      throw new AppError("csrf", "Cross-site request refused.");
    }
  });
}
