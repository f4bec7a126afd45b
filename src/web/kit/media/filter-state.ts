/**
 * The streaming filter ('Filter by Streaming Service') as a pure state machine. The dialog, the
 * home grid and the recommendations page all drive it through these functions; nothing here
 * touches React, storage or the network.
 *
 * State: the selected services (lowercase database names, in the order they were picked) and the
 * purchase-type watch options (rent, buy). The subscription availability type is derived: it is on
 * exactly when at least one of the listed subscription services is selected, so "selecting a
 * subscription service sets the subscription type" and unticking the last one clears it.
 */

import { effectiveFilter, type StreamingFilter } from "@/shared/streaming";
import type { OfferType } from "@/shared/vocabulary";

export const WATCH_OPTIONS = ["rent", "buy"] as const;
export type WatchOption = (typeof WATCH_OPTIONS)[number];

export interface StreamingFilterValue {
  services: readonly string[];
  watchOptions: readonly WatchOption[];
}

export const EMPTY_FILTER: StreamingFilterValue = Object.freeze({ services: [], watchOptions: [] });

/** Lowercase, trimmed: the form every service name is compared in. */
export function normaliseServiceName(name: string): string {
  return name.trim().toLowerCase();
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

/** Ticks or unticks one service. */
export function toggleService(value: StreamingFilterValue, name: string, checked: boolean): StreamingFilterValue {
  const key = normaliseServiceName(name);
  const has = value.services.includes(key);
  if (checked === has) return value;
  return {
    ...value,
    services: checked ? [...value.services, key] : value.services.filter((s) => s !== key),
  };
}

/**
 * The 'Subscription Services' master checkbox: ticking selects every listed subscription service,
 * unticking clears them (services outside the list, e.g. restored from a profile, stay).
 */
export function setAllSubscriptions(
  value: StreamingFilterValue,
  checked: boolean,
  subscriptionServices: readonly string[],
): StreamingFilterValue {
  const all = subscriptionServices.map(normaliseServiceName);
  if (checked) return { ...value, services: unique([...value.services, ...all]) };
  const listed = new Set(all);
  return { ...value, services: value.services.filter((s) => !listed.has(s)) };
}

/** Ticks or unticks rent or buy. */
export function toggleWatchOption(
  value: StreamingFilterValue,
  option: WatchOption,
  checked: boolean,
): StreamingFilterValue {
  const has = value.watchOptions.includes(option);
  if (checked === has) return value;
  const next = checked ? [...value.watchOptions, option] : value.watchOptions.filter((o) => o !== option);
  // keep a stable order (rent before buy) so equal filters compare and cache equally
  return { ...value, watchOptions: WATCH_OPTIONS.filter((o) => next.includes(o)) };
}

/**
 * 'Use My Services': the selection becomes the user's saved services (watch options stay). The
 * subscription type follows, because it is on whenever a listed subscription service is selected.
 */
export function applySavedServices(value: StreamingFilterValue, saved: readonly string[]): StreamingFilterValue {
  return { ...value, services: unique(saved.map(normaliseServiceName).filter((s) => s.length > 0)) };
}

/** 'Clear': no filter at all, the full list again. */
export function clearFilter(): StreamingFilterValue {
  return EMPTY_FILTER;
}

/** State of the master checkbox: ticked when every listed service is selected, mixed when some are. */
export function masterState(
  value: StreamingFilterValue,
  subscriptionServices: readonly string[],
): boolean | "indeterminate" {
  if (subscriptionServices.length === 0) return false;
  const selected = new Set(value.services);
  const count = subscriptionServices.filter((s) => selected.has(normaliseServiceName(s))).length;
  if (count === 0) return false;
  return count === subscriptionServices.length ? true : "indeterminate";
}

/** Whether the subscription availability type is on (a listed subscription service is selected). */
export function subscriptionSelected(value: StreamingFilterValue, subscriptionServices: readonly string[]): boolean {
  const listed = new Set(subscriptionServices.map(normaliseServiceName));
  return value.services.some((s) => listed.has(s));
}

export function isFilterActive(value: StreamingFilterValue): boolean {
  return value.services.length > 0 || value.watchOptions.length > 0;
}

export function sameFilter(a: StreamingFilterValue, b: StreamingFilterValue): boolean {
  return (
    a.services.length === b.services.length &&
    a.services.every((s, i) => s === b.services[i]) &&
    a.watchOptions.length === b.watchOptions.length &&
    a.watchOptions.every((o, i) => o === b.watchOptions[i])
  );
}

export type FilterChip =
  | { kind: "all-subscriptions"; key: string; label: string }
  | { kind: "service"; key: string; label: string; service: string }
  | { kind: "watch-option"; key: string; label: string; option: WatchOption };

const WATCH_OPTION_LABELS: Record<WatchOption, string> = { rent: "Rent", buy: "Buy" };

/**
 * The removable chips of the current selection. When every listed subscription service is picked
 * they fold into one 'All subscription services' chip instead of dozens.
 */
export function filterChips(
  value: StreamingFilterValue,
  subscriptionServices: readonly string[],
  displayName: (name: string) => string,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const listed = subscriptionServices.map(normaliseServiceName);
  const all = masterState(value, listed) === true;
  if (all) chips.push({ kind: "all-subscriptions", key: "all-subscriptions", label: "All subscription services" });
  const listedSet = new Set(listed);
  for (const s of value.services) {
    if (all && listedSet.has(s)) continue;
    chips.push({ kind: "service", key: `service:${s}`, label: displayName(s), service: s });
  }
  for (const o of value.watchOptions) {
    chips.push({ kind: "watch-option", key: `option:${o}`, label: WATCH_OPTION_LABELS[o], option: o });
  }
  return chips;
}

/** Removes what one chip stands for. */
export function removeChip(
  value: StreamingFilterValue,
  chip: FilterChip,
  subscriptionServices: readonly string[],
): StreamingFilterValue {
  switch (chip.kind) {
    case "all-subscriptions":
      return setAllSubscriptions(value, false, subscriptionServices);
    case "service":
      return toggleService(value, chip.service, false);
    case "watch-option":
      return toggleWatchOption(value, chip.option, false);
  }
}

/** The number on the trigger's badge: one per chip. */
export function activeFilterCount(value: StreamingFilterValue, subscriptionServices: readonly string[]): number {
  return filterChips(value, subscriptionServices, (s) => s).length;
}

/**
 * The selection in the terms of shared/streaming.ts: the services plus the availability
 * types, 'subscription' included whenever a listed subscription service is selected. The
 * recommendations page passes this to matchesStreamingFilter.
 */
export function toStreamingFilter(
  value: StreamingFilterValue,
  subscriptionServices: readonly string[],
): StreamingFilter {
  const types: OfferType[] = subscriptionSelected(value, subscriptionServices) ? ["subscription"] : [];
  return { services: [...value.services], types: [...types, ...value.watchOptions] };
}

/**
 * What the selection filters by: the services, plus rent and buy. The subscription type is already
 * said by the selected services, so it is dropped (shared effectiveFilter): picking Netflix means
 * Netflix, not every subscription. Services and types combine with OR, on the server
 * (GET /api/media) and in matchesStreamingFilter for recommendations.
 */
export function toEffectiveFilter(
  value: StreamingFilterValue,
  subscriptionServices: readonly string[],
): StreamingFilter {
  return effectiveFilter(toStreamingFilter(value, subscriptionServices), []);
}

/** The `services` and `offer_types` of GET /api/media for a selection. */
export function toMediaQuery(
  value: StreamingFilterValue,
  subscriptionServices: readonly string[],
): { services: string[]; offer_types: OfferType[] } {
  const effective = toEffectiveFilter(value, subscriptionServices);
  return { services: [...effective.services], offer_types: [...effective.types] };
}
