/*
 * The sizes of a recommendation request and of hiding, as plain values without zod, so the browser
 * can use them without loading the contract schemas (decision 0071).
 */

/** The longest mood text a request may carry. */
export const MOOD_MAX_LENGTH = 1000;
/** Picks per request, shown in batches. */
export const RECOMMENDATIONS_PER_REQUEST = 15;
export const RECOMMENDATION_BATCH_SIZE = 5;
/** "Not tonight" keeps a title out of recommendations for this many days; "never" for good. */
export const NOT_TONIGHT_DAYS = 14;
