import { EyeOff } from "lucide-react";
import { lazy, useState } from "react";
import type { THideKind } from "@/shared/contracts/hidden";
import { cn } from "@/web/lib/cn";
import { LoadOnFirstOpen } from "@/web/lib/lazy-dialog";
import { type HideableTitle, useHiddenEntry } from "../api/hidden";
import { hiddenStatus } from "../hidden-copy";

const loadPanel = () => import("./hide-title-menu-panel");
const HideTitleMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.HideTitleMenuPanel })));

const TRIGGERS = {
  /** a round icon button over a poster */
  overlay: "size-11 rounded-full bg-black/65 text-white backdrop-blur-sm hover:bg-black/80 [&_svg]:size-[18px]",
  /** a round icon button on a surface (the phone card) */
  surface: "size-11 rounded-full border border-border bg-surface-2 text-fg hover:bg-surface-3 [&_svg]:size-5",
  /** "Hide" (or "Hidden") beside the other actions of the details dialog */
  labelled:
    "h-11 gap-2 rounded-[var(--radius-control)] border border-border bg-surface-2 px-4 text-sm font-medium text-fg hover:bg-surface-3 [&_svg]:size-4",
} as const;

/**
 * The menu that keeps a title out of recommendations: "Not tonight" (14 days) or "Never show this",
 * each followed by a toast with "Undo". A hidden title's menu says until when and offers "Show
 * again". Visitors get the 'Sign in required' toast instead of a hide. The menu's code loads on the
 * first open.
 */
export function HideTitleMenu({
  media,
  variant = "overlay",
  onHidden,
  focusAfterHide,
  className,
}: {
  media: HideableTitle;
  variant?: keyof typeof TRIGGERS;
  /** called once the server accepted the hide */
  onHidden?(kind: THideKind): void;
  /** where focus goes after a hide when the trigger leaves with the title (a card that disappears) */
  focusAfterHide?(): void;
  className?: string;
}) {
  const hidden = useHiddenEntry(media.id);
  const [open, setOpen] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
  const trigger = (
    <button
      type="button"
      // The visible text ("Hide" or "Hidden") starts the name.
      aria-label={hidden ? `Hidden from recommendations: ${media.title}` : `Hide ${media.title} from recommendations`}
      title={hidden ? hiddenStatus(hidden) : "Hide from recommendations"}
      onClick={(event) => event.stopPropagation()}
      className={cn(
        "inline-flex shrink-0 select-none items-center justify-center transition-[background-color,color,transform] duration-150 ease-out active:scale-95",
        TRIGGERS[variant],
        hidden && "text-fg-muted",
        className,
      )}
    >
      <EyeOff strokeWidth={1.75} aria-hidden />
      {variant === "labelled" ? (hidden ? "Hidden" : "Hide") : null}
    </button>
  );
  return (
    <LoadOnFirstOpen
      open={open}
      onOpen={({ keyboard }) => {
        setOpenedByKeyboard(keyboard);
        setOpen(true);
      }}
      preload={loadPanel}
      trigger={trigger}
      popup="menu"
    >
      <HideTitleMenuPanel
        media={media}
        focusFirstItem={openedByKeyboard}
        hidden={hidden}
        open={open}
        onOpenChange={setOpen}
        trigger={trigger}
        onHidden={onHidden}
        focusAfterHide={focusAfterHide}
      />
    </LoadOnFirstOpen>
  );
}
