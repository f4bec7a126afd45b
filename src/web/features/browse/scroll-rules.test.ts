import { describe, expect, it, vi } from "vitest";
import {
  INFINITE_SCROLL_THRESHOLD_PX,
  INFINITE_SCROLL_THROTTLE_MS,
  nearBottom,
  SCROLL_TOP_AFTER_PX,
  SEARCH_DEBOUNCE_MS,
  shouldLoadMore,
  throttle,
} from "./scroll-rules";

describe("home grid constants", () => {
  it("debounce 300 ms, load within 500 px throttled to 100 ms, scroll-to-top after 300 px", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(500);
    expect(INFINITE_SCROLL_THROTTLE_MS).toBe(100);
    expect(SCROLL_TOP_AFTER_PX).toBe(300);
  });
});

describe("infinite scroll trigger", () => {
  const page = (scrollY: number) => ({ scrollY, viewportHeight: 900, documentHeight: 5000 });

  it("fires within 500 px of the bottom, not before", () => {
    expect(nearBottom(page(3599))).toBe(false);
    expect(nearBottom(page(3600))).toBe(true);
    expect(nearBottom(page(4100))).toBe(true);
  });

  it("is skipped while loading, when nothing is left, or when paused after an error", () => {
    const m = page(4000);
    expect(shouldLoadMore(m, { hasMore: true, loading: false })).toBe(true);
    expect(shouldLoadMore(m, { hasMore: true, loading: true })).toBe(false);
    expect(shouldLoadMore(m, { hasMore: false, loading: false })).toBe(false);
    expect(shouldLoadMore(m, { hasMore: true, loading: false, paused: true })).toBe(false);
    expect(shouldLoadMore(page(100), { hasMore: true, loading: false })).toBe(false);
  });

  it("a page shorter than the viewport counts as at the bottom", () => {
    expect(nearBottom({ scrollY: 0, viewportHeight: 900, documentHeight: 700 })).toBe(true);
  });
});

describe("throttle", () => {
  it("runs at once, then at most once per window with the latest arguments", () => {
    vi.useFakeTimers();
    try {
      const calls: number[] = [];
      const t = throttle((n: number) => calls.push(n), 100);
      t(1);
      t(2);
      t(3);
      expect(calls).toEqual([1]);
      vi.advanceTimersByTime(99);
      expect(calls).toEqual([1]);
      vi.advanceTimersByTime(1);
      expect(calls).toEqual([1, 3]);
      vi.advanceTimersByTime(500);
      t(4);
      expect(calls).toEqual([1, 3, 4]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("cancel drops the pending call", () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      const t = throttle(fn, 100);
      t();
      t();
      t.cancel();
      vi.advanceTimersByTime(200);
      expect(fn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("bursts of scroll events over a second call the check about ten times", () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      const t = throttle(fn, 100);
      for (let ms = 0; ms < 1000; ms += 5) {
        t();
        vi.advanceTimersByTime(5);
      }
      expect(fn.mock.calls.length).toBeGreaterThanOrEqual(9);
      expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
    } finally {
      vi.useRealTimers();
    }
  });
});
