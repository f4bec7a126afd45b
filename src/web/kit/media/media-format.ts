import type { TMediaItem, TMediaStreamingService } from "@/shared/contracts/catalogue";
import { cheapestPrice, mapOfferType, parsePrice } from "@/shared/streaming";
import { normaliseServiceName } from "./filter-state";

export function typeLabel(type: TMediaItem["type"]): string {
  return type === "movie" ? "Movie" : "TV";
}

/** The average rating with one decimal, or null when there is none (0). */
export function formatAverageRating(rating: number): string | null {
  return rating > 0 ? rating.toFixed(1) : null;
}

/**
 * Where a title streams, for the card's marks: unique services with a subscription or free offer
 * (in the view's order: subscription first), and whether it can at least be rented or bought.
 */
export function streamingMarks(services: readonly Pick<TMediaStreamingService, "name" | "type">[]): {
  streams: string[];
  paid: boolean;
} {
  const streams: string[] = [];
  let paid = false;
  for (const s of services) {
    const type = mapOfferType(s.type);
    if (type === "rent" || type === "buy") {
      paid = true;
      continue;
    }
    const name = normaliseServiceName(s.name);
    if (!streams.includes(name)) streams.push(name);
  }
  return { streams, paid };
}

/** The offer behind a Rent or Buy button: the cheapest valid price of that type, with its link. */
export function cheapestOffer(
  services: readonly TMediaStreamingService[],
  type: "rent" | "buy",
): { service: TMediaStreamingService; label: string } | null {
  const best = cheapestPrice(services, type);
  if (!best) return null;
  const service = services.find(
    (s) =>
      mapOfferType(s.type) === type &&
      parsePrice(s.price) === best.amount &&
      (s.currency?.trim().toUpperCase() || "USD") === best.currency,
  );
  return service ? { service, label: best.label } : null;
}

/** Unique subscription and free offers, for the 'Where to Watch' chips (subscription first). */
export function streamOffers(services: readonly TMediaStreamingService[]): TMediaStreamingService[] {
  const seen = new Set<string>();
  const out: TMediaStreamingService[] = [];
  for (const s of services) {
    const type = mapOfferType(s.type);
    if (type !== "subscription" && type !== "free") continue;
    const key = normaliseServiceName(s.name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
  }
  return out;
}

/** The YouTube search the trailer dialog offers when a title has no trailer link. */
export function trailerSearchUrl(title: string, year?: number | null): string {
  const q = [title, year ?? "", "trailer"].filter((p) => p !== "").join(" ");
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(q).replace(/%20/g, "+")}`;
}

/** Whether an embed address can play inside the page (our CSP frames YouTube only). */
export function isEmbeddable(url: string): boolean {
  try {
    const u = new URL(url);
    return (
      u.protocol === "https:" &&
      (u.hostname === "www.youtube.com" || u.hostname === "www.youtube-nocookie.com") &&
      u.pathname.startsWith("/embed/")
    );
  } catch {
    return false;
  }
}

/** "2h 16m", "45m"; null when unknown. */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}
