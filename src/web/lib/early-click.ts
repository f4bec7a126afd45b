import { useEffect } from "react";

/**
 * A prerendered page's buttons are on screen before the app has started (decision 0074). Its boot
 * script marks the last button pressed in that time with `data-early-click` (until the app sets
 * `data-app-started` on <html>, from when React itself replays what is pressed during hydration).
 */
export function markAppStarted(): void {
  document.documentElement.setAttribute("data-app-started", "");
}

/**
 * Presses the button pressed before the app started again, once hydration has given it its handler.
 * Rendered beside the hydrated app, so its effect runs after every effect of the app's.
 */
export function ReplayEarlyClick(): null {
  useEffect(() => {
    const button = document.querySelector<HTMLElement>("[data-early-click]");
    if (!button) return;
    button.removeAttribute("data-early-click");
    button.click();
  }, []);
  return null;
}
