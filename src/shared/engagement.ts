/**
 * Recommendation feedback kinds and engagement weights, defined once
 * for the recommendations API, the admin analytics and the web app.
 */

/** Every kind of feedback event a person's interaction with a recommendation can log. */
export const FEEDBACK_TYPES = [
  "clicked",
  "trailer_played",
  "trailer_closed",
  "added_to_watchlist",
  "removed_from_watchlist",
  "rated",
  "rating_removed",
  "streaming_clicked",
  "hidden_not_tonight",
  "hidden_never",
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The kinds that count as engagement, with their weight in a recommendation's engagement score. */
export const ENGAGEMENT_WEIGHTS = {
  clicked: 1,
  added_to_watchlist: 2,
  rated: 3,
  trailer_played: 1.5,
  streaming_clicked: 2.5,
} as const satisfies Partial<Record<FeedbackType, number>>;
export type EngagementType = keyof typeof ENGAGEMENT_WEIGHTS;

export const ENGAGEMENT_TYPES = Object.keys(ENGAGEMENT_WEIGHTS) as EngagementType[];

export function isEngagementType(type: string): type is EngagementType {
  return Object.hasOwn(ENGAGEMENT_WEIGHTS, type);
}

/** Weighted sum of a recommendation's feedback events; the other kinds weigh nothing. */
export function engagementScore(events: Iterable<string>): number {
  let score = 0;
  for (const type of events) if (isEngagementType(type)) score += ENGAGEMENT_WEIGHTS[type];
  return score;
}

/**
 * A session's engagement rate: feedback events of the weighted kinds ÷ recommendations × 100, rounded
 * to 2 decimals. Null for a session without recommendations (the rate is undefined there).
 */
export function sessionEngagementRate(engagementEvents: number, recommendationCount: number): number | null {
  if (recommendationCount <= 0) return null;
  return round2((engagementEvents / recommendationCount) * 100);
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

/**
 * The key of a `streaming_clicked` event's feedback_value that names the service whose link was
 * followed (its lowercase database name, e.g. `{ "service": "netflix", ... }`); the admin streaming
 * performance counts clicks by it.
 */
export const STREAMING_CLICK_SERVICE_KEY = "service";
