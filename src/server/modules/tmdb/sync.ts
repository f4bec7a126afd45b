import { mediaId } from "../../../shared/catalogue-data";
import type { Queryable } from "../../db/client";
import { offerLink } from "../catalogue/catalogue-files";
import type { MappedTitle, ProviderOffer } from "./mapping";
import type { ProviderMatcher } from "./providers";
import * as repo from "./repo";

/**
 * Writes one TMDB title into the catalogue, comparing first so that an unchanged title is not
 * written at all (a second import changes nothing). Rules, in docs/decisions/0040 and 0042:
 * - a title is matched by its TMDB id, then its IMDb id, then its slug (title + year) and type;
 * - a title of the seed keeps its own facts and description: TMDB adds its id, poster, and a
 *   trailer or IMDb id where ours has none, and owns its offers from then on;
 * - an imported title takes everything from TMDB, description (the overview) included;
 * - offers are matched to our services; every offer that appears or leaves an existing title is
 *   an availability event.
 */

export type SyncOutcome = "added" | "updated" | "unchanged";

export interface SyncContext {
  db: Queryable;
  matcher: ProviderMatcher;
  /** lowercase region of the offers ("us") */
  region: string;
  now: Date;
  /** services the matcher added that are in the database already */
  savedServices: Set<string>;
}

export interface SyncResult {
  outcome: SyncOutcome;
  mediaId: string;
  events: repo.AvailabilityEvent[];
}

/** Thrown for a record that cannot be stored (the import reports it and goes on). */
export class SyncRefused extends Error {}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const offerKey = (o: { source_name: string; offer_type: string }) => `${o.source_name}|${o.offer_type}`;

function pickExisting(candidates: repo.TitleRow[], t: MappedTitle, id: string): repo.TitleRow | null {
  return (
    candidates.find((c) => c.type === t.type && c.tmdb_id === t.tmdbId) ??
    candidates.find((c) => c.type === t.type && c.tmdb_id === null && t.imdbId !== null && c.imdb_id === t.imdbId) ??
    candidates.find((c) => c.type === t.type && c.tmdb_id === null && c.id === id) ??
    null
  );
}

/** The row TMDB's record describes, for a title that came from TMDB. */
function importedRow(id: string, t: MappedTitle, imdbId: string | null): repo.TitleRow {
  return {
    id,
    title: t.title,
    type: t.type,
    year: t.year,
    rating: t.rating,
    poster_url: t.posterUrl,
    trailer_url: t.trailerUrl,
    description: t.description,
    imdb_id: imdbId,
    genres: t.genres,
    mood_tags: t.moodTags,
    keywords: t.keywords,
    runtime_minutes: t.runtime,
    seasons: t.seasons,
    certification: t.certification,
    popularity: t.popularity,
    language: t.language,
    country: t.country,
    tmdb_id: t.tmdbId,
    source: "tmdb",
  };
}

/** A seed title linked to TMDB: our facts and words stay, TMDB fills the gaps. */
function seedRow(existing: repo.TitleRow, t: MappedTitle, imdbId: string | null): repo.TitleRow {
  return {
    ...existing,
    poster_url: t.posterUrl ?? existing.poster_url,
    trailer_url: existing.trailer_url ?? t.trailerUrl,
    imdb_id: existing.imdb_id ?? imdbId,
    tmdb_id: t.tmdbId,
  };
}

/** The IMDb id when no other title holds it. */
async function freeImdb(db: Queryable, imdbId: string | null, ownId: string | null): Promise<string | null> {
  if (!imdbId) return null;
  const holder = await repo.imdbHolder(db, imdbId);
  return holder === null || holder === ownId ? imdbId : null;
}

/** A new title's id: the slug, or the slug with its type when a title of the other type has it. */
async function newId(db: Queryable, t: MappedTitle): Promise<string> {
  const slug = mediaId(t.title, t.year);
  const facts = { title: t.title, year: t.year, type: t.type };
  if (!(await repo.titleTaken(db, { ...facts, id: slug }, null))) return slug;
  const typed = `${slug}-${t.type === "tv" ? "series" : "film"}`;
  if (!(await repo.titleTaken(db, { ...facts, id: typed }, null))) return typed;
  throw new SyncRefused(`"${t.title}" (${t.year}) is already in the catalogue under another TMDB id`);
}

