import { ZApiError } from "../../../shared/contracts/common";
import {
  ZMarkNotificationsRead,
  ZMarkNotificationsReadResponse,
  ZNotificationsPage,
  ZNotificationsQuery,
} from "../../../shared/contracts/notifications";
import { type RoutesPlugin, typed } from "../../context";
import { currentUser } from "../auth/guard";
import * as service from "./service";

export const notificationRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const tags = ["notifications"];

  r.get(
    "/api/me/notifications",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary:
          "The caller's alerts (a want-to-watch title arrived on their service or became free), newest first, 20 a page, with the unread count",
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsPage, 400: ZApiError, 401: ZApiError },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return service.listNotifications(ctx.db, currentUser(req).id, req.query.page);
    },
  );

  r.post(
    "/api/me/notifications/read",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Mark notifications read: { ids: [...] } or { all: true } (ids of other people are ignored)",
        body: ZMarkNotificationsRead,
        response: { 200: ZMarkNotificationsReadResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (req) => service.markRead(ctx.db, currentUser(req).id, req.body, ctx.clock.now()),
  );
};
