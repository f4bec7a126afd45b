/**
 * The taste side of npm run seed:demo: the seeded randomness, how much a persona likes a title, the
 * catalogue the demo draws from, and the lists each person starts with.
 */
import { loadEngineTitles } from "../bench/load-catalogue";
import { buildIndex } from "../src/recommender/engine";
import type { EngineIndex, EngineTitle } from "../src/recommender/types";
import type { Queryable } from "../src/server/db/client";
import type { Persona } from "./seed-demo-personas";

/** Small seeded PRNG (mulberry32): the same demo on every database. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => {
      const x = xs[Math.floor(next() * xs.length)];
      if (x === undefined) throw new Error("cannot pick from an empty list");
      return x;
    },
  };
}
export type Rng = ReturnType<typeof prng>;

/** How much a persona likes a title: +2 per loved genre, +1 per loved tag, −3 per avoided one. */
export function affinity(p: Persona, t: EngineTitle): number {
  let s = 0;
  for (const g of t.genres) {
    if (p.loves.includes(g)) s += 2;
    if (p.avoids.includes(g)) s -= 3;
  }
  for (const m of t.moods) {
    if (p.loves.includes(m)) s += 1;
    if (p.avoids.includes(m)) s -= 3;
  }
  return s;
}

export interface ListRow {
  media_id: string;
  status: "want_to_watch" | null;
  rating: number | null;
  at: Date;
}

export interface Catalogue {
  titles: EngineTitle[];
  byId: Map<string, EngineTitle>;
  index: EngineIndex;
  /** media id → [service, offer type] */
  offers: Map<string, { service: string; type: string }[]>;
}

export async function loadDemoCatalogue(db: Queryable, catalogueDir?: string): Promise<Catalogue> {
  const inDb = await db.query<{ id: string }>("SELECT id FROM media_items");
  const ids = new Set(inDb.rows.map((r) => r.id));
  // The engine rows of the titles that are in media_items (ids are the same slugs).
  const titles = (catalogueDir ? loadEngineTitles(catalogueDir) : loadEngineTitles()).filter((t) => ids.has(t.id));
  if (titles.length < 50) throw new Error("The catalogue is not seeded: seed:demo needs the titles in media_items.");
  const offers = new Map<string, { service: string; type: string }[]>();
  const rows = await db.query<{ media_id: string; source_name: string; offer_type: string }>(
    "SELECT media_id, source_name, offer_type FROM media_streaming_options WHERE region = 'us' ORDER BY id",
  );
  for (const r of rows.rows) {
    const list = offers.get(r.media_id) ?? [];
    list.push({ service: r.source_name, type: r.offer_type });
    offers.set(r.media_id, list);
  }
  return {
    titles,
    byId: new Map(titles.map((t) => [t.id, t])),
    index: buildIndex(titles),
    offers,
  };
}

/** Ratings and a watch list that fit the persona, at times between sign-up and now. */
export function initialLists(p: Persona, cat: Catalogue, rng: Rng, created: Date, now: Date): ListRow[] {
  const scored = cat.titles
    .map((t) => ({ t, a: affinity(p, t) + t.rating / 4 + t.popularity / 60 + rng.next() }))
    .sort((x, y) => y.a - x.a);
  const loved = scored.slice(0, 60);
  const disliked = scored.filter((s) => affinity(p, s.t) < 0 && s.t.popularity > 40).slice(0, 20);
  const out = new Map<string, ListRow>();
  const span = now.getTime() - created.getTime();
  const when = () => {
    // most ratings come in the first days after sign-up, the rest over time
    const f = rng.chance(0.6) ? rng.next() * 0.15 : rng.next();
    return new Date(created.getTime() + span * f);
  };
  const nLoved = rng.int(6, 12);
  for (let i = 0; i < nLoved; i++) {
    const { t } = rng.pick(loved);
    out.set(t.id, {
      media_id: t.id,
      status: null,
      rating: Math.min(10, rng.int(7, 9) + (t.rating >= 8.3 ? 1 : 0)),
      at: when(),
    });
  }
  const nDisliked = rng.int(1, 4);
  for (let i = 0; i < nDisliked && disliked.length; i++) {
    const { t } = rng.pick(disliked);
    if (!out.has(t.id)) out.set(t.id, { media_id: t.id, status: null, rating: rng.int(2, 4), at: when() });
  }
  const middling = scored.slice(60, 201);
  const nMiddling = rng.int(0, 3);
  for (let i = 0; i < nMiddling; i++) {
    const { t } = rng.pick(middling);
    if (!out.has(t.id)) out.set(t.id, { media_id: t.id, status: null, rating: rng.int(5, 6), at: when() });
  }
  const nWatch = rng.int(2, 6);
  for (let i = 0; i < nWatch; i++) {
    const { t } = rng.pick(loved);
    if (!out.has(t.id)) out.set(t.id, { media_id: t.id, status: "want_to_watch", rating: null, at: when() });
  }
  return [...out.values()];
}
