import {
  ZAnalyticsQuery,
  ZAnalyticsResponse,
  ZUserInsightsParams,
  ZUserInsightsResponse,
} from "../../../shared/contracts/admin";
import { ZApiError } from "../../../shared/contracts/common";
import { type RoutesPlugin, typed } from "../../context";
import { getAnalytics, getUserInsights } from "./service";

const ERRORS = { 400: ZApiError, 401: ZApiError, 403: ZApiError } as const;

/** Admin analytics: administrators only (401 anonymous, 403 signed in without the role). */
export const adminRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);

  r.get(
    "/api/admin/analytics",
    {
      config: { auth: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Every tab of the admin analytics dashboard",
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalyticsResponse, ...ERRORS },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return getAnalytics(ctx.db, ctx.clock.now(), { topLimit: req.query.top_limit });
    },
  );

  r.get(
    "/api/admin/users/:id/insights",
    {
      config: { auth: "admin" },
      schema: {
        tags: ["admin"],
        summary: "One person's feedback summary, feedback trends, engagement and latest sessions",
        params: ZUserInsightsParams,
        response: { 200: ZUserInsightsResponse, 404: ZApiError, ...ERRORS },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return getUserInsights(ctx.db, req.params.id, ctx.clock.now(), (err, helper) =>
        req.log.error({ err, helper }, "admin helper failed"),
      );
    },
  );
};
