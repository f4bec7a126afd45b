import type { TStreamingService } from "@/shared/contracts/catalogue";

/**
 * The services offered as checkboxes: the sign-up services first (in the catalogue's order), then
 * the other subscription services by name. Free services and stores are left out: nobody
 * subscribes to them.
 */
export function subscriptionChoices(services: readonly TStreamingService[]): {
  primary: TStreamingService[];
  more: TStreamingService[];
} {
  const primary = services.filter((s) => s.offered_at_signup);
  const more = services
    .filter((s) => !s.offered_at_signup && s.kind === "subscription")
    .sort((a, b) => a.display_name.localeCompare(b.display_name));
  return { primary, more };
}
