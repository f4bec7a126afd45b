import { hashString } from "../../../recommender/text";
import type { TStreamingService } from "../../../shared/contracts/catalogue";
import { normalizeServiceName, serviceDbName } from "../../../shared/streaming";
import type { OfferType } from "../../../shared/vocabulary";
import type { ProviderOffer } from "./mapping";
import { TMDB_LOGO_BASE } from "./mapping";

/**
 * TMDB (JustWatch) provider names -> our services. A provider's tiers and resold channels are the
 * same service to someone who pays for it ("Netflix Standard with Ads", "Max Amazon Channel" are
 * Netflix and Max), so their suffixes go first; "Apple TV" and "YouTube" are a store for rent and
 * buy offers and a subscription otherwise.
 */
const SUFFIXES = [
  " amazon channel",
  " apple tv channel",
  " roku premium channel",
  " standard with ads",
  " basic with ads",
  " with ads",
  " premium plus",
  " premium",
  " essential",
];

const STREAMING: Readonly<Record<string, string>> = {
  "amazon prime video": "prime video",
  "apple tv": "appletv",
  "apple tv+": "appletv",
  "hbo max": "max",
  "amc+": "amc+",
  "paramount+": "paramount plus",
  "paramount+ with showtime": "paramount+ with showtime",
  "the criterion channel": "criterion channel",
  tubi: "tubi tv",
  viki: "rakuten viki",
};

const STORES: Readonly<Record<string, string>> = {
  "apple tv": "apple tv store",
  "apple tv store": "apple tv store",
  youtube: "youtube store",
  "google play movies": "google tv",
  "google play": "google tv",
  vudu: "fandango at home",
};

/** A provider name reduced to the service it sells: lowercase, tiers and channels cut, "plus" as "+". */
export function providerKey(providerName: string): string {
  let key = normalizeServiceName(providerName);
  for (;;) {
    const suffix = SUFFIXES.find((s) => key.endsWith(s) && key.length > s.length);
    if (!suffix) break;
    key = key.slice(0, -suffix.length);
  }
  return key.replace(/ plus\b/g, "+");
}

const isStore = (t: OfferType) => t === "rent" || t === "buy";

/** A database name the streaming_services check accepts: lowercase letters, digits, " +.&!-". */
function safeName(key: string): string {
  const cleaned = key
    .replace(/[^a-z0-9 +.&!-]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return /^[a-z0-9]/.test(cleaned) ? cleaned : `provider ${cleaned}`.trim();
}

/** A service row with its logo (set for the providers an import added, null for ours). */
export type NewService = TStreamingService & { logo_url: string | null };

const KIND_OF: Record<OfferType, TStreamingService["kind"]> = {
  subscription: "subscription",
  free: "free",
  rent: "store",
  buy: "store",
};

/** A steady colour per provider from a small set that reads on the dark surfaces. */
const COLOURS = ["#8b7cf6", "#f5b942", "#4cc38a", "#e5484d", "#3e9bff", "#f76b15", "#d6409f", "#12a594"];

/**
 * Matches providers to the service catalogue, adding the unknown ones (once each) with TMDB's logo.
 * `known` is the catalogue as the database has it; `added` collects what must be inserted.
 */
export class ProviderMatcher {
  private readonly byName: Map<string, NewService>;
  readonly added = new Map<string, NewService>();

  constructor(
    known: readonly NewService[],
    private readonly region: string,
  ) {
    this.byName = new Map(known.map((s) => [s.name, s]));
  }

  /** Our service's database name for a provider's offer. */
  serviceFor(offer: ProviderOffer): string {
    const key = providerKey(offer.providerName);
    const mapped = (isStore(offer.offerType) ? STORES[key] : undefined) ?? STREAMING[key];
    const name = mapped ?? safeName(serviceDbName(key, [...this.byName.values()]));
    if (this.byName.has(name) || this.added.has(name)) return name;
    this.added.set(name, {
      name,
      display_name: offer.providerName,
      kind: KIND_OF[offer.offerType],
      offered_at_signup: false,
      color: COLOURS[hashString(name) % COLOURS.length] ?? "#8b7cf6",
      // JustWatch, whose data this is, lists every provider of the region: a real page, never a guess
      homepage: `https://www.justwatch.com/${this.region.toLowerCase()}`,
      search_url: null,
      logo_url: offer.logoPath ? `${TMDB_LOGO_BASE}${offer.logoPath}` : null,
    });
    return name;
  }

  /** A known or added service by name. */
  service(name: string): NewService | undefined {
    return this.byName.get(name) ?? this.added.get(name);
  }
}
