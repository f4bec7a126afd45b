import { type TStreamEvent, ZStreamEvent } from "@/shared/contracts/recommendations";

/** One event's data as a typed stream event, or null when it is not JSON or not a known event. */
export function parseStreamEvent(data: string): TStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ZStreamEvent.safeParse(json);
  return parsed.success ? parsed.data : null;
}
