import { createContext, useContext, useState } from "react";

/** A toggle is ignored in the app's first 500 ms, and a repeat of the same toggle within 500 ms is ignored. */
export const TOGGLE_LOCKOUT_MS = 500;
export const TOGGLE_DEBOUNCE_MS = 500;
/** Sign-in toasts appear after 100 ms. */
export const SIGN_IN_TOAST_DELAY_MS = 100;

export type GuardVerdict = "ok" | "locked" | "debounced";

/** The time source of the toggle guard and of the sign-in toast delay. */
export interface MediaClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): void;
  /** When the app started; toggles are locked for TOGGLE_LOCKOUT_MS after it. */
  startedAt: number;
}

/** This module loads as the app boots, so its load time stands for the app's start. */
const systemClock: MediaClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    window.setTimeout(fn, ms);
  },
  startedAt: Date.now(),
};

/** The app runs on the system clock without a provider; tests provide a clock they move by hand. */
export const MediaClockContext = createContext<MediaClock>(systemClock);

export const useMediaClock = () => useContext(MediaClockContext);

export interface ToggleGuard {
  /** Whether the toggle `key` (action and title) may run now; an accepted toggle starts its repeat window. */
  check(key: string): GuardVerdict;
}

export function createToggleGuard(
  clock: Pick<MediaClock, "now" | "startedAt">,
  { lockoutMs = TOGGLE_LOCKOUT_MS, debounceMs = TOGGLE_DEBOUNCE_MS } = {},
): ToggleGuard {
  const lastAccepted = new Map<string, number>();
  return {
    check(key) {
      const t = clock.now();
      if (t - clock.startedAt < lockoutMs) return "locked";
      const last = lastAccepted.get(key);
      if (last !== undefined && t - last < debounceMs) return "debounced";
      lastAccepted.set(key, t);
      return "ok";
    },
  };
}

/** A guard of the calling control's own: its repeat windows are per title and action, not shared app-wide. */
export function useToggleGuard(): ToggleGuard {
  const clock = useMediaClock();
  const [guard] = useState(() => createToggleGuard(clock));
  return guard;
}
