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
type EngagementType = keyof typeof ENGAGEMENT_WEIGHTS;

export const ENGAGEMENT_TYPES = Object.keys(ENGAGEMENT_WEIGHTS) as EngagementType[];

/**
 * The key of a `streaming_clicked` event's feedback_value that names the service whose link was
 * followed (its lowercase database name, e.g. `{ "service": "netflix", ... }`); the admin streaming
 * performance counts clicks by it.
 */
export const STREAMING_CLICK_SERVICE_KEY = "service";
