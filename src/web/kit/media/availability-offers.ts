import type { TStreamingAvailability } from "@/shared/contracts/recommendations";
import { formatPrice, mapOfferType, normalizeServiceName } from "@/shared/streaming";
import type { OfferType } from "@/shared/vocabulary";

const ORDER: Record<OfferType, number> = { subscription: 0, free: 1, rent: 2, buy: 3 };

export interface Offer {
  name: string;
  displayName?: string;
  type: OfferType;
  link: string | null;
  price: string | null;
}

/** The offers of a recommendation, one per service and type: stream, free, rent, buy. */
export function availabilityOffers(availability: TStreamingAvailability | null | undefined): Offer[] {
  if (!availability?.available) return [];
  const seen = new Set<string>();
  const out: Offer[] = [];
  for (const s of availability.services) {
    const type = mapOfferType(s.type);
    const key = `${normalizeServiceName(s.name)}|${type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name: s.name, displayName: s.display_name, type, link: s.link ?? null, price: s.price ?? null });
  }
  return out.sort((a, b) => ORDER[a.type] - ORDER[b.type]);
}

/** Unique service names in offer order (streams first), for the marks on the button. */
export function markNames(offers: readonly Offer[]): string[] {
  const names: string[] = [];
  for (const o of offers) {
    const key = normalizeServiceName(o.name);
    if (!names.includes(key)) names.push(key);
  }
  return names;
}

/** 'Stream', 'Free', or 'Rent $3.99' / 'Buy' (no price known). */
export function offerLabel(o: Offer): string {
  if (o.type === "subscription") return "Stream";
  if (o.type === "free") return "Free";
  const price = formatPrice(o.price);
  const verb = o.type === "rent" ? "Rent" : "Buy";
  return price ? `${verb} ${price}` : verb;
}
