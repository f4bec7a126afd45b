/**
 * Pure timing and geometry rules of the home grid: search debounce 300 ms, infinite
 * scroll within 500 px of the bottom throttled to 100 ms, scroll-to-top after 300 px.
 */
export const SEARCH_DEBOUNCE_MS = 300;
export const INFINITE_SCROLL_THRESHOLD_PX = 500;
export const INFINITE_SCROLL_THROTTLE_MS = 100;
export const SCROLL_TOP_AFTER_PX = 300;

export interface ScrollMetrics {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/** Within `threshold` px of the bottom of the page. */
export function nearBottom(m: ScrollMetrics, threshold = INFINITE_SCROLL_THRESHOLD_PX): boolean {
  return m.scrollY + m.viewportHeight >= m.documentHeight - threshold;
}

/** Whether the next page should load now: near the bottom, more to load, nothing loading, not paused. */
export function shouldLoadMore(
  m: ScrollMetrics,
  state: { hasMore: boolean; loading: boolean; paused?: boolean },
  threshold = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  return state.hasMore && !state.loading && !state.paused && nearBottom(m, threshold);
}

/**
 * Runs `fn` at most once per `ms`: at once on the first call, then once more at the end of the
 * window if calls came in meanwhile (so the last scroll position is always checked).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  clock: { now(): number; setTimeout(cb: () => void, ms: number): unknown; clearTimeout(id: unknown): void } = {
    now: () => Date.now(),
    setTimeout: (cb, t) => setTimeout(cb, t),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): ((...args: A) => void) & { cancel(): void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = clock.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - clock.now();
    if (wait <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer === null) {
      timer = clock.setTimeout(
        () => {
          timer = null;
          if (pending) {
            const a = pending;
            pending = null;
            run(a);
          }
        },
        Math.max(0, wait),
      );
    }
  };
  throttled.cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
