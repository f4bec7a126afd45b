import { ZOk } from "../../../shared/contracts/common";
import {
  type TRecommendation,
  type TStreamEvent,
  ZClearRecommendationsResponse,
  ZFeedbackRequest,
  ZRecommendationQuery,
  ZRecommendationRequest,
  ZRecommendationsResponse,
} from "../../../shared/contracts/recommendations";
import { type RoutesPlugin, typed } from "../../context";
import { AppError } from "../../errors";
import { discardIdempotentAnswer, recordHijackedAnswer } from "../../security/idempotency";
import { currentUser } from "../auth/guard";
import { engineCacheFor } from "./engine-cache";
import { RunRegistry } from "./run-registry";
import { clearCurrentRecommendations, recordFeedback, runRecommendations } from "./service";

export const recommendationRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const deps = { ctx, cache: engineCacheFor(ctx), runs: new RunRegistry() };

  r.post(
    "/api/recommendations",
    {
      config: { auth: "user", idempotent: true },
      schema: {
        tags: ["recommendations"],
        summary: "Mood-based picks: JSON, or server-sent events with ?stream=true",
        querystring: ZRecommendationQuery,
        body: ZRecommendationRequest,
        response: { 200: ZRecommendationsResponse },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const body = req.body;
      const input = {
        user,
        mood: body.mood,
        likedMovies: body.likedMovies,
        dislikedMovies: body.dislikedMovies,
        includeStreamingAvailability: body.includeStreamingAvailability,
        country: body.country,
        tonight: { audience: body.audience ?? null, minutes: body.minutes ?? null },
      };
      const abort = new AbortController();
      const stream = req.query.stream === "true" || req.query.stream === "1";

      if (!stream) {
        reply.raw.on("close", () => {
          if (!reply.raw.writableEnded) abort.abort();
        });
        const recommendations: TRecommendation[] = [];
        const run = await runRecommendations(deps, input, (rec) => void recommendations.push(rec), abort.signal);
        // Cut short because the client went away: a retry must run again, not replay a partial list.
        if (run.cancelled) discardIdempotentAnswer(req);
        return {
          recommendations,
          session_id: run.sessionId,
          ai_provider: run.provider,
          processing_time_ms: run.processingMs,
          fallback: run.fallback,
          notice: run.notice,
        };
      }

      // Server-sent events: the status at once, each pick as soon as it is ready, then complete.
      reply.hijack();
      const raw = reply.raw;
      raw.on("close", () => {
        if (!raw.writableEnded) abort.abort();
      });
      const contentType = "text/event-stream; charset=utf-8";
      raw.writeHead(200, {
        "content-type": contentType,
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      // What is written is also kept for a retry with the same Idempotency-Key (once it completes).
      const tape = recordHijackedAnswer(req);
      let completed = false;
      const send = (event: TStreamEvent) => {
        const text = `data: ${JSON.stringify(event)}\n\n`;
        tape.write(text);
        if (!raw.destroyed) raw.write(text);
      };
      send({ type: "status", message: "Finding perfect matches for your mood..." });
      try {
        const run = await runRecommendations(
          deps,
          input,
          (rec) => send({ type: "recommendation", data: rec }),
          abort.signal,
          (terms) => {
            if (terms.length) send({ type: "partial", content: `Looking for: ${terms.join(", ")}` });
          },
        );
        send({
          type: "complete",
          data: {
            session_id: run.sessionId,
            count: run.count,
            processing_time_ms: run.processingMs,
            ai_provider: run.provider,
            notice: run.notice,
          },
        });
        completed = !run.cancelled;
      } catch (err) {
        req.log.error({ err }, "recommendation stream failed");
        send({ type: "error", error: "The recommendation service failed. Please try again." });
      } finally {
        // Kept before the end is sent, so a client that saw the end and retries anyway gets a replay.
        await tape.finish(completed, 200, contentType);
        raw.end();
      }
    },
  );

  r.delete(
    "/api/recommendations/current",
    {
      config: { auth: "user" },
      schema: {
        tags: ["recommendations"],
        summary: "Clear your current recommendations: stops your running requests; past ones stay as history",
        response: { 200: ZClearRecommendationsResponse },
      },
    },
    async (req) => ({
      ok: true as const,
      cancelled_sessions: await clearCurrentRecommendations(deps, currentUser(req).id),
    }),
  );

  r.post(
    "/api/recommendations/feedback",
    {
      config: { auth: "user", idempotent: true },
      schema: {
        tags: ["recommendations"],
        summary: "Log a feedback event on one of your recommendations",
        body: ZFeedbackRequest,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const ok = await recordFeedback(ctx, user.id, req.body);
      if (!ok) throw new AppError("not_found", "Recommendation not found");
      return { ok: true as const };
    },
  );
};
