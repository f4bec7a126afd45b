import type { FastifyReply } from "fastify";
import { z } from "zod";
import {
  MEDIA_ID_PATTERN,
  ZMediaIdParams,
  ZMediaItem,
  ZMediaPage,
  ZMediaQuery,
  ZStreamingOptionsQuery,
  ZStreamingOptionsResponse,
  ZStreamingServicesResponse,
} from "../../../shared/contracts/catalogue";
import { ZApiError } from "../../../shared/contracts/common";
import { sendPrecompressed } from "../../compression";
import { type RoutesPlugin, typed } from "../../context";
import { notFound } from "../../errors";
import { CONCURRENT_BUILDS, PAGE_CACHE_LIMITS } from "./catalogue-cache";
import { createCatalogueService } from "./service";

const errors = { 400: ZApiError, 404: ZApiError };
const POSTER_FILE = new RegExp(`^(${MEDIA_ID_PATTERN.source.slice(1, -1)})\\.svg$`);

/** True when an If-None-Match header names this ETag (or is "*"). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag.replace(/^W\//, "") === bare;
  });
}

export const catalogueRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const catalogue = createCatalogueService(ctx.db, ctx.clock, {
    pageCache: { ...PAGE_CACHE_LIMITS, builds: CONCURRENT_BUILDS[ctx.db.kind] },
  });

  r.get(
    "/api/media",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["catalogue"],
        summary: "A page of 20 titles: search, service and offer-type filters",
        description:
          "Search: under 4 characters or only stop words -> case-insensitive title contains; otherwise full text " +
          "(web-search syntax) ranked by relevance, falling back to the title match when it finds nothing. " +
          "services and offer_types are comma-separated; with both, a title matches when it is on one of the " +
          "services OR has one of the offer types. Without q the order is popularity, then title.",
        querystring: ZMediaQuery,
        response: { 200: ZMediaPage, ...errors },
      },
    },
    // Bytes serialised through ZMediaPage (and compressed) once per cached page, sent as they are;
    // the reply is used without the schema's type because a Buffer skips the serializer.
    async (req, reply) => sendPrecompressed(req, reply as FastifyReply, await catalogue.listMediaAnswer(req.query)),
  );

  r.get(
    "/api/media/:id",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["catalogue"],
        summary: "One title with its offers",
        params: ZMediaIdParams,
        response: { 200: ZMediaItem, ...errors },
      },
    },
    async (req) => catalogue.getMedia(req.params.id),
  );

  r.get(
    "/api/media/:id/streaming-options",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["catalogue"],
        summary: "Where to watch a title: at most 10 offers, cheapest first within a type",
        params: ZMediaIdParams,
        querystring: ZStreamingOptionsQuery,
        response: { 200: ZStreamingOptionsResponse, ...errors },
      },
    },
    async (req) => ({ options: await catalogue.streamingOptions(req.params.id, req.query.region) }),
  );

  r.get(
    "/api/streaming-services",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["catalogue"],
        summary: "The service catalogue, sign-up services first, and the date the US offers were last checked",
        response: { 200: ZStreamingServicesResponse },
      },
    },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=300");
      const [services, asOf] = await Promise.all([catalogue.streamingServices(), catalogue.availabilityAsOf("us")]);
      return { services, availability_as_of: asOf };
    },
  );

  r.get(
    "/posters/:file",
    {
      schema: {
        tags: ["catalogue"],
        summary: "The generated poster of a title (SVG, 400x600)",
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (req, reply) => {
      const [, id] = POSTER_FILE.exec(req.params.file) ?? [];
      const poster = id === undefined ? null : await catalogue.poster(id);
      if (!poster) throw notFound("Poster");
      const { svg, etag } = poster;
      reply
        .header("etag", etag)
        // A day: the URL has no content hash, and a poster changes when its title's data does.
        .header("cache-control", "public, max-age=86400")
        .header("vary", "Accept-Encoding");
      if (etagMatches(req.headers["if-none-match"], etag)) return reply.status(304).send();
      return reply.type("image/svg+xml; charset=utf-8").send(svg);
    },
  );
};
