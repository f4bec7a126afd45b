import { describe, expect, it } from "vitest";
import { matchesStreamingFilter } from "@/shared/streaming";
import { atLeast } from "@/web/test/at-least";
import {
  activeFilterCount,
  applySavedServices,
  clearFilter,
  EMPTY_FILTER,
  filterChips,
  isFilterActive,
  masterState,
  removeChip,
  type StreamingFilterValue,
  sameFilter,
  setAllSubscriptions,
  subscriptionSelected,
  toEffectiveFilter,
  toggleService,
  toggleWatchOption,
  toMediaQuery,
  toStreamingFilter,
} from "./filter-state";

const SUBS = ["netflix", "prime video", "disney+", "hulu"];
const display = (n: string) => n.toUpperCase();

describe("streaming filter state machine", () => {
  it("starts empty and inactive", () => {
    expect(EMPTY_FILTER).toEqual({ services: [], watchOptions: [] });
    expect(isFilterActive(EMPTY_FILTER)).toBe(false);
    expect(masterState(EMPTY_FILTER, SUBS)).toBe(false);
    expect(activeFilterCount(EMPTY_FILTER, SUBS)).toBe(0);
  });

  it("selecting a subscription service sets the subscription type; unselecting the last clears it", () => {
    const one = toggleService(EMPTY_FILTER, "Netflix ", true);
    expect(one.services).toEqual(["netflix"]);
    expect(subscriptionSelected(one, SUBS)).toBe(true);
    expect(toStreamingFilter(one, SUBS).types).toEqual(["subscription"]);
    const none = toggleService(one, "netflix", false);
    expect(none.services).toEqual([]);
    expect(subscriptionSelected(none, SUBS)).toBe(false);
    expect(toStreamingFilter(none, SUBS).types).toEqual([]);
  });

  it("toggling to the current state returns the same value", () => {
    const one = toggleService(EMPTY_FILTER, "netflix", true);
    expect(toggleService(one, "netflix", true)).toBe(one);
    expect(toggleWatchOption(one, "rent", false)).toBe(one);
  });

  it("ticking the master box selects every listed service, unticking clears them", () => {
    const all = setAllSubscriptions(EMPTY_FILTER, true, SUBS);
    expect(all.services).toEqual(SUBS);
    expect(masterState(all, SUBS)).toBe(true);
    const cleared = setAllSubscriptions(all, false, SUBS);
    expect(cleared.services).toEqual([]);
    expect(masterState(cleared, SUBS)).toBe(false);
  });

  it("unticking the master box keeps services outside the list and the watch options", () => {
    const v: StreamingFilterValue = { services: ["netflix", "starz"], watchOptions: ["rent"] };
    expect(setAllSubscriptions(v, false, SUBS)).toEqual({ services: ["starz"], watchOptions: ["rent"] });
  });

  it("selecting every service one by one ticks the master box; some is mixed", () => {
    let v = EMPTY_FILTER;
    for (const [i, s] of SUBS.entries()) {
      v = toggleService(v, s, true);
      expect(masterState(v, SUBS)).toBe(i === SUBS.length - 1 ? true : "indeterminate");
    }
  });

  it("watch options keep rent before buy whatever the click order", () => {
    const v = toggleWatchOption(toggleWatchOption(EMPTY_FILTER, "buy", true), "rent", true);
    expect(v.watchOptions).toEqual(["rent", "buy"]);
    expect(toggleWatchOption(v, "rent", false).watchOptions).toEqual(["buy"]);
  });

  it("'Use My Services' selects the saved services, normalised, and keeps the watch options", () => {
    const start: StreamingFilterValue = { services: ["hulu"], watchOptions: ["buy"] };
    const v = applySavedServices(start, [" Netflix", "disney+", "netflix", ""]);
    expect(v).toEqual({ services: ["netflix", "disney+"], watchOptions: ["buy"] });
    expect(subscriptionSelected(v, SUBS)).toBe(true);
  });

  it("'Use My Services' with only non-subscription services does not tick subscription", () => {
    const v = applySavedServices(EMPTY_FILTER, ["amazon video"]);
    expect(subscriptionSelected(v, SUBS)).toBe(false);
    expect(toStreamingFilter(v, SUBS)).toEqual({ services: ["amazon video"], types: [] });
  });

  it("'Clear' empties everything", () => {
    expect(clearFilter()).toEqual(EMPTY_FILTER);
  });

  it("chips: one per service and option; all listed services fold into one chip", () => {
    const some: StreamingFilterValue = { services: ["netflix", "hulu"], watchOptions: ["rent"] };
    expect(filterChips(some, SUBS, display).map((c) => c.label)).toEqual(["NETFLIX", "HULU", "Rent"]);
    expect(activeFilterCount(some, SUBS)).toBe(3);
    const all = toggleWatchOption(setAllSubscriptions(EMPTY_FILTER, true, SUBS), "buy", true);
    const chips = filterChips(toggleService(all, "starz", true), SUBS, display);
    expect(chips.map((c) => c.label)).toEqual(["All subscription services", "STARZ", "Buy"]);
  });

  it("removing a chip removes what it stands for", () => {
    const all = toggleWatchOption(setAllSubscriptions(EMPTY_FILTER, true, SUBS), "rent", true);
    const chips = atLeast(filterChips(all, SUBS, display), 2);
    expect(removeChip(all, chips[0], SUBS)).toEqual({ services: [], watchOptions: ["rent"] });
    expect(removeChip(all, chips[1], SUBS).watchOptions).toEqual([]);
    const some: StreamingFilterValue = { services: ["netflix", "hulu"], watchOptions: [] };
    const [netflix] = atLeast(filterChips(some, SUBS, display), 1);
    expect(removeChip(some, netflix, SUBS).services).toEqual(["hulu"]);
  });

  it("compares filters by content", () => {
    expect(sameFilter({ services: ["a"], watchOptions: ["rent"] }, { services: ["a"], watchOptions: ["rent"] })).toBe(
      true,
    );
    expect(sameFilter({ services: ["a"], watchOptions: [] }, { services: ["b"], watchOptions: [] })).toBe(false);
  });
});

