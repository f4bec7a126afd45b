import { expect } from "vitest";

type Tuple<T, N extends number, R extends T[] = []> = R["length"] extends N ? R : Tuple<T, N, [...R, T]>;

/** Asserts the list has at least n items and types the first n as present (for destructuring in tests). */
export function atLeast<T, N extends number>(list: readonly T[], n: N): [...Tuple<T, N>, ...T[]] {
  expect(list.length, `expected at least ${n} items`).toBeGreaterThanOrEqual(n);
  return list as unknown as [...Tuple<T, N>, ...T[]];
}
