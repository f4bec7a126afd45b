import { MonitorPlay } from "lucide-react";
import type { TServicePerformance } from "@/shared/contracts/admin";
import { formatCount } from "../format";
import { type Column, DataTable } from "./data-table";
import { EmptyState, Panel } from "./panel";
import { ServiceOfferingsChart } from "./service-offerings-chart";

/** The text colour (near-black or white) with the better contrast on a brand colour. */
export function markTextColor(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return "#ffffff";
  const n = Number.parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (0.0039 + 0.05); // #0b0c12
  return onDark > onWhite ? "#0b0c12" : "#ffffff";
}

/** A coloured rounded square with the service initials (we ship no third-party logos). */
function ServiceMark({ service }: { service: TServicePerformance }) {
  const letters = service.display_name
    .split(/[\s+]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return (
    <span
      aria-hidden
      className="inline-flex size-6 shrink-0 items-center justify-center rounded-[6px] text-[10px] font-bold"
      style={{ backgroundColor: service.color ?? "#262936", color: markTextColor(service.color ?? "#262936") }}
    >
      {letters}
    </span>
  );
}

const COLUMNS: Column<TServicePerformance>[] = [
  {
    key: "service",
    header: "Service",
    cell: (s) => (
      <span className="flex items-center gap-2 text-fg">
        <ServiceMark service={s} />
        <span className="truncate">{s.display_name}</span>
      </span>
    ),
  },
  { key: "total", header: "Offerings", numeric: true, cell: (s) => formatCount(s.total_offerings) },
  { key: "subscription", header: "Subscription", numeric: true, cell: (s) => formatCount(s.subscription) },
  { key: "free", header: "Free", numeric: true, cell: (s) => formatCount(s.free) },
  { key: "rent", header: "Rent", numeric: true, cell: (s) => formatCount(s.rent) },
  { key: "buy", header: "Buy", numeric: true, cell: (s) => formatCount(s.buy) },
  {
    key: "clicks",
    header: "Link clicks",
    numeric: true,
    cell: (s) => <span className="font-semibold text-accent">{formatCount(s.clicks)}</span>,
  },
];

export function StreamingTab({ services }: { services: TServicePerformance[] }) {
  if (!services.length) {
    return (
      <Panel title="Streaming performance">
        <EmptyState
          icon={MonitorPlay}
          title="No streaming offerings yet"
          hint="Services show here once the catalogue lists where titles stream, rent or buy."
        />
      </Panel>
    );
  }
  return (
    <div className="grid gap-4 sm:gap-6 xl:grid-cols-2">
      <Panel
        title="Service offerings"
        description={`The ${services.length} services with the most offerings, by offer type`}
      >
        <ServiceOfferingsChart services={services} />
      </Panel>
      <Panel title="Offerings and link clicks" description="Clicks on a service's link from a recommendation">
        <DataTable label="Streaming services" columns={COLUMNS} rows={services} rowKey={(s) => s.service} />
      </Panel>
    </div>
  );
}
