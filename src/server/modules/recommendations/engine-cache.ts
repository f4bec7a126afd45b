import { buildIndex } from "../../../recommender/engine";
import type { EngineIndex, EngineTitle } from "../../../recommender/types";
import type { AppContext } from "../../context";
import type { Queryable } from "../../db/client";
import { type CatalogueRow, catalogueVersion, loadCatalogue, type OfferRow } from "./repo";

export interface EngineState {
  version: string;
  index: EngineIndex;
  byId: Map<string, CatalogueRow>;
  offersById: Map<string, OfferRow[]>;
  /** lower-cased title → rows (several for remakes) */
  byTitle: Map<string, CatalogueRow[]>;
}

/** How often the catalogue version is re-checked; the index is rebuilt only when it changed. */
const RECHECK_MS = 30_000;

/**
 * The mood engine's index over the catalogue in the database, built once and rebuilt when the
 * catalogue changes (new seed or imported titles).
 */
export class EngineCache {
  private state: EngineState | null = null;
  private checkedAt = 0;
  private building: Promise<EngineState> | null = null;

  async get(db: Queryable, nowMs = Date.now()): Promise<EngineState> {
    if (this.state && nowMs - this.checkedAt < RECHECK_MS) return this.state;
    if (this.building) return this.building;
    this.building = (async () => {
      try {
        const version = await catalogueVersion(db);
        this.checkedAt = nowMs;
        if (this.state?.version === version) return this.state;
        this.state = await build(db, version);
        return this.state;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }
}

const CACHES = new WeakMap<AppContext, EngineCache>();

/**
 * The one engine index of an app (made on first use), shared by every feature that recommends, so
 * the catalogue is indexed once however many ask.
 */
export function engineCacheFor(ctx: AppContext): EngineCache {
  let cache = CACHES.get(ctx);
  if (!cache) {
    cache = new EngineCache();
    CACHES.set(ctx, cache);
  }
  return cache;
}

async function build(db: Queryable, version: string): Promise<EngineState> {
  const { titles, offers } = await loadCatalogue(db);
  const offersById = new Map<string, OfferRow[]>();
  for (const o of offers) {
    const list = offersById.get(o.media_id);
    if (list) list.push(o);
    else offersById.set(o.media_id, [o]);
  }
  const byId = new Map<string, CatalogueRow>();
  const byTitle = new Map<string, CatalogueRow[]>();
  const engineTitles: EngineTitle[] = titles.map((t) => {
    byId.set(t.id, t);
    const key = t.title.toLowerCase();
    byTitle.set(key, [...(byTitle.get(key) ?? []), t]);
    const providers = (offersById.get(t.id) ?? [])
      .filter((o) => o.offer_type === "subscription" || o.offer_type === "free")
      .map((o) => o.source_name.toLowerCase());
    return {
      id: t.id,
      title: t.title,
      type: t.type,
      year: t.year,
      genres: t.genres,
      moods: t.mood_tags,
      keywords: t.keywords,
      runtime: t.runtime_minutes ?? 0,
      seasons: t.seasons,
      certification: t.certification ?? "NR",
      rating: Number(t.rating),
      popularity: t.popularity,
      language: t.language ?? "en",
      country: t.country ?? "US",
      description: t.description ?? "",
      providers: [...new Set(providers)],
    };
  });
  // ages said in requests ("I turned 30 in March") count from today's year, which the engine cannot read itself
  const index = buildIndex(engineTitles, { thisYear: new Date().getUTCFullYear() });
  return { version, index, byId, offersById, byTitle };
}
