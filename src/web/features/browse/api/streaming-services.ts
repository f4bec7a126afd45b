import { queryOptions, useQuery } from "@tanstack/react-query";
import { type TStreamingService, ZStreamingServicesResponse } from "../../../../shared/contracts/catalogue";
import { apiRequest } from "../../../lib/api";

/** GET /api/streaming-services: the service catalogue, sign-up services first. */
export async function fetchStreamingServices(signal?: AbortSignal): Promise<TStreamingService[]> {
  const res = await apiRequest("/api/streaming-services", { schema: ZStreamingServicesResponse, signal });
  return res.services;
}

export function streamingServicesQueryOptions() {
  return queryOptions({
    queryKey: ["streaming-services"] as const,
    queryFn: ({ signal }) => fetchStreamingServices(signal),
    // the catalogue of services changes with a deploy, not while a tab is open
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useStreamingServices() {
  return useQuery(streamingServicesQueryOptions());
}
