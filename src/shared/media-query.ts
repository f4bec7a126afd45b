import type { OfferType } from "./vocabulary";

/**
 * Builds the query string of GET /api/media from typed values; empty values are left out. Kept apart
 * from the zod contract (contracts/catalogue) so the browser can use it without loading zod.
 */
export function mediaSearchParams(query: {
  page?: number;
  q?: string;
  services?: readonly string[];
  offer_types?: readonly OfferType[];
}): URLSearchParams {
  const params = new URLSearchParams();
  params.set("page", String(query.page ?? 0));
  if (query.q?.trim()) params.set("q", query.q.trim());
  if (query.services?.length) params.set("services", query.services.join(","));
  if (query.offer_types?.length) params.set("offer_types", query.offer_types.join(","));
  return params;
}
