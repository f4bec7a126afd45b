import { describe, expect, it } from "vitest";
import type { TStreamingService } from "@/shared/contracts/catalogue";
import { subscriptionChoices } from "./subscription-choices";

const svc = (name: string, display_name: string, kind: TStreamingService["kind"], offered_at_signup = false) => ({
  name,
  display_name,
  kind,
  offered_at_signup,
  color: "#123456",
  homepage: "https://example.com",
  search_url: null,
});

describe("subscriptionChoices", () => {
  it("lists the sign-up services first, in catalogue order, then the other subscriptions by name", () => {
    const { primary, more } = subscriptionChoices([
      svc("netflix", "Netflix", "subscription", true),
      svc("tubi tv", "Tubi TV", "free", true),
      svc("starz", "Starz", "subscription"),
      svc("apple itunes", "Apple iTunes", "store"),
      svc("pluto tv", "Pluto TV", "free"),
      svc("crunchyroll", "Crunchyroll", "subscription"),
    ]);
    expect(primary.map((s) => s.name)).toEqual(["netflix", "tubi tv"]);
    expect(more.map((s) => s.name)).toEqual(["crunchyroll", "starz"]);
  });
});
