import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TStreamingService, TStreamingServicesResponse } from "@/shared/contracts/catalogue";
import { apiRequest } from "@/web/lib/api";

/** GET /api/streaming-services: the service catalogue (sign-up services first) and the date of the offers. */
export async function fetchServiceCatalogue(signal?: AbortSignal): Promise<TStreamingServicesResponse> {
  return apiRequest<TStreamingServicesResponse>("/api/streaming-services", { signal });
}

/** The service catalogue alone. */
export async function fetchStreamingServices(signal?: AbortSignal): Promise<TStreamingService[]> {
  return (await fetchServiceCatalogue(signal)).services;
}

export function streamingServicesQueryOptions() {
  return queryOptions({
    queryKey: ["streaming-services"] as const,
    queryFn: ({ signal }) => fetchServiceCatalogue(signal),
    // the catalogue of services changes with a deploy, not while a tab is open
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

const selectServices = (r: TStreamingServicesResponse) => r.services;
const selectAsOf = (r: TStreamingServicesResponse) => r.availability_as_of;

export function useStreamingServices() {
  return useQuery({ ...streamingServicesQueryOptions(), select: selectServices });
}

/** The date (ISO, "2026-11-25") the US offers were last checked, or null while loading or unknown. */
export function useAvailabilityAsOf(): string | null {
  return useQuery({ ...streamingServicesQueryOptions(), select: selectAsOf }).data ?? null;
}
