import { ZHealthResponse, ZPublicConfig } from "../../../shared/contracts/meta";
import { type RoutesPlugin, typed } from "../../context";
import { hasImportedData } from "../tmdb/repo";
import { catalogueSize } from "./repo";

export const metaRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  r.get(
    "/api/health",
    {
      config: { auth: "optional" },
      schema: { tags: ["meta"], summary: "Liveness and database kind", response: { 200: ZHealthResponse } },
    },
    async () => {
      return { status: "ok" as const, database: ctx.db.kind, catalogue_size: await catalogueSize(ctx.db) };
    },
  );
  r.get(
    "/api/config",
    {
      config: { auth: "optional" },
      schema: { tags: ["meta"], summary: "Public configuration for the browser", response: { 200: ZPublicConfig } },
    },
    async () => ({
      contact_email: ctx.config.contactEmail,
      community_url: ctx.config.communityUrl,
      dev_mailbox: ctx.config.env !== "production" && !ctx.config.smtpUrl,
      tmdb_attribution: await hasImportedData(ctx.db),
    }),
  );
  r.get("/api/openapi.json", { config: { auth: "optional" }, schema: { hide: true } }, async () => app.swagger());
};
