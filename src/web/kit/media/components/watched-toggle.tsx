import { CircleCheck, Eye } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { useMediaActions, useTitleMedia } from "../media-state";

/**
 * The "Watched" mark (a toggle button). Marking a title watched also takes it off the watch list,
 * as the server does; the recommender never suggests what is marked watched.
 */
export function WatchedToggle({
  mediaId,
  title,
  onChange,
  className,
}: {
  mediaId: string;
  title: string;
  /** called once the server accepted the change */
  onChange?(watched: boolean): void;
  className?: string;
}) {
  const watched = useTitleMedia(mediaId).watched;
  const media = useMediaActions();
  const Icon = watched ? CircleCheck : Eye;
  return (
    <button
      type="button"
      aria-pressed={watched}
      title={watched ? `You have watched ${title}` : `Mark ${title} as watched`}
      onClick={(event) => {
        event.stopPropagation();
        void media.toggleWatched(mediaId, {
          onDone: (change) => {
            if (change.kind === "watched") onChange?.(change.active);
          },
        });
      }}
      className={cn(
        "inline-flex h-11 select-none items-center justify-center gap-2 whitespace-nowrap rounded-[var(--radius-control)] border px-4 text-sm font-medium transition-[background-color,color,border-color,transform] duration-150 ease-out active:scale-[0.98] [&_svg]:size-4 [&_svg]:shrink-0",
        watched
          ? "border-success/40 bg-success/15 text-success hover:bg-success/20"
          : "border-border bg-surface-2 text-fg hover:bg-surface-3",
        className,
      )}
    >
      <Icon strokeWidth={1.75} aria-hidden />
      {watched ? "Watched" : "Mark as watched"}
    </button>
  );
}
