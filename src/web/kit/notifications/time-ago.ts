const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto", style: "short" });
const calendar = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "just now", "5 min. ago", "3 hr. ago", "yesterday", "4 days ago"; past a week, the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const ms = now - new Date(iso).getTime();
  if (ms < 60_000) return "just now";
  if (ms >= 7 * 86_400_000) return calendar.format(new Date(iso));
  for (const [unit, size] of UNITS) {
    if (ms >= size) return relative.format(-Math.floor(ms / size), unit);
  }
  return "just now";
}
