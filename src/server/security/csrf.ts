import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { AppError } from "../errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing /api request must carry `X-Requested-With: moodreel` (a header a cross-site
 * form cannot set), and its Origin, when present, must be PUBLIC_URL's.
 */
export function registerCsrfHook(app: FastifyInstance, config: Pick<Config, "publicUrl">): void {
  const expectedOrigin = new URL(config.publicUrl).origin;
  app.addHook("onRequest", async (req) => {
    if (SAFE.has(req.method) || !req.url.startsWith("/api/")) return;
    if (req.headers["x-requested-with"] !== "moodreel") {
      throw new AppError("csrf", "Missing the X-Requested-With: moodreel header.");
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== expectedOrigin) {
      throw new AppError("csrf", "Cross-site request refused.");
    }
  });
}