describe("filter to catalogue query", () => {
  it("no selection sends nothing", () => {
    expect(toMediaQuery(EMPTY_FILTER, SUBS)).toEqual({ services: [], offer_types: [] });
  });

  it("services go as services; the subscription type they imply is not sent", () => {
    const v = toggleService(EMPTY_FILTER, "netflix", true);
    expect(toMediaQuery(v, SUBS)).toEqual({ services: ["netflix"], offer_types: [] });
  });

  it("rent and buy go as offer types, with or without services", () => {
    const v = toggleWatchOption(toggleWatchOption(EMPTY_FILTER, "rent", true), "buy", true);
    expect(toMediaQuery(v, SUBS)).toEqual({ services: [], offer_types: ["rent", "buy"] });
    expect(toMediaQuery(toggleService(v, "hulu", true), SUBS)).toEqual({
      services: ["hulu"],
      offer_types: ["rent", "buy"],
    });
  });

  it("the effective filter drives the shared recommendation matcher: Netflix means Netflix", () => {
    const f = toEffectiveFilter(toggleService(EMPTY_FILTER, "netflix", true), SUBS);
    const on = (name: string, type: string) => ({ available: true, services: [{ name, type }] });
    expect(matchesStreamingFilter(on("Netflix", "subscription"), f)).toBe(true);
    expect(matchesStreamingFilter(on("Hulu", "subscription"), f)).toBe(false);
    const rentOrNetflix = toEffectiveFilter(
      toggleWatchOption(toggleService(EMPTY_FILTER, "netflix", true), "rent", true),
      SUBS,
    );
    expect(matchesStreamingFilter(on("Hulu", "rent"), rentOrNetflix)).toBe(true);
    expect(matchesStreamingFilter(on("Hulu", "buy"), rentOrNetflix)).toBe(false);
    expect(matchesStreamingFilter({ available: false, services: [] }, rentOrNetflix)).toBe(false);
  });
});
