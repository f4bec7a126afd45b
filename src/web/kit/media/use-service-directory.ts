import { useMemo } from "react";
import { useStreamingServices } from "./api/streaming-services";
import { makeServiceDirectory, type ServiceDirectory } from "./service-directory";

/** The service catalogue as a lookup (names, colours, initials); usable before it has loaded. */
export function useServiceDirectory(): ServiceDirectory {
  const { data } = useStreamingServices();
  return useMemo(() => makeServiceDirectory(data), [data]);
}
