import { describe, expect, it } from "vitest";
import { ZRealtimeEvent } from "@/shared/contracts/realtime";
import { type Json, mutations } from "@/web/test/guard-agreement";
import { isRealtimeEvent } from "./realtime-guards";

const record = {
  media_id: "alien-1979",
  status: "want_to_watch",
  user_rating: 8,
  watched_at: null,
  rated_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};
const hidden = {
  media_id: "alien-1979",
  title: "Alien",
  year: 1979,
  type: "movie",
  poster_url: "/posters/alien-1979.svg",
  kind: "not_tonight",
  hidden_at: "2026-11-20T10:00:00.000Z",
  hidden_until: "2026-12-04T10:00:00.000Z",
};

describe("the realtime event guard agrees with ZRealtimeEvent", () => {
  it("on every kind of event and every one-field change of it", () => {
    const events: Json[] = [
      { type: "ready" },
      { type: "media", media_id: "alien-1979", record },
      { type: "media", media_id: "alien-1979", record: null },
      { type: "hidden", media_id: "alien-1979", hidden },
      { type: "hidden", media_id: "alien-1979", hidden: { ...hidden, kind: "never", hidden_until: null } },
      { type: "hidden", media_id: "alien-1979", hidden: null },
      { type: "resync" },
      { type: "notifications" },
      { type: "heartbeat" },
      "ready",
    ];
    const cases = [...events, ...events.flatMap(mutations)];
    const disagreements = cases.filter((c) => isRealtimeEvent(c) !== ZRealtimeEvent.safeParse(c).success);
    expect(disagreements).toEqual([]);
    expect(events.filter((e) => isRealtimeEvent(e))).toHaveLength(8);
  });
});
