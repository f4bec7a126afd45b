/**
 * The figures npm run lighthouse reports for each page and preset: the median of its runs, one line
 * per figure, with every run's value beside it so the spread shows. Pure, so it is unit-tested.
 */

/** What one Lighthouse run gives: scores 0 to 100, LCP and TBT in milliseconds, CLS unitless. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export type Figure = keyof RunFigures;

/** The bar each figure is held to (issue 20): scores at least 95, LCP, TBT and CLS at most. */
export const TARGETS: Record<Figure, { label: string; atLeast?: number; atMost?: number; unit: string }> = {
  performance: { label: "performance", atLeast: 95, unit: "" },
  accessibility: { label: "accessibility", atLeast: 95, unit: "" },
  bestPractices: { label: "best-practices", atLeast: 95, unit: "" },
  lcpMs: { label: "LCP", atMost: 2500, unit: " ms" },
  cls: { label: "CLS", atMost: 0.05, unit: "" },
  tbtMs: { label: "TBT", atMost: 150, unit: " ms" },
};

const FIGURES = Object.keys(TARGETS) as Figure[];

/** The middle value; for an even count, the mean of the two middle ones. NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface FigureSummary {
  figure: Figure;
  median: number;
  runs: number[];
  meetsTarget: boolean;
}

export function summarize(runs: readonly RunFigures[]): FigureSummary[] {
  return FIGURES.map((figure) => {
    const values = runs.map((r) => r[figure]);
    const m = median(values);
    const { atLeast, atMost } = TARGETS[figure];
    const meetsTarget = (atLeast === undefined || m >= atLeast) && (atMost === undefined || m <= atMost);
    return { figure, median: m, runs: values, meetsTarget };
  });
}

const show = (figure: Figure, value: number) =>
  figure === "cls" ? value.toFixed(3) : `${Math.round(value)}${TARGETS[figure].unit}`;

/** One line per figure, e.g. "/recommendations  mobile   LCP             2140 ms  (runs 2100 ms, 2140 ms, 2300 ms) ok". */
export function formatSummary(page: string, preset: string, summary: readonly FigureSummary[]): string[] {
  return summary.map(({ figure, median: m, runs, meetsTarget }) => {
    const target = TARGETS[figure];
    const bar = target.atLeast !== undefined ? `≥ ${target.atLeast}` : `≤ ${show(figure, target.atMost!)}`;
    const runsText = runs.map((v) => show(figure, v)).join(", ");
    const head = `${page.padEnd(17)} ${preset.padEnd(8)} ${target.label.padEnd(15)} ${show(figure, m).padStart(8)}`;
    return `${head} (runs ${runsText}; target ${bar})${meetsTarget ? "" : "  BELOW TARGET"}`;
  });
}
