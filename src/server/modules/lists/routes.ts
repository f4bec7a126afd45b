import { ZMediaIdParams } from "../../../shared/contracts/catalogue";
import { ZApiError } from "../../../shared/contracts/common";
import {
  ZListParams,
  ZListResponse,
  ZMyMediaResponse,
  ZRatingRequest,
  ZUserMediaWriteResponse,
} from "../../../shared/contracts/lists";
import { type RoutesPlugin, typed } from "../../context";
import { currentUser } from "../auth/guard";
import * as service from "./service";

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

export const listsRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const now = () => ctx.clock.now();

  r.get(
    "/api/me/media",
    {
      config: { auth: "user" },
      schema: {
        tags: ["lists"],
        summary: "Every status, rating and watched mark of the signed-in user",
        response: { 200: ZMyMediaResponse, 401: ZApiError },
      },
    },
    async (req) => service.myMedia(ctx.db, currentUser(req).id),
  );

  r.put(
    "/api/me/media/:id/want-to-watch",
    {
      config: { auth: "user" },
      schema: {
        tags: ["lists"],
        summary: "Add to the watch list (upsert with status want_to_watch)",
        params: ZMediaIdParams,
        response: { 200: ZUserMediaWriteResponse, ...errors },
      },
    },
    async (req) => ({ record: await service.addWantToWatch(ctx.db, currentUser(req).id, req.params.id, now()) }),
  );

  r.delete(
    "/api/me/media/:id/want-to-watch",
    {
      config: { auth: "user" },
      schema: {
        tags: ["lists"],
        summary: "Remove from the watch list (status null when rated, record deleted otherwise)",
        params: ZMediaIdParams,
        response: { 200: ZUserMediaWriteResponse, ...errors },
      },
    },
    async (req) => ({
      record: await service.clear(ctx.db, currentUser(req).id, req.params.id, "want_to_watch", now()),
    }),
  );

  r.put(
    "/api/me/media/:id/rating",
    {
      config: { auth: "user" },
      schema: {
        tags: ["lists"],
        summary: "Rate a title 1 to 10 (inserts a record with a null status when there is none)",
        params: ZMediaIdParams,
        body: ZRatingRequest,
        response: { 200: ZUserMediaWriteResponse, ...errors },
      },
    },
    async (req) => ({
      record: await service.setRating(ctx.db, currentUser(req).id, req.params.id, req.body.rating, now()),
    }),
  );

  r.delete(
    "/api/me/media/:id/rating",
    {
      config: { auth: "user" },
      schema: {
        tags: ["lists"],
        summary: "Clear the rating (rating null when a status remains, record deleted otherwise)",
        params: ZMediaIdParams,
        response: { 200: ZUserMediaWriteResponse, ...errors },
      },
    },
    async (req) => ({ record: await service.clear(ctx.db, currentUser(req).id, req.params.id, "rating", now()) }),
  );

  r.put(
    "/api/me/media/:id/watched",
    {
      config: { auth: "user" },
      schema: {
        tags: ["lists"],
        summary: "Mark as watched (drops a want_to_watch status)",
        params: ZMediaIdParams,
        response: { 200: ZUserMediaWriteResponse, ...errors },
      },
    },
    async (req) => ({ record: await service.markWatched(ctx.db, currentUser(req).id, req.params.id, now()) }),
  );

  r.delete(
    "/api/me/media/:id/watched",
    {
      config: { auth: "user" },
      schema: {
        tags: ["lists"],
        summary: "Remove the watched mark (record deleted when nothing else remains)",
        params: ZMediaIdParams,
        response: { 200: ZUserMediaWriteResponse, ...errors },
      },
    },
    async (req) => ({ record: await service.clear(ctx.db, currentUser(req).id, req.params.id, "watched", now()) }),
  );

  r.get(
    "/api/me/lists/:status",
    {
      config: { auth: "user" },
      schema: {
        tags: ["lists"],
        summary: "One of the user's lists with each title's catalogue row",
        params: ZListParams,
        response: { 200: ZListResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (req) => ({
      status: req.params.status,
      items: await service.list(ctx.db, currentUser(req).id, req.params.status),
    }),
  );
};
