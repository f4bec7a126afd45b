import { EyeOff } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import type { THideKind } from "@/shared/contracts/hidden";
import { cn } from "@/web/lib/cn";
import { type HideableTitle, useHiddenEntry } from "../api/hidden";
import { HIDE_CHOICES, hiddenStatus } from "../hidden-copy";
import { useHideWithUndo } from "../use-hide-with-undo";

const TRIGGERS = {
  /** a round icon button over a poster */
  overlay: "size-11 rounded-full bg-black/65 text-white backdrop-blur-sm hover:bg-black/80 [&_svg]:size-[18px]",
  /** a round icon button on a surface (the phone card) */
  surface: "size-11 rounded-full border border-border bg-surface-2 text-fg hover:bg-surface-3 [&_svg]:size-5",
  /** "Hide" (or "Hidden") beside the other actions of the details dialog */
  labelled:
    "h-11 gap-2 rounded-[var(--radius-control)] border border-border bg-surface-2 px-4 text-sm font-medium text-fg hover:bg-surface-3 [&_svg]:size-4",
} as const;

const ITEM =
  "flex min-h-11 cursor-default select-none flex-col justify-center rounded-[6px] px-3 py-1.5 text-sm text-fg outline-none data-[highlighted]:bg-surface-3";

/**
 * The menu that keeps a title out of recommendations: "Not tonight" (14 days) or "Never show this",
 * each followed by a toast with "Undo". A hidden title's menu says until when and offers "Show
 * again". Visitors get the 'Sign in required' toast instead of a hide.
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
  const actions = useHideWithUndo();
  const hiding = useRef(false);

  const choose = (kind: THideKind) => {
    hiding.current = actions.canHide;
    void actions.hide(media, kind).then((ok) => {
      if (ok) onHidden?.(kind);
    });
  };

  return (
    // Not modal, like the rating popover: a modal menu hides the rest of the page from assistive
    // technology while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          // The visible text ("Hide" or "Hidden") starts the name.
          aria-label={
            hidden ? `Hidden from recommendations: ${media.title}` : `Hide ${media.title} from recommendations`
          }
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onClick={(event) => event.stopPropagation()}
          onCloseAutoFocus={(event) => {
            if (hiding.current && focusAfterHide) {
              event.preventDefault();
              focusAfterHide();
            }
            hiding.current = false;
          }}
          className="z-50 min-w-60 rounded-[var(--radius-card)] border border-border bg-surface-2 p-1.5 text-fg shadow-[var(--shadow-overlay)] outline-none data-[state=open]:animate-fade-in"
        >
          {hidden ? (
            <>
              <DropdownMenu.Label className="px-3 py-2 text-xs text-fg-muted">
                {hiddenStatus(hidden)}
              </DropdownMenu.Label>
              <DropdownMenu.Item className={ITEM} onSelect={() => void actions.showAgain(media.id)}>
                Show again
              </DropdownMenu.Item>
            </>
          ) : (
            HIDE_CHOICES.map((choice) => (
              // The hint is part of the name ("Not tonight Leave it out for 14 days"): all its text is visible.
              <DropdownMenu.Item key={choice.kind} className={ITEM} onSelect={() => choose(choice.kind)}>
                <span className="font-medium">{choice.label}</span>{" "}
                <span className="text-xs text-fg-muted">{choice.hint}</span>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
