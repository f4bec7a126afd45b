import type { TRecommendation } from "@/shared/contracts/recommendations";

/** Builds a valid recommendation for tests; `n` makes ids, titles and years distinct. */
export function makeRecommendation(n: number, overrides: Partial<TRecommendation> = {}): TRecommendation {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  const title = `Title ${n}`;
  const year = 1990 + (n % 30);
  return {
    recommendation_id: id,
    title,
    year,
    reason: `Reason ${n}: warm, funny and easy to love.`,
    similar_to: ["Paddington 2"],
    avoids: ["Saw"],
    match_score: 90 - n,
    media: {
      id: `title-${n}-${year}`,
      title,
      type: n % 2 === 0 ? "movie" : "tv",
      year,
      poster_url: `/posters/title-${n}-${year}.svg`,
      trailer_url: n % 3 === 0 ? null : "https://www.youtube.com/watch?v=abcdefghijk",
      rating: 7.4,
      description: `Description ${n}`,
      genres: ["Comedy"],
      runtime_minutes: 100,
      certification: "PG",
    },
    streaming_availability: {
      available: true,
      services: [
        { name: "netflix", display_name: "Netflix", type: "subscription", link: "https://netflix.com", price: null },
      ],
      totalServices: 1,
    },
    ...overrides,
  };
}

export function makeRecommendations(count: number, from = 1): TRecommendation[] {
  return Array.from({ length: count }, (_, i) => makeRecommendation(from + i));
}
