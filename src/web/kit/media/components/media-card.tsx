import { Film, Star, Tv } from "lucide-react";
import type { ReactNode } from "react";
import type { TMediaItem } from "@/shared/contracts/catalogue";
import { cn } from "@/web/lib/cn";
import { formatAverageRating, streamingMarks, typeLabel } from "../media-format";
import { useServiceDirectory } from "../use-service-directory";
import { Poster } from "./poster";
import { ServiceMark } from "./service-mark";

/** What a card needs: a catalogue row, or the media of a recommendation (no offers). */
export type MediaCardItem = Pick<TMediaItem, "id" | "title" | "type" | "year" | "rating" | "poster_url"> & {
  streaming_services?: TMediaItem["streaming_services"];
};

const MAX_MARKS = 4;

/**
 * The poster card: poster, title (2 lines), year · Movie/TV, average rating, where it
 * streams, and the want-to-watch and rating actions (on hover and focus on desktop, always on
 * touch). The poster and title form one button: focusable, Enter or Space opens the details.
 */
export function MediaCard({
  item,
  onOpenDetails,
  footer,
  actions,
  eager = false,
}: {
  item: MediaCardItem;
  onOpenDetails: (item: MediaCardItem) => void;
  footer?: ReactNode;
  /** the card's actions, laid over the poster; MediaGrid passes the lists controls */
  actions?: ReactNode;
  /** load the poster at once (first row above the fold) */
  eager?: boolean;
}) {
  const rating = formatAverageRating(item.rating);
  const TypeIcon = item.type === "movie" ? Film : Tv;
  return (
    <div
      data-media-id={item.id}
      className="group/card relative flex flex-col rounded-[var(--radius-card)] transition-transform duration-200 ease-out hover:-translate-y-1 focus-within:-translate-y-1"
    >
      <button
        type="button"
        onClick={() => onOpenDetails(item)}
        className="flex flex-col rounded-[var(--radius-card)] text-left outline-offset-4"
      >
        <div
          aria-hidden
          className="relative w-full overflow-hidden rounded-[var(--radius-card)] shadow-[0_8px_24px_-12px_rgb(0_0_0/0.7)] ring-1 ring-white/5 transition-[filter,box-shadow] duration-200 ease-out group-hover/card:brightness-110 group-hover/card:shadow-[0_16px_32px_-12px_rgb(0_0_0/0.8)]"
        >
          <Poster src={item.poster_url} title={item.title} year={item.year} eager={eager} />
          {rating ? (
            <span className="absolute left-2 top-2 inline-flex h-6 items-center gap-1 rounded-full bg-black/70 px-2 text-xs font-semibold tabular-nums text-fg backdrop-blur-sm">
              <Star className="size-3 fill-accent text-accent" strokeWidth={1.75} />
              {rating}
            </span>
          ) : null}
        </div>
        <div className="mt-2.5 flex min-w-0 flex-col gap-1 px-0.5">
          <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-fg">{item.title}</h3>
          <div className="flex items-center gap-2 text-xs text-fg-muted">
            <span className="tabular-nums">{item.year}</span> <span aria-hidden>·</span>{" "}
            <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-1.5 py-0.5 text-[11px] font-medium text-fg-secondary">
              <TypeIcon className="size-3" strokeWidth={1.75} aria-hidden />
              {typeLabel(item.type)}
            </span>
            {rating ? <span className="sr-only">, average rating {rating}</span> : null}
          </div>
        </div>
      </button>
      <CardServiceMarks services={item.streaming_services ?? []} />
      {footer ? <div className="mt-2 px-0.5">{footer}</div> : null}
      {actions ? (
        <div
          className={cn(
            "absolute right-2 top-2 flex flex-col gap-1.5 transition-opacity duration-150 ease-out",
            "opacity-100 [@media(hover:hover)_and_(pointer:fine)]:opacity-0",
            "[@media(hover:hover)_and_(pointer:fine)]:group-hover/card:opacity-100 [@media(hover:hover)_and_(pointer:fine)]:group-focus-within/card:opacity-100",
          )}
        >
          {actions}
        </div>
      ) : null}
    </div>
  );
}

/** Up to four marks of the services the title streams on, "+N" for the rest, or why there are none. */
function CardServiceMarks({ services }: { services: NonNullable<MediaCardItem["streaming_services"]> }) {
  const directory = useServiceDirectory();
  const marks = streamingMarks(services);
  const shown = marks.streams.slice(0, MAX_MARKS);
  const extra = marks.streams.length - shown.length;
  return (
    <div className="mt-2 flex min-h-6 items-center gap-1 px-0.5">
      {shown.length > 0 ? (
        <>
          <span className="sr-only">Streams on</span>
          {shown.map((name) => (
            <ServiceMark key={name} look={directory.look(name)} size="xs" />
          ))}
          {extra > 0 ? <span className="ml-0.5 text-[11px] tabular-nums text-fg-muted">+{extra}</span> : null}
        </>
      ) : marks.paid ? (
        <span className="text-[11px] text-fg-muted">Rent or buy</span>
      ) : (
        <span className="text-[11px] text-fg-muted">Not streaming</span>
      )}
    </div>
  );
}
