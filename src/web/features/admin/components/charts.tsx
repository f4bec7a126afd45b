import type { ReactNode } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import type { TDailyActivity, TServicePerformance, TTrendDay } from "@/shared/contracts/admin";
import { formatCount, formatDay, formatLongDay, formatPercent } from "../format";

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

const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 };

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

function ChartTooltip({
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

const dayAxis = (
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

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Overview: sessions (bars) and feedback events (line) per day. */
export function ActivityTrendChart({ trend }: { trend: TTrendDay[] }) {
  const legend = [
    { key: "sessions", label: "Recommendation sessions (left scale)", color: CHART_COLORS.mood },
    { key: "feedback", label: "Feedback events (right scale)", color: CHART_COLORS.accent },
  ];
  const sessions = sum(trend.map((d) => d.sessions));
  const feedback = sum(trend.map((d) => d.feedback));
  const busiest = [...trend].sort((a, b) => b.sessions - a.sessions)[0];
  const summary =
    sessions === 0
      ? `No recommendation sessions in the last ${trend.length} days.`
      : `${formatCount(sessions)} sessions and ${formatCount(feedback)} feedback events in the last ${trend.length} days; the busiest day was ${formatLongDay(busiest.date)} with ${formatCount(busiest.sessions)} sessions.`;
  return (
    <ChartFrame label="Sessions and feedback per day, last 30 days" summary={summary} legend={legend}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={trend} margin={{ top: 4, right: 0, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          {dayAxis}
          {/* sessions and feedback differ by an order of magnitude: each has its own scale */}
          <YAxis
            yAxisId="sessions"
            allowDecimals={false}
            tick={{ ...AXIS_TICK, fill: CHART_COLORS.mood }}
            axisLine={false}
            tickLine={false}
            width={36}
          />
          <YAxis
            yAxisId="feedback"
            orientation="right"
            allowDecimals={false}
            tick={{ ...AXIS_TICK, fill: CHART_COLORS.accent }}
            axisLine={false}
            tickLine={false}
            width={40}
          />
          <Tooltip
            cursor={{ fill: CHART_COLORS.cursor }}
            content={(p) => <ChartTooltip {...p} formatLabel={formatLongDay} />}
          />
          <Bar
            yAxisId="sessions"
            dataKey="sessions"
            name="Sessions"
            fill={CHART_COLORS.mood}
            radius={[3, 3, 0, 0]}
            maxBarSize={16}
          />
          <Line
            yAxisId="feedback"
            dataKey="feedback"
            name="Feedback"
            type="monotoneX"
            stroke={CHART_COLORS.accent}
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 4 }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** Overview: the mean engagement rate of each day's sessions. */
export function EngagementTrendChart({ trend }: { trend: TTrendDay[] }) {
  const rated = trend.filter((d) => d.engagement_rate !== null);
  const legend = [{ key: "engagement_rate", label: "Avg engagement per session", color: CHART_COLORS.accent }];
  const summary = rated.length
    ? `Daily average engagement ranged from ${formatPercent(Math.min(...rated.map((d) => d.engagement_rate!)))} to ${formatPercent(Math.max(...rated.map((d) => d.engagement_rate!)))} over ${rated.length} days with sessions.`
    : "No engagement to chart yet.";
  return (
    <ChartFrame label="Average engagement per day, last 30 days" summary={summary} legend={legend}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={trend} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id="admin-engagement-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={CHART_COLORS.accent} stopOpacity={0.35} />
              <stop offset="100%" stopColor={CHART_COLORS.accent} stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          {dayAxis}
          <YAxis
            tick={AXIS_TICK}
            axisLine={false}
            tickLine={false}
            width={48}
            tickFormatter={(v: number) => `${Math.round(v)}%`}
          />
          <Tooltip
            cursor={{ stroke: CHART_COLORS.axis, strokeDasharray: "3 3" }}
            content={(p) => <ChartTooltip {...p} formatLabel={formatLongDay} formatValue={(v) => formatPercent(v)} />}
          />
          <Area
            dataKey="engagement_rate"
            name="Engagement"
            type="monotoneX"
            stroke={CHART_COLORS.accent}
            strokeWidth={2}
            fill="url(#admin-engagement-fill)"
            connectNulls
            // a day with sessions shows even when it is the only one
            dot={{ r: 2.5, fill: CHART_COLORS.accent, strokeWidth: 0 }}
            activeDot={{ r: 4 }}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** User activity: what people did each day (stacked), oldest day first. */
export function DailyActivityChart({ daily }: { daily: TDailyActivity[] }) {
  const data = [...daily].reverse();
  const legend = [
    { key: "media_updates", label: "List and rating updates", color: CHART_COLORS.success },
    { key: "sessions", label: "Recommendation sessions", color: CHART_COLORS.mood },
    { key: "feedback", label: "Feedback events", color: CHART_COLORS.accent },
    { key: "active_users", label: "Active people (right scale)", color: CHART_COLORS.neutral },
  ];
  const active = data.filter((d) => d.active_users > 0);
  const peak = [...data].sort((a, b) => b.active_users - a.active_users)[0];
  const summary = active.length
    ? `${active.length} of the last ${data.length} days had activity; the most active was ${formatLongDay(peak.date)} with ${formatCount(peak.active_users)} people.`
    : `No activity in the last ${data.length} days.`;
  return (
    <ChartFrame label="Daily activity, last 30 days" summary={summary} legend={legend} height={260}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 4, right: 0, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          {dayAxis}
          <YAxis yAxisId="events" allowDecimals={false} tick={AXIS_TICK} axisLine={false} tickLine={false} width={40} />
          {/* people are far fewer than events: their own scale, on the right */}
          <YAxis
            yAxisId="people"
            orientation="right"
            allowDecimals={false}
            tick={{ ...AXIS_TICK, fill: CHART_COLORS.neutral }}
            axisLine={false}
            tickLine={false}
            width={32}
          />
          <Tooltip
            cursor={{ fill: CHART_COLORS.cursor }}
            content={(p) => <ChartTooltip {...p} formatLabel={formatLongDay} />}
          />
          <Bar
            yAxisId="events"
            dataKey="media_updates"
            name="List updates"
            stackId="a"
            fill={CHART_COLORS.success}
            maxBarSize={16}
          />
          <Bar
            yAxisId="events"
            dataKey="sessions"
            name="Sessions"
            stackId="a"
            fill={CHART_COLORS.mood}
            maxBarSize={16}
          />
          <Bar
            yAxisId="events"
            dataKey="feedback"
            name="Feedback"
            stackId="a"
            fill={CHART_COLORS.accent}
            radius={[3, 3, 0, 0]}
            maxBarSize={16}
          />
          <Line
            yAxisId="people"
            dataKey="active_users"
            name="Active people"
            type="monotoneX"
            stroke={CHART_COLORS.neutral}
            strokeWidth={2}
            strokeDasharray="4 3"
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** Streaming performance: offerings per service by offer type (horizontal, stacked). */
export function ServiceOfferingsChart({ services }: { services: TServicePerformance[] }) {
  const legend = [
    { key: "subscription", label: "Subscription", color: CHART_COLORS.mood },
    { key: "free", label: "Free", color: CHART_COLORS.success },
    { key: "rent", label: "Rent", color: CHART_COLORS.accent },
    { key: "buy", label: "Buy", color: CHART_COLORS.neutral },
  ];
  const top = services[0];
  const summary = top
    ? `${top.display_name} has the most offerings (${formatCount(top.total_offerings)}) of the ${services.length} services shown.`
    : "No streaming offerings yet.";
  return (
    <ChartFrame
      label="Offerings per streaming service by offer type"
      summary={summary}
      legend={legend}
      height={Math.max(160, services.length * 36 + 24)}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={services}
          layout="vertical"
          margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={CHART_COLORS.grid} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} axisLine={false} tickLine={false} />
          <YAxis
            type="category"
            dataKey="display_name"
            tick={{ ...AXIS_TICK, fill: "rgba(255, 255, 255, 0.66)" }}
            axisLine={false}
            tickLine={false}
            width={136}
            tickMargin={6}
            tickFormatter={(v: string) => (v.length > 17 ? `${v.slice(0, 16).trimEnd()}…` : v)}
          />
          <Tooltip
            cursor={{ fill: CHART_COLORS.cursor }}
            content={(p) => <ChartTooltip {...p} formatLabel={(l) => l} />}
          />
          <Bar dataKey="subscription" name="Subscription" stackId="o" fill={CHART_COLORS.mood} maxBarSize={20} />
          <Bar dataKey="free" name="Free" stackId="o" fill={CHART_COLORS.success} maxBarSize={20} />
          <Bar dataKey="rent" name="Rent" stackId="o" fill={CHART_COLORS.accent} maxBarSize={20} />
          <Bar dataKey="buy" name="Buy" stackId="o" fill={CHART_COLORS.neutral} radius={[0, 3, 3, 0]} maxBarSize={20} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
