import { DropdownMenu } from "radix-ui";
import { type ReactElement, useRef } from "react";
import type { THiddenTitle, THideKind } from "@/shared/contracts/hidden";
import type { HideableTitle } from "../api/hidden";
import { HIDE_CHOICES, hiddenStatus } from "../hidden-copy";
import { useHideWithUndo } from "../use-hide-with-undo";

const ITEM =
  "flex min-h-11 cursor-default select-none flex-col justify-center rounded-[6px] px-3 py-1.5 text-sm text-fg outline-none data-[highlighted]:bg-surface-3";

/**
 * The hide menu itself, with its trigger: loaded by HideTitleMenu the first time it opens, so Radix's
 * menu stays out of first paint (decision 0071).
 */
export function HideTitleMenuPanel({
  media,
  hidden,
  open,
  onOpenChange,
  trigger,
  onHidden,
  focusAfterHide,
  focusFirstItem,
}: {
  media: HideableTitle;
  hidden: THiddenTitle | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: ReactElement;
  onHidden?(kind: THideKind): void;
  focusAfterHide?(): void;
  /** the first open came from the keyboard, before this code was loaded to see it */
  focusFirstItem: boolean;
}) {
  const actions = useHideWithUndo();
  const hiding = useRef(false);
  // Radix focuses the first item when the keyboard opens the menu, but this open began before Radix
  // was here to see the key: once, after Radix has focused the menu itself, the first item takes focus.
  const pendingFocus = useRef(focusFirstItem);
  const firstItem = (el: HTMLDivElement | null) => {
    if (!el || !pendingFocus.current) return;
    pendingFocus.current = false;
    requestAnimationFrame(() => el.focus());
  };

  const choose = (kind: THideKind) => {
    hiding.current = actions.canHide;
    void actions.hide(media, kind).then((ok) => {
      if (ok) onHidden?.(kind);
    });
  };

  return (
    // Not modal, like the rating popover: a modal menu hides the rest of the page from assistive
    // technology while its links stay focusable.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
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
              <DropdownMenu.Item ref={firstItem} className={ITEM} onSelect={() => void actions.showAgain(media.id)}>
                Show again
              </DropdownMenu.Item>
            </>
          ) : (
            HIDE_CHOICES.map((choice, index) => (
              // The hint is part of the name ("Not tonight Leave it out for 14 days"): all its text is visible.
              <DropdownMenu.Item
                key={choice.kind}
                ref={index === 0 ? firstItem : undefined}
                className={ITEM}
                onSelect={() => choose(choice.kind)}
              >
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
