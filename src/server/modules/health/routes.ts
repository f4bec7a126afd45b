import { z } from "zod";
import { ZApiError } from "../../../shared/contracts/common";
import { type RoutesPlugin, typed } from "../../context";
import { readiness } from "./service";

const ZReadyResponse = z.object({ status: z.literal("ready") });

/** Readiness for load balancers and orchestrators; liveness stays at GET /api/health. */
export const healthRoutes: RoutesPlugin = (app, ctx) => {
  typed(app).get(
    "/api/ready",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["meta"],
        summary: "Readiness: 200 when the database answers and is fully migrated, 503 otherwise",
        response: { 200: ZReadyResponse, 503: ZApiError },
      },
    },
    async (req, reply) => {
      const state = await readiness(ctx.db);
      if (state.ready) return { status: "ready" as const };
      req.log.warn({ err: state.cause, reason: state.reason }, "not ready");
      return reply.status(503).send({ error: { code: "unavailable", message: state.reason } });
    },
  );
};