/** The offers TMDB lists, matched to our services, one per service and offer type. */
export function desiredOffers(
  ctx: Pick<SyncContext, "matcher">,
  t: { title: string; year: number; watchLink: string | null; offers: readonly ProviderOffer[] },
): repo.OfferRow[] {
  const out = new Map<string, repo.OfferRow>();
  for (const offer of t.offers) {
    const name = ctx.matcher.serviceFor(offer);
    const service = ctx.matcher.service(name);
    // Providers TMDB brought have no search page of ours: TMDB's page of the title links to them.
    const web_url = service?.logo_url ? (t.watchLink ?? service.homepage) : offerLink(service, t.title, t.year);
    const row: repo.OfferRow = { source_name: name, offer_type: offer.offerType, price: null, web_url };
    if (!out.has(offerKey(row))) out.set(offerKey(row), row);
  }
  return [...out.values()];
}

/** Brings the stored offers of a title to `desired`; returns the events (none for a new title). */
export async function syncOffers(
  ctx: SyncContext,
  media: { id: string; imdbId: string | null; isNew: boolean },
  desired: repo.OfferRow[],
): Promise<{ changed: boolean; events: repo.AvailabilityEvent[] }> {
  const current = await repo.offersOf(ctx.db, media.id, ctx.region);
  const now = new Map(current.map((o) => [offerKey(o), o]));
  const want = new Map(desired.map((o) => [offerKey(o), o]));
  const gone = current.filter((o) => !want.has(offerKey(o)));
  const added = desired.filter((o) => !now.has(offerKey(o)));
  const relinked = desired.filter((o) => {
    const had = now.get(offerKey(o));
    return had !== undefined && had.web_url !== o.web_url;
  });
  if (!gone.length && !added.length && !relinked.length) return { changed: false, events: [] };
  const unsaved = [...ctx.matcher.added.values()].filter(
    (s) => !ctx.savedServices.has(s.name) && added.some((o) => o.source_name === s.name),
  );
  await repo.insertServices(ctx.db, unsaved);
  for (const s of unsaved) ctx.savedServices.add(s.name);
  await repo.applyOfferChanges(ctx.db, media, ctx.region, { gone, added, relinked });
  const event = (o: repo.OfferRow, change: "appeared" | "left"): repo.AvailabilityEvent => ({
    media_id: media.id,
    source_name: o.source_name,
    offer_type: o.offer_type,
    region: ctx.region,
    change,
  });
  const events = media.isNew ? [] : [...gone.map((o) => event(o, "left")), ...added.map((o) => event(o, "appeared"))];
  return { changed: true, events };
}

/** Stores one mapped TMDB title (call inside a transaction). */
export async function syncTitle(ctx: SyncContext, t: MappedTitle): Promise<SyncResult> {
  const slug = mediaId(t.title, t.year);
  const candidates = await repo.candidateTitles(ctx.db, { type: t.type, tmdbId: t.tmdbId, imdbId: t.imdbId, id: slug });
  const existing = pickExisting(candidates, t, slug);
  let id: string;
  let changed = false;
  let imdbId: string | null;
  if (!existing) {
    id = await newId(ctx.db, t);
    imdbId = await freeImdb(ctx.db, t.imdbId, null);
    await repo.insertTitle(ctx.db, importedRow(id, t, imdbId), ctx.now);
  } else {
    id = existing.id;
    imdbId = existing.imdb_id ?? (await freeImdb(ctx.db, t.imdbId, id));
    const desired = existing.source === "seed" ? seedRow(existing, t, imdbId) : importedRow(id, t, imdbId);
    const changes: Partial<repo.TitleRow> = {};
    for (const f of repo.TITLE_FIELDS) {
      if (!same(existing[f], desired[f])) Object.assign(changes, { [f]: desired[f] });
    }
    if (Object.keys(changes).length) {
      if (
        ("title" in changes || "year" in changes) &&
        (await repo.titleTaken(ctx.db, { id, title: desired.title, year: desired.year, type: desired.type }, id))
      ) {
        throw new SyncRefused(`"${desired.title}" (${desired.year}) is already in the catalogue`);
      }
      await repo.updateTitle(ctx.db, id, changes, ctx.now);
      changed = true;
    }
  }
  const offers = await syncOffers(ctx, { id, imdbId, isNew: !existing }, desiredOffers(ctx, t));
  const outcome: SyncOutcome = !existing ? "added" : changed || offers.changed ? "updated" : "unchanged";
  return { outcome, mediaId: id, events: offers.events };
}
