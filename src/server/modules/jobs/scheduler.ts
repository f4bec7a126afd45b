/**
 * Runs background jobs on a timer inside the server process. Each job decides for itself, through
 * its lease in the database, whether it is due and whether another instance already runs it; the
 * scheduler only wakes them up, one at a time, and never starts a tick while the last one runs.
 */

export interface ScheduledJob {
  name: string;
  /** how often the job should run; the timer wakes at least this often (and at most every minute) */
  everyMs: number;
  run(): Promise<void>;
}

type Log = { error(obj: object, msg: string): void };

/** The longest the timer sleeps, so a job that became due on another instance's clock is not late by much. */
const MAX_TICK_MS = 60_000;

export function startScheduler(
  jobs: readonly ScheduledJob[],
  log: Log,
): { tick(): Promise<void>; stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return running ?? undefined;
    running = (async () => {
      for (const job of jobs) {
        if (stopped) break;
        try {
          await job.run();
        } catch (err) {
          log.error({ err, job: job.name }, "background job failed");
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  if (!jobs.length) return { tick, stop: async () => {} };
  const every = Math.max(1000, Math.min(MAX_TICK_MS, ...jobs.map((j) => j.everyMs)));
  const first = setTimeout(() => void tick(), 1000);
  const timer = setInterval(() => void tick(), every);
  first.unref();
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
