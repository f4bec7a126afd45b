import { MonitorPlay } from "lucide-react";
import type { TServicePerformance } from "@/shared/contracts/admin";
import { ServiceMark } from "@/web/kit/media/components/service-mark";
import { serviceLook } from "@/web/kit/media/service-directory";
import { formatCount } from "../format";
import { type Column, DataTable } from "./data-table";
import { EmptyState, Panel } from "./panel";
import { ServiceOfferingsChart } from "./service-offerings-chart";

const COLUMNS: Column<TServicePerformance>[] = [
  {
    key: "service",
    header: "Service",
    cell: (s) => (
      <span className="flex items-center gap-2 text-fg">
        <ServiceMark look={serviceLook({ name: s.service, display_name: s.display_name, color: s.color })} decorative />
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
