/** CPU-time budgets for the tests that check work stays linear on hostile input. */
import { expect } from "vitest";

/** Microseconds of CPU time, as Node's process.cpuUsage counts them. */
type CpuUsage = { user: number; system: number };

/** Node's process, declared here because the web app's type check also reads src/shared and has no Node types. */
declare const process: { cpuUsage(since?: CpuUsage): CpuUsage };

/**
 * Runs `work` and measures the CPU time the process spent meanwhile (user and system), in milliseconds.
 * Wall-clock time would also count time spent waiting for a CPU, which on a loaded machine can be
 * many times the work itself. Test files run in forked worker processes, one file at a time each, so
 * the process's CPU time meanwhile is the work's (V8's compiler and collector threads included, a little).
 */
export function cpuMillis<T>(work: () => T): { result: T; ms: number } {
  const before = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(before);
  return { result, ms: (used.user + used.system) / 1000 };
}

/**
 * Fails the test unless `work` takes under `budgetMs` of CPU time, and returns its result. The budgets
 * guard against regular expressions that backtrack super-linearly: linear work on hostile text takes
 * milliseconds, such a pattern seconds or forever, so a generous budget flags it and nothing else.
 */
export function expectWithinCpuBudget<T>(work: () => T, budgetMs: number, label = "CPU milliseconds"): T {
  const { result, ms } = cpuMillis(work);
  expect(ms, label).toBeLessThan(budgetMs);
  return result;
}
