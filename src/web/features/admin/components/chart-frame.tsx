import type { ReactNode } from "react";
import { type TooltipContentProps, XAxis } from "recharts";
import { formatCount, formatDay } from "../format";

/** The design tokens of styles.css, for SVG (accent, mood, success; muted axes and hairline grid). */
export const CHART_COLORS = {
  accent: "#f5b942",
  mood: "#8b7cf6",
  success: "#3ecf8e",
  neutral: "#9ca3b8",
  axis: "rgba(255, 255, 255, 0.5)",
  grid: "rgba(255, 255, 255, 0.07)",
  cursor: "rgba(255, 255, 255, 0.05)",
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 };

export interface SeriesKey {
  key: string;
  label: string;
  color: string;
}

/** A chart with its legend and a text alternative (screen readers get the summary, not the SVG). */
export function ChartFrame({
  label,
  summary,
  legend,
  height = 240,
  children,
}: {
  label: string;
  summary: string;
  legend: SeriesKey[];
  height?: number;
  children: ReactNode;
}) {
  return (
    <figure aria-label={label} className="m-0">
      <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-secondary" aria-hidden>
        {legend.map((s) => (
          <li key={s.key} className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-full" style={{ backgroundColor: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div aria-hidden style={{ height }} className="w-full min-w-0">
        {children}
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}

/** The hover box: the point's label, then each series' value (counts unless `formatValue` says otherwise). */
export function ChartTooltip({
  active,
  payload,
  label,
  formatLabel,
  formatValue,
}: Partial<Pick<TooltipContentProps, "active" | "payload" | "label">> & {
  formatLabel(label: string): string;
  formatValue?(value: number, key: string): string;
}) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-[var(--radius-control)] border border-border bg-surface-2 px-3 py-2 text-xs shadow-[var(--shadow-overlay)]">
      <p className="mb-1 font-semibold text-fg">{formatLabel(String(label ?? ""))}</p>
      <ul className="space-y-0.5">
        {payload.map((p) => (
          <li key={String(p.dataKey)} className="flex items-center gap-2 text-fg-secondary">
            <span className="size-2 rounded-full" style={{ backgroundColor: String(p.color ?? p.stroke ?? p.fill) }} />
            <span>{p.name}</span>
            <span className="ml-auto pl-3 font-medium tabular-nums text-fg">
              {p.value === null || p.value === undefined
                ? "—"
                : formatValue
                  ? formatValue(Number(p.value), String(p.dataKey))
                  : formatCount(Number(p.value))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The x axis the per-day charts share: short dates, skipping ticks closer than 24 px. */
export const dayAxis = (
  <XAxis
    dataKey="date"
    tickFormatter={formatDay}
    tick={AXIS_TICK}
    axisLine={false}
    tickLine={false}
    minTickGap={24}
    tickMargin={8}
  />
);

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
