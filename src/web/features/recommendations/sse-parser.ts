import type { TStreamEvent } from "@/shared/contracts/recommendations";
import { isStreamEvent } from "./recommendation-guards";

/** One event's data as a typed stream event, or null when it is not JSON or not a known event. */
export function parseStreamEvent(data: string): TStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  return isStreamEvent(json) ? json : null;
}
