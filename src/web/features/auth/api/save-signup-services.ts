import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api";
import { takeSignupServices } from "../pending-services";

/** After verification: the services chosen at sign-up, with the default streaming filter enabled. */
export async function saveSignupServices(services: string[]): Promise<void> {
  await apiRequest("/api/profile", {
    method: "PATCH",
    body: { streaming_services: services, default_streaming_filter_enabled: true },
  });
}

/**
 * Saves the services `email` picked at sign-up, if any are waiting, and refreshes the profile. On the
 * sign-up path a failed preference update is only logged: the account works without it.
 */
export async function saveWaitingSignupServices(queryClient: QueryClient, email: string): Promise<void> {
  const services = takeSignupServices(email);
  if (services.length === 0) return;
  try {
    await saveSignupServices(services);
    await queryClient.invalidateQueries({ queryKey: ["profile"] });
  } catch (err) {
    console.error("Failed to save streaming preferences", err);
  }
}
