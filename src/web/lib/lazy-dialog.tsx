import { Slot } from "radix-ui";
import { type MouseEvent, type ReactElement, type ReactNode, Suspense, useState } from "react";

/**
 * Holds back a lazily loaded dialog until it first opens, so its code is not part of first paint. It
 * stays mounted after that, so closing still animates and reopening is instant.
 */
export function MountOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A trigger whose overlay (popover, menu, sheet or dialog) is loaded the first time it opens, so
 * neither the overlay nor its Radix primitive and positioning code is part of first paint
 * (decision 0071). Until then the trigger stands alone: a click asks to open, and hovering or
 * focusing it starts the download. From the first open on, `children` renders the overlay with the
 * same trigger inside its Radix root; while its code arrives the stand-alone trigger stays in place,
 * so nothing moves. `onOpen` hears whether the keyboard opened it (Enter or Space: a click without a
 * pointer), for a menu that then puts focus on its first item as a keyboard-opened menu does.
 */
export function LoadOnFirstOpen({
  open,
  onOpen,
  preload,
  trigger,
  popup = "dialog",
  children,
}: {
  open: boolean;
  onOpen(how: { keyboard: boolean }): void;
  /** starts loading the overlay's module (the same import its React.lazy uses) */
  preload(): Promise<unknown>;
  trigger: ReactElement;
  popup?: "dialog" | "menu";
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // a failed warm-up is not an error yet: the open that needs the code tries again and reports it
  const warm = () => void preload().catch(() => undefined);
  const standIn = (
    <Slot.Root
      aria-haspopup={popup}
      aria-expanded={false}
      onClick={(event: MouseEvent) => onOpen({ keyboard: event.detail === 0 })}
      onPointerEnter={warm}
      onFocus={warm}
    >
      {trigger}
    </Slot.Root>
  );
  return opened ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
}
