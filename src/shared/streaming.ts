/**
 * Pure streaming rules shared by the browser and the server: service names, price
 * display, the cheapest price per offer type, trailer embed links and the streaming-filter match.
 */
import { SIGNUP_SERVICES } from "./signup-services";
import { OFFER_TYPES, type OfferType } from "./vocabulary";

interface ServiceName {
  /** lowercase database name: "prime video" */
  name: string;
  /** what people see: "Prime Video" */
  display_name: string;
}

/** Other spellings people and providers use for the sign-up services. */
const ALIASES: Readonly<Record<string, string>> = {
  "hbo max": "max",
  "apple tv+": "appletv",
  "apple tv plus": "appletv",
  "appletv+": "appletv",
  "amazon prime video": "prime video",
  "disney plus": "disney+",
  "paramount+": "paramount plus",
  tubi: "tubi tv",
};

/** Case-insensitive, trimmed form used to compare service names. */
export function normalizeServiceName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Display name -> database name. Looks the name up among the display names (and database names)
 * of `catalogue` (default: the sign-up services), then known aliases; otherwise the lowercase form.
 */
export function serviceDbName(displayName: string, catalogue: readonly ServiceName[] = SIGNUP_SERVICES): string {
  const key = normalizeServiceName(displayName);
  for (const s of catalogue) {
    if (normalizeServiceName(s.display_name) === key || s.name === key) return s.name;
  }
  for (const s of SIGNUP_SERVICES) {
    if (normalizeServiceName(s.display_name) === key) return s.name;
  }
  return ALIASES[key] ?? key;
}

/** A price as a number when it is a valid amount (finite, > 0), else null. Accepts "3.99" or 3.99. */
export function parsePrice(price: number | string | null | undefined): number | null {
  if (price === null || price === undefined) return null;
  const n = typeof price === "number" ? price : /^\s*\d+(\.\d+)?\s*$/.test(price) ? Number(price) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** '$3.99' for USD (the default currency), otherwise '3.99 EUR'. Null when the price is not valid. */
export function formatPrice(price: number | string | null | undefined, currency = "USD"): string | null {
  const n = parsePrice(price);
  if (n === null) return null;
  const code = currency.trim().toUpperCase() || "USD";
  const amount = n.toFixed(2);
  return code === "USD" ? `$${amount}` : `${amount} ${code}`;
}

interface PricedOffer {
  type: string;
  price?: number | string | null;
  currency?: string | null;
}

/** The cheapest valid price among offers of one type (e.g. for the Rent and Buy buttons), or null. */
export function cheapestPrice(
  offers: readonly PricedOffer[],
  type: OfferType,
): { amount: number; currency: string; label: string } | null {
  let best: { amount: number; currency: string } | null = null;
  for (const o of offers) {
    if (mapOfferType(o.type) !== type) continue;
    const amount = parsePrice(o.price);
    if (amount === null) continue;
    if (!best || amount < best.amount) best = { amount, currency: o.currency?.trim().toUpperCase() || "USD" };
  }
  return best ? { ...best, label: formatPrice(best.amount, best.currency) as string } : null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** "90", "90s", "1m30s", "1h2m3s" -> seconds; null when not a time. */
function startSeconds(t: string | null): number | null {
  if (!t) return null;
  if (/^\d+s?$/.test(t)) return Number.parseInt(t, 10);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(t);
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/**
 * YouTube watch links (youtube.com/watch?v=ID, also m. and music.) and short links (youtu.be/ID)
 * become https://www.youtube.com/embed/ID (keeping a start time); every other link passes through.
 */
export function trailerEmbedUrl(url: string): string;
export function trailerEmbedUrl(url: string | null | undefined): string | null;
export function trailerEmbedUrl(url: string | null | undefined): string | null {
  if (url === null || url === undefined) return null;
  const trimmed = url.trim();
  let u: URL;
  try {
    u = new URL(trimmed);
  } catch {
    return trimmed;
  }
  const host = u.hostname.toLowerCase().replace(/^www\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = u.pathname.split("/")[1] ?? null;
  else if (
    (host === "youtube.com" || host === "m.youtube.com" || host === "music.youtube.com") &&
    u.pathname === "/watch"
  )
    id = u.searchParams.get("v");
  if (!id || !YOUTUBE_ID.test(id)) return trimmed;
  const start = startSeconds(u.searchParams.get("t") ?? u.searchParams.get("start"));
  return `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ""}`;
}

/**
 * Offer type as providers spell it -> our type: flatrate/subscription/stream -> subscription,
 * free/ads -> free, rent/rental -> rent, buy/purchase -> buy. Missing or unknown -> subscription.
 */
export function mapOfferType(raw: string | null | undefined): OfferType {
  const key = (raw ?? "").trim().toLowerCase();
  if ((OFFER_TYPES as readonly string[]).includes(key)) return key as OfferType;
  if (key === "rental") return "rent";
  if (key === "purchase" || key === "sale") return "buy";
  if (key === "ads" || key === "avod" || key === "free with ads") return "free";
  return "subscription";
}

export interface StreamingFilter {
  /** service names (database or display names) */
  services: readonly string[];
  types: readonly OfferType[];
}

interface AvailabilityLike {
  available?: boolean;
  services: readonly { name: string; type?: string | null }[];
}

export function isFilterActive(filter: StreamingFilter): boolean {
  return filter.services.length > 0 || filter.types.length > 0;
}

/**
 * The filter the dialog's selection means. Selecting a subscription service also ticks the
 * subscription type, but a person who picked Netflix wants Netflix, not every
 * subscription: with services selected, 'subscription' is already said by the services and is
 * dropped from the types. Service names become database names.
 */
export function effectiveFilter(
  selection: StreamingFilter,
  catalogue: readonly ServiceName[] = SIGNUP_SERVICES,
): StreamingFilter {
  const services = [...new Set(selection.services.map((s) => serviceDbName(s, catalogue)))];
  const types = [...new Set(selection.types)].filter((t) => !(services.length > 0 && t === "subscription"));
  return { services, types };
}

/**
 * Does a recommendation pass the streaming filter? No filter: everything passes. Otherwise it
 * must have availability, and it matches when one of its services is a selected service
 * (case-insensitive, trimmed) or has a selected type (after mapOfferType). Services and types
 * combine with OR, the same rule as GET /api/media.
 */
export function matchesStreamingFilter(
  availability: AvailabilityLike | null | undefined,
  filter: StreamingFilter,
  catalogue: readonly ServiceName[] = SIGNUP_SERVICES,
): boolean {
  if (!isFilterActive(filter)) return true;
  if (!availability || availability.available === false || availability.services.length === 0) return false;
  const wanted = new Set(filter.services.map((s) => serviceDbName(s, catalogue)));
  const types = new Set<OfferType>(filter.types);
  return availability.services.some(
    (s) => wanted.has(serviceDbName(s.name, catalogue)) || types.has(mapOfferType(s.type)),
  );
}
