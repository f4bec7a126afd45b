import { ZApiError } from "../../../shared/contracts/common";
import { ZTogetherCodeParams, ZTogetherMoodRequest, ZTogetherState } from "../../../shared/contracts/together";
import { type RoutesPlugin, typed } from "../../context";
import { currentUser } from "../auth/guard";
import { engineCacheFor } from "../recommendations/engine-cache";
import * as service from "./service";

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 410: ZApiError };
/** Codes arrive as typed; the stored ones are upper case. */
const codeOf = (params: { code: string }) => params.code.toUpperCase();

export const togetherRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const deps = { ctx, cache: engineCacheFor(ctx) };

  r.post(
    "/api/together",
    {
      config: { auth: "user" },
      schema: {
        tags: ["together"],
        summary: "Start a watch-together session; share its 6-character code (it lasts 24 hours)",
        response: { 200: ZTogetherState, 401: ZApiError, 429: ZApiError },
      },
    },
    async (req) => service.start(deps, currentUser(req).id),
  );

  r.post(
    "/api/together/:code/join",
    {
      config: { auth: "user" },
      schema: {
        tags: ["together"],
        summary: "Join a session by its code as the second person (again is harmless; a third is refused with 409)",
        params: ZTogetherCodeParams,
        response: { 200: ZTogetherState, 409: ZApiError, 429: ZApiError, ...errors },
      },
    },
    async (req) => service.join(deps, currentUser(req).id, codeOf(req.params)),
  );

  r.get(
    "/api/together/:code",
    {
      config: { auth: "user" },
      schema: {
        tags: ["together"],
        summary: "The session as its members see it: who is in, whose mood is set, and the picks once both are",
        params: ZTogetherCodeParams,
        response: { 200: ZTogetherState, ...errors },
      },
    },
    async (req) => service.view(deps, currentUser(req).id, codeOf(req.params)),
  );

  r.post(
    "/api/together/:code/recommendations",
    {
      config: { auth: "user" },
      schema: {
        tags: ["together"],
        summary: "Give your mood; when both moods are in, the picks for the pair are computed and returned",
        params: ZTogetherCodeParams,
        body: ZTogetherMoodRequest,
        response: { 200: ZTogetherState, 429: ZApiError, ...errors },
      },
    },
    async (req) => service.submitMood(deps, currentUser(req).id, codeOf(req.params), req.body.mood),
  );
};
