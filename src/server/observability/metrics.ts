import type { FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/client";
import { onRateLimitRefusal } from "../security/rate-limit";

/** The route whose duration is also the time to compute a whole set of picks. */
const RECOMMENDATIONS_ROUTE = "/api/recommendations";

type PoolStats = ReturnType<NonNullable<Db["poolStats"]>>;

export interface Metrics {
  readonly registry: Registry;
  /** Records one finished request; `route` is the router's pattern, never the raw path. */
  observeRequest(req: FastifyRequest, route: string, status: number, seconds: number): void;
  /** Stops counting process-wide events (rate-limit refusals) for this app. */
  close(): void;
}

/**
 * One registry per app, so two apps in one process (tests, or two instances side by side) never
 * share counters; the process-level defaults (memory, CPU, event-loop lag) come along.
 */
export function createMetrics(db: Db): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request to the last byte of the response, by route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const recommendations = new Histogram({
    name: "moodreel_recommendation_duration_seconds",
    help: "Time to answer a successful mood request with all its picks (JSON or the end of the stream)",
    labelNames: ["mode"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers,
  });
  const refusals = new Counter({
    name: "moodreel_rate_limit_refusals_total",
    help: "Requests refused with 429 by a rate limit, by limit name",
    labelNames: ["limit"] as const,
    registers,
  });
  const stopCountingRefusals = onRateLimitRefusal((limit) => refusals.inc({ limit: limit.name }));

  if (db.poolStats) {
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          if (db.poolStats) this.set(read(db.poolStats()));
        },
      });
    gauge("moodreel_db_pool_connections", "Open PostgreSQL connections in the pool", (s) => s.total);
    gauge("moodreel_db_pool_idle_connections", "Pooled PostgreSQL connections not in use", (s) => s.idle);
    gauge("moodreel_db_pool_waiting_queries", "Queries waiting for a free pooled connection", (s) => s.waiting);
  }

  return {
    registry,
    observeRequest(req, route, status, seconds) {
      requests.observe({ method: req.method, route, status: String(status) }, seconds);
      if (req.method === "POST" && route === RECOMMENDATIONS_ROUTE && status === 200) {
        const stream = (req.query as { stream?: string } | undefined)?.stream;
        recommendations.observe({ mode: stream === "true" || stream === "1" ? "stream" : "json" }, seconds);
      }
    },
    close: stopCountingRefusals,
  };
}
