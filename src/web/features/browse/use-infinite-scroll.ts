import { useEffect, useRef } from "react";
import { INFINITE_SCROLL_THROTTLE_MS, type ScrollMetrics, shouldLoadMore, throttle } from "./scroll-rules";

function windowMetrics(): ScrollMetrics {
  return {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
  };
}

/**
 * Calls `onLoadMore` when the page is scrolled within 500 px of the bottom (checked at most every
 * 100 ms), never while loading, and again after each load in case the page is still short.
 */
export function useInfiniteScroll({
  hasMore,
  loading,
  paused = false,
  loaded,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  paused?: boolean;
  /** how many pages (or rows) are loaded: a change means a load ended, even one too quick to be seen */
  loaded: number;
  onLoadMore: () => void;
}) {
  const state = useRef({ hasMore, loading, paused, onLoadMore });
  state.current = { hasMore, loading, paused, onLoadMore };

  useEffect(() => {
    const check = throttle(() => {
      const s = state.current;
      if (shouldLoadMore(windowMetrics(), s)) s.onLoadMore();
    }, INFINITE_SCROLL_THROTTLE_MS);
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check, { passive: true });
    return () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
      check.cancel();
    };
  }, []);

  // a short page never scrolls: look again whenever a load ends
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` is the signal that a load ended
  useEffect(() => {
    if (loading || paused || !hasMore) return;
    const id = requestAnimationFrame(() => {
      const s = state.current;
      if (shouldLoadMore(windowMetrics(), s)) s.onLoadMore();
    });
    return () => cancelAnimationFrame(id);
  }, [loading, paused, hasMore, loaded]);
}
