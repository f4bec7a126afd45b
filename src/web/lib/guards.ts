/**
 * Small type guards for data the browser cannot take on trust (what it kept in storage, events read
 * off a stream). They stand in for zod on the client, whose runtime would cost more than the whole
 * first-load budget has left (decision 0071). `shape<T>` names every key of T, so a field added to a
 * contract does not compile until its guard says how to check it.
 */
export type Guard<T> = (value: unknown) => value is T;

export const isString = (value: unknown): value is string => typeof value === "string";
export const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
export const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
export const isInt = (value: unknown): value is number => Number.isInteger(value);

/** A whole number within [min, max]. */
export const intWithin =
  (min: number, max = Number.POSITIVE_INFINITY): Guard<number> =>
  (value): value is number =>
    isInt(value) && value >= min && value <= max;

export const oneOf =
  <const T extends string | number | boolean>(values: readonly T[]): Guard<T> =>
  (value): value is T =>
    (values as readonly unknown[]).includes(value);

export const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || guard(value);

export const optional =
  <T>(guard: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || guard(value);

export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An object whose every listed field passes its guard (other keys are let through). */
export const shape =
  <T extends object>(fields: { [K in keyof T]-?: Guard<T[K]> }): Guard<T> =>
  (value): value is T =>
    isRecord(value) && Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)(value[key]));
