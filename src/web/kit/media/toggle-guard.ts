/** Spec §4 and §9: a toggle is ignored in the first 500 ms after mount, and repeats within 500 ms are ignored. */
export const TOGGLE_LOCKOUT_MS = 500;
export const TOGGLE_DEBOUNCE_MS = 500;
/** Spec §6: sign-in toasts appear after 100 ms. */
export const SIGN_IN_TOAST_DELAY_MS = 100;

export type GuardVerdict = "ok" | "locked" | "debounced";

export interface ToggleGuard {
  /** Whether a toggle of `key` may run now; an accepted toggle starts the key's debounce window. */
  check(key: string): GuardVerdict;
}

/** The lockout starts when the guard is created (the provider's mount); `now` is injectable for tests. */
export function createToggleGuard(
  now: () => number,
  { lockoutMs = TOGGLE_LOCKOUT_MS, debounceMs = TOGGLE_DEBOUNCE_MS } = {},
): ToggleGuard {
  const mountedAt = now();
  const lastAccepted = new Map<string, number>();
  return {
    check(key) {
      const t = now();
      if (t - mountedAt < lockoutMs) return "locked";
      const last = lastAccepted.get(key);
      if (last !== undefined && t - last < debounceMs) return "debounced";
      lastAccepted.set(key, t);
      return "ok";
    },
  };
}
