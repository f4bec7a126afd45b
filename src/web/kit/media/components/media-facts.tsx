import { Film, Star, Tv } from "lucide-react";
import type { TMediaItem } from "@/shared/contracts/catalogue";
import { Badge } from "@/web/components/ui/badge";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";
import { formatAverageRating, formatRuntime, typeLabel } from "../media-format";

type Facts = Pick<TMediaItem, "type" | "year"> &
  Partial<Pick<TMediaItem, "runtime_minutes" | "seasons" | "certification">>;

/** "1995 · Movie · 2h 50m · R": year, type, runtime (per episode for TV), seasons and certificate. */
export function MediaFactsLine({ facts }: { facts: Facts }) {
  const TypeIcon = facts.type === "movie" ? Film : Tv;
  const runtime = formatRuntime(facts.runtime_minutes);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="tabular-nums">{facts.year}</span>
      <span aria-hidden>·</span>
      <Badge variant="neutral">
        <TypeIcon className="size-3" strokeWidth={1.75} aria-hidden />
        {typeLabel(facts.type)}
      </Badge>
      {runtime ? (
        <>
          <span aria-hidden>·</span>
          <span>{facts.type === "tv" ? `${runtime} episodes` : runtime}</span>
        </>
      ) : null}
      {facts.type === "tv" && facts.seasons ? (
        <>
          <span aria-hidden>·</span>
          <span>
            {facts.seasons} {facts.seasons === 1 ? "season" : "seasons"}
          </span>
        </>
      ) : null}
      {facts.certification ? (
        <Badge variant="outline" className="font-medium">
          {facts.certification}
        </Badge>
      ) : null}
    </span>
  );
}

/** The average rating out of 10, or 'No ratings yet'. */
export function AverageRating({ rating }: { rating: number }) {
  const shown = formatAverageRating(rating);
  return (
    <div className="flex items-center gap-2">
      <Star className="size-5 fill-accent text-accent" strokeWidth={1.75} aria-hidden />
      {shown ? (
        <span className="text-sm">
          <span className="text-lg font-semibold tabular-nums text-fg">{shown}</span>
          <span className="text-fg-muted"> / 10 average</span>
        </span>
      ) : (
        <span className="text-sm text-fg-muted">No ratings yet</span>
      )}
    </div>
  );
}

/** The genres as badges; nothing when there are none. */
export function GenreList({ genres }: { genres: readonly string[] | undefined }) {
  if (!genres || genres.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Genres">
      {genres.map((g) => (
        <li key={g}>
          <Badge variant="neutral" className="font-medium">
            {g}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The description, three skeleton lines while it is still being fetched, or 'No description yet.' */
export function MediaDescription({ text, loading }: { text: string | null; loading: boolean }) {
  if (loading) {
    return (
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  return (
    <p className={cn("text-sm leading-relaxed", text ? "text-fg-secondary" : "text-fg-muted")}>
      {text ?? "No description yet."}
    </p>
  );
}
