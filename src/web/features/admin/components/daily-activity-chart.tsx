import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, YAxis } from "recharts";
import type { TDailyActivity } from "@/shared/contracts/admin";
import { formatCount, formatLongDay } from "../format";
import { AXIS_TICK, CHART_COLORS, ChartFrame, ChartTooltip, dayAxis } from "./chart-frame";

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
  const summary =
    peak && active.length
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
