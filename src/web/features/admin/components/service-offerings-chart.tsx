import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TServicePerformance } from "@/shared/contracts/admin";
import { formatCount } from "../format";
import { AXIS_TICK, CHART_COLORS, ChartFrame, ChartTooltip } from "./chart-frame";

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
