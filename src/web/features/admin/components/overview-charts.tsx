import {
  Area,
  AreaChart,
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  YAxis,
} from "recharts";
import type { TTrendDay } from "@/shared/contracts/admin";
import { formatCount, formatLongDay, formatPercent } from "../format";
import { AXIS_TICK, CHART_COLORS, ChartFrame, ChartTooltip, dayAxis, sum } from "./chart-frame";

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
    sessions === 0 || !busiest
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
