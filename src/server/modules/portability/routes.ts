import { ZApiError } from "../../../shared/contracts/common";
import {
  IMPORT_MAX_BYTES,
  ZAccountExport,
  ZDeleteAccountRequest,
  ZDeleteAccountResponse,
  ZExportCsvQuery,
  ZImportRequest,
  ZImportResponse,
} from "../../../shared/contracts/portability";
import { type RoutesPlugin, typed } from "../../context";
import { currentUser } from "../auth/guard";
import { clearSessionCookie } from "../auth/session";
import { mailerFor } from "../mail/transport";
import * as service from "./service";

/**
 * The CSV travels inside JSON, where quotes and line breaks take two bytes each: room for a 5 MB
 * file written almost wholly of those. The service then holds the file itself to 5 MB.
 */
const IMPORT_BODY_LIMIT = 2 * IMPORT_MAX_BYTES + 64 * 1024;

const attachment = (name: string) => `attachment; filename="${name}"`;

export const portabilityRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const now = () => ctx.clock.now();
  const mailer = mailerFor(ctx, app.log);

  r.post(
    "/api/me/import",
    {
      // the CSV reader refuses binary files (a NUL) with its own message
      config: { auth: "user", checksNul: true, idempotent: true },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ["portability"],
        summary: "Import a Letterboxd or IMDb export (ratings, watched or watchlist CSV); adds, never overwrites",
        body: ZImportRequest,
        response: { 200: ZImportResponse, 400: ZApiError, 401: ZApiError, 413: ZApiError },
      },
    },
    async (req) => service.importFile(ctx.db, currentUser(req).id, req.body, now()),
  );

  r.get(
    "/api/me/export",
    {
      config: { auth: "user" },
      schema: {
        tags: ["portability"],
        summary: "Everything the account holds, as a JSON download",
        response: { 200: ZAccountExport, 401: ZApiError },
      },
    },
    async (req, reply) => {
      const data = await service.exportAccount(ctx.db, currentUser(req).id, now());
      reply.header("content-disposition", attachment(`moodreel-export-${data.exported_at.slice(0, 10)}.json`));
      reply.header("cache-control", "no-store");
      return data;
    },
  );

  r.get(
    "/api/me/export.csv",
    {
      config: { auth: "user" },
      schema: {
        tags: ["portability"],
        summary: "Ratings, watch list or watched titles as a CSV in Letterboxd's import format",
        querystring: ZExportCsvQuery,
      },
    },
    async (req, reply) => {
      const csv = await service.exportCsv(ctx.db, currentUser(req).id, req.query.kind);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachment(`moodreel-${req.query.kind}.csv`))
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  r.delete(
    "/api/me",
    {
      config: { auth: "user" },
      schema: {
        tags: ["portability"],
        summary: "Delete the account and all its data after checking the password; signs out",
        body: ZDeleteAccountRequest,
        response: { 200: ZDeleteAccountResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError },
      },
    },
    async (req, reply) => {
      await service.deleteAccount(ctx, mailer, currentUser(req), req.body.password, req.log);
      clearSessionCookie(reply, ctx.config);
      return { deleted: true as const };
    },
  );
};
