import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False while the build writes a page into HTML (decision 0074) and during the browser's hydration of
 * it, true from then on (and from the first render of a page rendered in the browser alone): for
 * parts that must not be in the prerendered HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
