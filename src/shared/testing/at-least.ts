/** List-length assertions that type the first items as present, for the server, web and E2E tests alike. */
import { expect } from "vitest";

/** How many leading items atLeast can vouch for. */
export type AtLeastCount = 1 | 2 | 3 | 4 | 5 | 6;

/** At least N items of T: [T, T, T, ...T[]] for N = 3 (spelled out: a recursive tuple type defeats the checker). */
export type AtLeast<T, N extends AtLeastCount> = {
  1: [T, ...T[]];
  2: [T, T, ...T[]];
  3: [T, T, T, ...T[]];
  4: [T, T, T, T, ...T[]];
  5: [T, T, T, T, T, ...T[]];
  6: [T, T, T, T, T, T, ...T[]];
}[N];

/** True when the list has at least n items; afterwards its first n are typed as present. */
export function hasAtLeast<T, N extends AtLeastCount>(list: readonly T[], n: N): list is AtLeast<T, N> {
  return list.length >= n;
}

/** Fails the test unless the list has at least n items; returns it with the first n typed as present. */
export function atLeast<T, N extends AtLeastCount>(list: readonly T[], n: N): AtLeast<T, N> {
  expect(list.length, `expected at least ${n} items`).toBeGreaterThanOrEqual(n);
  return list as AtLeast<T, N>;
}

/** The assertion form, for narrowing a list in place: fails unless it holds at least n items. */
export function expectAtLeast<T, N extends AtLeastCount>(
  list: readonly T[],
  count: N,
  what: string,
): asserts list is AtLeast<T, N> {
  expect(list.length, `at least ${count} ${what}`).toBeGreaterThanOrEqual(count);
}
