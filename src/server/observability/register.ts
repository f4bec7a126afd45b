import type { FastifyInstance } from "fastify";
import type { AppContext, RoutesPlugin } from "../context";
import { createMetrics, type Metrics } from "./metrics";
import { REQUEST_ID_HEADER } from "./request-id";

/** The route label of a request no route matched (a path would make every typo its own series). */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Every request gets its id echoed back and, when it ends, one log line (method, route pattern,
 * status, duration, id) and, with METRICS=1, one observation. Registered before the other hooks so
 * that a request refused early (CSRF, rate limit) still carries its id.
 */
export function registerObservability(app: FastifyInstance, ctx: AppContext): void {
  const metrics = metricsFor(ctx);
  if (metrics) app.addHook("onClose", async () => metrics.close());

  app.addHook("onRequest", async (req, reply) => {
    // On the raw response so that hijacked answers (the recommendation stream) carry it too.
    reply.raw.setHeader(REQUEST_ID_HEADER, req.id);
  });

  app.addHook("onResponse", async (req, reply) => {
    const route = req.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    req.log.info({ method: req.method, route, status, duration_ms: ms }, `${req.method} ${route} ${status} ${ms}ms`);
    metrics?.observeRequest(req, route, status, reply.elapsedTime / 1000);
  });
}

const METRICS = new WeakMap<AppContext, Metrics | null>();

/** The app's metrics (made on first use), or null when METRICS is off. */
function metricsFor(ctx: AppContext): Metrics | null {
  if (!METRICS.has(ctx)) METRICS.set(ctx, ctx.config.metrics ? createMetrics(ctx.db) : null);
  return METRICS.get(ctx) ?? null;
}

/** /metrics answers only when metrics are on; otherwise a plain 404, never the web app's page. */
export const metricsRoutes: RoutesPlugin = (app, ctx) => {
  const metrics = metricsFor(ctx);
  app.get("/metrics", { schema: { hide: true } }, async (_req, reply) => {
    if (!metrics) return reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
