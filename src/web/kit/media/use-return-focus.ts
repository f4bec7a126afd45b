import { useCallback, useRef } from "react";

/**
 * Focus restoration for dialogs opened without a Radix trigger (a card, a button in another
 * dialog): remembers what had focus when `open` turned true and gives it back on close. Pass the
 * result as the content's onCloseAutoFocus. When that element is gone by then (the card of a title
 * hidden from the dialog), `fallback` places focus instead.
 */
export function useReturnFocus(open: boolean, fallback?: () => void): (event: Event) => void {
  const target = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // read during the render that opens the dialog: focus has not moved into it yet
  if (open && !wasOpen.current && typeof document !== "undefined") {
    const el = document.activeElement;
    target.current = el instanceof HTMLElement && el !== document.body ? el : null;
  }
  wasOpen.current = open;
  return useCallback(
    (event: Event) => {
      const el = target.current;
      if (el?.isConnected) {
        event.preventDefault();
        el.focus({ preventScroll: true });
      } else if (fallback) {
        event.preventDefault();
        fallback();
      }
    },
    [fallback],
  );
}
