import { ZMediaIdParams } from "../../../shared/contracts/catalogue";
import { ZApiError } from "../../../shared/contracts/common";
import { ZHiddenListResponse, ZHideRequest, ZHideResponse, ZUnhideResponse } from "../../../shared/contracts/hidden";
import { type RoutesPlugin, typed } from "../../context";
import { currentUser } from "../auth/guard";
import * as service from "./service";

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError };

export const hiddenRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const now = () => ctx.clock.now();

  r.get(
    "/api/me/hidden",
    {
      config: { auth: "user" },
      schema: {
        tags: ["hidden"],
        summary: "Titles hidden from recommendations now (never, and not tonight until it ends), newest first",
        response: { 200: ZHiddenListResponse, 401: ZApiError },
      },
    },
    async (req) => ({ items: await service.listHidden(ctx.db, currentUser(req).id, now()) }),
  );

  r.put(
    "/api/me/hidden/:id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["hidden"],
        summary: "Hide a title from recommendations: not_tonight for 14 days, or never",
        params: ZMediaIdParams,
        body: ZHideRequest,
        response: { 200: ZHideResponse, ...errors },
      },
    },
    async (req) => ({
      hidden: await service.hide(ctx.db, currentUser(req).id, req.params.id, req.body.kind, now()),
    }),
  );

  r.delete(
    "/api/me/hidden/:id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["hidden"],
        summary: "Show a hidden title in recommendations again (idempotent)",
        params: ZMediaIdParams,
        response: { 200: ZUnhideResponse, ...errors },
      },
    },
    async (req) => {
      await service.unhide(ctx.db, currentUser(req).id, req.params.id);
      return { ok: true as const };
    },
  );
};
