import { ZApiError } from "../../../shared/contracts/common";
import {
  REALTIME_EVENTS_PER_SECOND,
  REALTIME_HEARTBEAT_MS,
  REALTIME_STREAMS_PER_ACCOUNT,
} from "../../../shared/contracts/realtime";
import { type RoutesPlugin, typed } from "../../context";
import { currentUser } from "../auth/guard";
import { sessionStillActive } from "../auth/session";
import { RealtimeHub } from "./hub";

/** A client that leaves this much unread is gone or stuck; its stream ends and it rejoins fresh. */
const MAX_BUFFERED_BYTES = 64 * 1024;

export const realtimeRoutes: RoutesPlugin = (app, ctx) => {
  const hub = new RealtimeHub(ctx.db, app.log, REALTIME_STREAMS_PER_ACCOUNT);
  // Open streams would hold the server open forever; end them first, their clients rejoin elsewhere.
  app.addHook("preClose", async () => hub.close());

  typed(app).get(
    "/api/me/events",
    {
      config: { auth: "user" },
      // A stream flushes each event as it happens; compressing would hold them back.
      compress: false,
      schema: {
        tags: ["realtime"],
        summary:
          "Live changes of the signed-in user (ratings, lists, hidden titles) as server-sent events, for the user's other tabs and devices",
        response: { 401: ZApiError, 429: ZApiError, 503: ZApiError },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const idHash = req.sessionIdHash;
      const admission = hub.admit(user.id);
      const raw = reply.raw;
      let gone = false;
      raw.once("close", () => {
        gone = true;
        admission.release();
      });
      try {
        await hub.ensureListening();
      } catch (err) {
        admission.release();
        throw err;
      }
      reply.hijack();
      if (gone) return;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-content-type-options": "nosniff",
      });
      const stream = admission.attach(raw, {
        heartbeatMs: REALTIME_HEARTBEAT_MS,
        eventsPerSecond: REALTIME_EVENTS_PER_SECOND,
        maxBufferedBytes: MAX_BUFFERED_BYTES,
        stillAllowed: () => (idHash ? sessionStillActive(ctx, idHash, user.id) : Promise.resolve(false)),
      });
      raw.once("close", () => stream.close());
      stream.ready();
    },
  );
};
