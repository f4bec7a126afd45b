import { ZProfileResponse } from "@/shared/contracts/profile";
import { apiRequest } from "@/web/lib/api";

/** After verification: the services chosen at sign-up, with the default streaming filter enabled. */
export async function saveSignupServices(services: string[]): Promise<void> {
  await apiRequest("/api/profile", {
    method: "PATCH",
    body: { streaming_services: services, default_streaming_filter_enabled: true },
    schema: ZProfileResponse,
  });
}
