/*
 * The realtime stream's timing, as plain values without zod, so the browser's connection (part of
 * every signed-in first load) can use them without loading the contract schemas (decision 0071).
 * contracts/realtime re-exports them.
 */

/** The server sends a comment line this often, so a quiet stream still shows it is alive. */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** How long past a missed heartbeat the client waits before it calls the stream dead. */
export const REALTIME_TIMEOUT_MS = 10_000;
/** Waits before each attempt to rejoin after a lost stream: 1 s, 2 s, 5 s, then 10 s for good. */
export const REALTIME_REJOIN_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
