/** Display rules of the admin dashboard: ratings out of 10, times in seconds with one decimal. */

const INTEGER = new Intl.NumberFormat("en-US");
const ONE_DECIMAL = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const TWO_DECIMALS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (n: number): string => INTEGER.format(n);

/** "105.56%" */
export const formatPercent = (n: number): string => `${TWO_DECIMALS.format(n)}%`;

/** Processing time: "1.2 s"; "—" when it was not measured. */
export const formatSeconds = (s: number | null): string => (s === null ? "—" : `${ONE_DECIMAL.format(s)} s`);

/** A person's rating: "8/10". */
export const formatUserRating = (r: number | null): string | null => (r === null ? null : `${r}/10`);

/** The catalogue's average rating: "7.5/10"; null when unrated. */
export const formatAverageRating = (r: number | null): string | null =>
  r === null || r <= 0 ? null : `${ONE_DECIMAL.format(r)}/10`;

/** An engagement score: "8.5" (weights can be halves). */
export const formatScore = (n: number): string => ONE_DECIMAL.format(n);

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const WEEKDAY_DAY = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "UTC",
});

/** A UTC calendar day (YYYY-MM-DD) as "Nov 1". */
export const formatDay = (day: string): string => DAY.format(new Date(`${day}T00:00:00Z`));
/** A UTC calendar day as "Sun, Nov 1". */
export const formatLongDay = (day: string): string => WEEKDAY_DAY.format(new Date(`${day}T00:00:00Z`));
/** A timestamp as "Nov 1, 08:00 UTC". */
export const formatDateTime = (iso: string): string => `${DATE_TIME.format(new Date(iso))} UTC`;

const STATUS_LABELS: Record<string, string> = {
  want_to_watch: "Watch list",
  watched: "Watched",
  like: "Liked",
  dislike: "Disliked",
};

/** What a list row says: its status and/or rating, e.g. "Rated 8/10", "Watch list · Rated 6/10". */
export function describeMediaActivity(status: string | null, rating: number | null): string {
  const parts: string[] = [];
  if (status) parts.push(STATUS_LABELS[status] ?? status);
  const r = formatUserRating(rating);
  if (r) parts.push(`Rated ${r}`);
  return parts.join(" · ") || "Updated";
}

export const FEEDBACK_LABELS: Record<string, string> = {
  clicked: "Opened",
  trailer_played: "Trailer played",
  trailer_closed: "Trailer closed",
  added_to_watchlist: "Added to watch list",
  removed_from_watchlist: "Removed from watch list",
  rated: "Rated",
  rating_removed: "Rating removed",
  streaming_clicked: "Service link",
};

/** Initials for an avatar: first letter of each word, at most 2. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first] = words;
  if (first === undefined) return "?";
  if (words.length === 1 && first.includes("@")) return first.slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}
