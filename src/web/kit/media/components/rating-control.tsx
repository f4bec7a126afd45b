import { Star, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { RATING_MAX, RATING_MIN } from "@/shared/user-media";
import { LazyPopover } from "@/web/components/ui/lazy-popover";
import { cn } from "@/web/lib/cn";
import { useMediaActions, useTitleMedia } from "../media-state";

const VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const COLUMNS = 5;

const TRIGGERS = {
  /** a round button over a poster: a star, plus the rating once there is one */
  overlay:
    "h-11 min-w-11 rounded-full bg-black/65 px-3 text-white backdrop-blur-sm hover:bg-black/80 [&_svg]:size-[18px]",
  /** a pill on a surface (details dialog, list rows): "Rate" or "8/10" */
  inline: "h-11 rounded-full border border-border bg-surface-2 px-4 text-fg hover:bg-surface-3 [&_svg]:size-4",
} as const;

/**
 * The user's own rating: a compact star button that opens a popover of 1 to 10. Choosing the
 * current value again clears it, as does 'Clear rating'. Arrow keys, Home and End move between the
 * values; Enter or Space chooses; Escape closes. Visitors get the 'Sign in required' toast instead.
 */
export function RatingControl({
  mediaId,
  title,
  onChange,
  variant = "overlay",
  className,
}: {
  mediaId: string;
  title: string;
  /** called once the server accepted the change: the new rating, or null when cleared */
  onChange?(rating: number | null): void;
  variant?: keyof typeof TRIGGERS;
  className?: string;
}) {
  const rating = useTitleMedia(mediaId).rating;
  const media = useMediaActions();
  const [open, setOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const headingId = useId();

  const onOpenChange = (next: boolean) => {
    if (next && !media.canWrite) {
      media.promptSignIn("rate");
      return;
    }
    setOpen(next);
  };

  const choose = (value: number | null) => {
    setOpen(false);
    void media.setRating(mediaId, value, {
      onDone: (change) => {
        if (change.kind === "rating") onChange?.(change.rating);
      },
    });
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
    };
    let next: number | null = null;
    const delta = step[event.key];
    if (delta !== undefined) next = Math.min(VALUES.length - 1, Math.max(0, index + delta));
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = VALUES.length - 1;
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <LazyPopover
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button
          type="button"
          // The visible text ("8", "8/10" or "Rate") is part of the name.
          aria-label={rating ? `Your rating for ${title}: ${rating}/10, change rating` : `Rate ${title}`}
          title={rating ? "Your rating" : "Rate"}
          onClick={(event) => event.stopPropagation()}
          className={cn(
            "inline-flex shrink-0 select-none items-center justify-center gap-1.5 text-sm font-semibold tabular-nums transition-[background-color,color,transform] duration-150 ease-out active:scale-95",
            TRIGGERS[variant],
            className,
          )}
        >
          <Star
            strokeWidth={1.75}
            aria-hidden
            className={cn(rating ? "fill-accent text-accent" : variant === "inline" ? "text-fg-secondary" : "")}
          />
          {rating ? (
            <span>
              {rating}
              {variant === "inline" ? <span className="font-normal text-fg-muted">/10</span> : null}
            </span>
          ) : variant === "inline" ? (
            <span className="font-medium">Rate</span>
          ) : null}
        </button>
      }
      align="end"
      className="w-auto p-3"
      aria-labelledby={headingId}
      onClick={(event) => event.stopPropagation()}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        buttons.current[rating ? rating - RATING_MIN : 0]?.focus();
      }}
    >
      <p id={headingId} className="mb-2 max-w-[15.5rem] truncate px-0.5 text-sm font-semibold text-fg">
        Rate {title}
      </p>
      <div role="group" aria-label="Rating from 1 to 10" className="grid grid-cols-5 gap-1.5">
        {VALUES.map((value, index) => {
          const selected = value === rating;
          return (
            <button
              key={value}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              aria-pressed={selected}
              aria-label={selected ? `${value} out of 10, your rating: choose again to clear` : `${value} out of 10`}
              tabIndex={index === (rating ? rating - RATING_MIN : 0) ? 0 : -1}
              onKeyDown={(event) => move(event, index)}
              onClick={() => choose(value)}
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-[var(--radius-control)] text-sm font-semibold tabular-nums transition-colors duration-150",
                selected
                  ? "bg-accent text-accent-fg hover:bg-accent-hover"
                  : rating !== null && value < rating
                    ? "bg-accent/15 text-fg hover:bg-accent/25"
                    : "bg-surface-3 text-fg-secondary hover:bg-accent/20 hover:text-fg",
              )}
            >
              {value}
            </button>
          );
        })}
      </div>
      {rating ? (
        <button
          type="button"
          onClick={() => choose(null)}
          className="mt-2 inline-flex h-11 w-full items-center justify-center gap-1.5 rounded-[var(--radius-control)] text-sm font-medium text-fg-secondary transition-colors hover:bg-surface-3 hover:text-fg [&_svg]:size-4"
        >
          <X strokeWidth={1.75} aria-hidden />
          Clear rating
        </button>
      ) : null}
    </LazyPopover>
  );
}
