import { DefaultFilterCard } from "./default-filter-card";
import { StreamingServicesCard } from "./streaming-services-card";

/** Settings › Streaming: the services the user pays for, and the (disabled) auto-apply switch. */
export function StreamingTab() {
  return (
    <div className="space-y-6">
      <StreamingServicesCard />
      <DefaultFilterCard />
    </div>
  );
}
