import { AvailabilityAlertsCard } from "./availability-alerts-card";
import { DefaultFilterCard } from "./default-filter-card";
import { StreamingServicesCard } from "./streaming-services-card";

/** Settings › Streaming: the services the user pays for, alerts when saved titles arrive on them, and the (disabled) auto-apply switch. */
export function StreamingTab() {
  return (
    <div className="space-y-6">
      <StreamingServicesCard />
      <AvailabilityAlertsCard />
      <DefaultFilterCard />
    </div>
  );
}
