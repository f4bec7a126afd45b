import { Bookmark, BookmarkCheck } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { useMediaActions, useTitleMedia } from "../media-state";

const SIZES = {
  sm: "size-11 [&_svg]:size-[18px]",
  md: "size-11 [&_svg]:size-5",
  lg: "size-12 [&_svg]:size-6",
} as const;

const TONES = {
  /** over a poster */
  overlay: "bg-black/65 text-white backdrop-blur-sm hover:bg-black/80",
  /** on a surface (dialogs, lists) */
  surface: "border border-border bg-surface-2 text-fg hover:bg-surface-3",
} as const;

/**
 * The bookmark button that adds a title to the watch list or removes it. Optimistic; the spec's
 * toast and a revert on failure, the 'Sign in required' toast for visitors (useMediaActions).
 */
export function WantToWatchToggle({
  mediaId,
  title,
  size = "md",
  tone = "overlay",
  onChange,
  className,
}: {
  mediaId: string;
  title: string;
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  /** called once the server accepted the change */
  onChange?(active: boolean): void;
  className?: string;
}) {
  const active = useTitleMedia(mediaId).wantToWatch;
  const media = useMediaActions();
  const Icon = active ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={active ? `Remove ${title} from watch list` : `Add ${title} to watch list`}
      title={active ? "In your watch list" : "Add to watch list"}
      onClick={(event) => {
        event.stopPropagation();
        void media.toggleWantToWatch(mediaId, {
          onDone: (change) => {
            if (change.kind === "want_to_watch") onChange?.(change.active);
          },
        });
      }}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full transition-[background-color,color,transform] duration-150 ease-out active:scale-95",
        SIZES[size],
        TONES[tone],
        active && "text-accent",
        className,
      )}
    >
      <Icon strokeWidth={1.75} aria-hidden className={cn(active && "fill-accent/25")} />
    </button>
  );
}
