import { createHash } from "node:crypto";
import {
  MEDIA_PAGE_SIZE,
  STREAMING_OPTIONS_LIMIT,
  type TMediaItem,
  type TMediaPage,
  type TMediaQuery,
  type TStreamingOption,
  type TStreamingService,
  ZMediaPage,
} from "../../../shared/contracts/catalogue";
import { SIGNUP_SERVICES } from "../../../shared/signup-services";
import { serviceDbName } from "../../../shared/streaming";
import { type Precompressed, precompress } from "../../compression";
import type { Clock } from "../../context";
import type { Queryable } from "../../db/client";
import { notFound } from "../../errors";
import { CataloguePageCache, type PageCacheLimits } from "./catalogue-cache";
import { POSTER_VERSION, posterSvg } from "./poster-svg";
import * as repo from "./repo";

/** Queries shorter than this use the case-insensitive title match instead of full-text search. */
const TITLE_MATCH_BELOW = 4;
/** From this length, a full-text search that finds nothing is retried as a title match. */
const FALLBACK_FROM = 3;

/** Common English words the full-text index drops; a query made only of them uses the title match. */
const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both
  but by can did do does doing down during each few for from further had has have having he her here hers herself
  him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only
  or other our ours ourselves out over own same she should so some such than that the their theirs them themselves
  then there these they this those through to too under until up very was we were what when where which while who
  whom why will with you your yours yourself yourselves`.split(/\s+/),
);

/** True when every word of the query is a stop word ("the", "there", "what if"). */
export function isStopWordQuery(q: string): boolean {
  const words = q.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return words.length > 0 && words.every((w) => STOP_WORDS.has(w));
}

/** Which search a query gets first: none without a query, the title match for short or stop-word-only ones, else full text. */
export function searchMatch(q: string | undefined): repo.MediaMatch {
  if (!q) return { mode: "all" };
  if ([...q].length < TITLE_MATCH_BELOW || isStopWordQuery(q)) return { mode: "title", text: q };
  return { mode: "fulltext", text: q };
}

const SERVICES_TTL_MS = 60_000;
/** Totals kept in memory per catalogue version. */
const TOTALS_MAX = 2000;
/** Titles with the very same name that lead a title search ("Hamlet" has a few). */
const EXACT_TITLES_MAX = 1000;

interface CatalogueService {
  listMedia(query: TMediaQuery): Promise<TMediaPage>;
  /** listMedia's answer as the bytes GET /api/media sends (JSON, brotli, gzip), from the cache of the current catalogue. */
  listMediaAnswer(query: TMediaQuery): Promise<Precompressed>;
  /** What the page cache holds now. */
  cacheStats(): { entries: number; bytes: number; generation: number };
  getMedia(id: string): Promise<TMediaItem>;
  streamingOptions(id: string, region: string): Promise<TStreamingOption[]>;
  streamingServices(): Promise<TStreamingService[]>;
  /** The date (ISO) the offers of a region were last checked, or null. */
  availabilityAsOf(region: string): Promise<string | null>;
  /** The generated SVG poster of a title and its ETag, or null for an unknown id. */
  poster(id: string): Promise<{ svg: string; etag: string } | null>;
}

/** The bytes the route's zod serializer would send for a page, and their compressed forms: made once per cached page. */
const pageAnswer = (page: TMediaPage) => precompress(Buffer.from(JSON.stringify(ZMediaPage.encode(page))));

export function createCatalogueService(
  db: Queryable,
  clock: Clock,
  options: { pageCache?: PageCacheLimits } = {},
): CatalogueService {
  const pages = new CataloguePageCache(() => repo.catalogueVersion(db), options.pageCache);
  let services: { at: number; generation: number; list: Promise<TStreamingService[]> } | null = null;

  /**
   * The service catalogue, sign-up services first in their sign-up order, then by display name. Kept
   * for a minute, and dropped at once when the catalogue version moves (an import added a provider):
   * the version read is the page cache's, shared by the requests that arrive together.
   */
  async function streamingServices(): Promise<TStreamingService[]> {
    const now = clock.now().getTime();
    const generation = await pages.fresh();
    if (!services || services.generation !== generation || now - services.at > SERVICES_TTL_MS || now < services.at) {
      const list = repo.listStreamingServices(db).then((rows) => {
        const rank = (s: TStreamingService) => {
          const i = SIGNUP_SERVICES.findIndex((x) => x.name === s.name);
          return i === -1 ? SIGNUP_SERVICES.length : i;
        };
        return [...rows].sort(
          (a, b) =>
            rank(a) - rank(b) || a.display_name.localeCompare(b.display_name, "en") || (a.name < b.name ? -1 : 1),
        );
      });
      list.catch(() => {
        services = null;
      });
      services = { at: now, generation, list };
    }
    return services.list;
  }

  /** Requested names -> database names: display names map back, anything else is lowercased and trimmed. */
  async function serviceNames(requested: readonly string[]): Promise<string[]> {
    if (!requested.length) return [];
    const catalogue = await streamingServices();
    return [...new Set(requested.map((s) => serviceDbName(s, catalogue)))];
  }

  // Exact totals of searches and filters, valid while the catalogue is unchanged (same generation of
  // the page cache): scrolling through the pages of one search counts its matches once.
  const totals = new Map<string, number>();
  let totalsGeneration = -1;
  async function countMatches(
    req: Pick<repo.MediaPageRequest, "match" | "filter">,
    generation: number,
  ): Promise<number> {
    if (generation > totalsGeneration) {
      totals.clear();
      totalsGeneration = generation;
    }
    const key = JSON.stringify([req.match, [...req.filter.services].sort(), [...req.filter.offerTypes].sort()]);
    const known = generation === totalsGeneration ? totals.get(key) : undefined;
    if (known !== undefined) return known;
    const total = await repo.countMedia(db, req);
    if (totalsGeneration === generation) {
      if (totals.size >= TOTALS_MAX) totals.delete(totals.keys().next().value as string);
      totals.set(key, total);
    }
    return total;
  }

  /** One page of a match: exact titles first in the title mode, then the order of the mode. */
  async function pageOf(match: repo.MediaMatch, filter: repo.MediaFilter, offset: number, generation: number) {
    const req = { match, filter, limit: MEDIA_PAGE_SIZE, offset };
    if (match.mode !== "title") {
      const [total, ids] = await Promise.all([countMatches(req, generation), repo.pageMediaIds(db, req)]);
      return { total, ids };
    }
    const [total, exact] = await Promise.all([
      countMatches(req, generation),
      repo.exactTitleIds(db, { filter, text: match.text }, EXACT_TITLES_MAX),
    ]);
    const head = exact.slice(offset, offset + MEDIA_PAGE_SIZE);
    const rest =
      head.length < MEDIA_PAGE_SIZE && total > exact.length
        ? await repo.pageMediaIds(db, {
            ...req,
            offset: Math.max(0, offset - exact.length),
            limit: MEDIA_PAGE_SIZE - head.length,
            excludeExact: true,
          })
        : [];
    return { total, ids: [...head, ...rest] };
  }

  async function filterOf(query: TMediaQuery): Promise<repo.MediaFilter> {
    return { services: await serviceNames(query.services ?? []), offerTypes: query.offer_types ?? [] };
  }

  async function listMedia(query: TMediaQuery, filter: repo.MediaFilter, generation: number): Promise<TMediaPage> {
    const offset = query.page * MEDIA_PAGE_SIZE;
    const match = searchMatch(query.q);
    let result = await pageOf(match, filter, offset, generation);
    if (match.mode === "fulltext" && result.total === 0 && [...match.text].length >= FALLBACK_FROM) {
      result = await pageOf({ mode: "title", text: match.text }, filter, offset, generation);
    }
    const items = await repo.getMediaByIds(db, result.ids);
    return { items, total: result.total, page: query.page, page_size: MEDIA_PAGE_SIZE };
  }

  return {
    async listMedia(query) {
      const [generation, filter] = await Promise.all([pages.fresh(), filterOf(query)]);
      return listMedia(query, filter, generation);
    },

    async listMediaAnswer(query) {
      const [generation, filter] = await Promise.all([pages.fresh(), filterOf(query)]);
      // The answer depends on the query text as typed, the page and the sets of services and offer types.
      const key = JSON.stringify([
        query.q ?? null,
        query.page,
        [...filter.services].sort(),
        [...filter.offerTypes].sort(),
      ]);
      return pages.get(generation, key, async () => pageAnswer(await listMedia(query, filter, generation)));
    },

    cacheStats: () => pages.stats(),

    async getMedia(id) {
      const item = await repo.getMediaById(db, id);
      if (!item) throw notFound("Title");
      return item;
    },

    async streamingOptions(id, region) {
      const [exists, options] = await Promise.all([
        repo.mediaExists(db, id),
        repo.listStreamingOptions(db, id, region, STREAMING_OPTIONS_LIMIT),
      ]);
      if (!exists) throw notFound("Title");
      return options;
    },

    streamingServices,

    availabilityAsOf: (region) => repo.availabilityAsOf(db, region),

    async poster(id) {
      const facts = await repo.getPosterFacts(db, id);
      if (!facts) return null;
      const svg = posterSvg(facts);
      const digest = createHash("sha256").update(POSTER_VERSION).update(svg).digest("base64url");
      return { svg, etag: `"${digest.slice(0, 27)}"` };
    },
  };
}
