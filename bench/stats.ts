/** Percentile of a list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!; // rank is clamped to the list, which is not empty
}

/** Runs fn n times (after warm-up) and returns the timings in ms. */
export async function time(n: number, fn: (i: number) => unknown, warmup = Math.min(5, n)): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return out;
}

/** One line per figure: "<name> p50 1.2 ms p95 3.4 ms (n=200)". */
export function line(name: string, samples: number[]): string {
  const f = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
  return `${name} p50 ${f(percentile(samples, 50))} ms p95 ${f(percentile(samples, 95))} ms (n=${samples.length})`;
}
