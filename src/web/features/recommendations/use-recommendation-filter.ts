import { useCallback, useMemo, useState } from "react";
import type { TRecommendation } from "@/shared/contracts/recommendations";
import { effectiveFilter, matchesStreamingFilter } from "@/shared/streaming";
import { useStreamingServices } from "@/web/kit/media/api/streaming-services";
import { filterableServices } from "@/web/kit/media/components/streaming-filter-dialog";
import {
  EMPTY_FILTER,
  type FilterChip,
  filterChips,
  isFilterActive,
  removeChip,
  type StreamingFilterValue,
  toStreamingFilter,
} from "@/web/kit/media/filter-state";
import { useServiceDirectory } from "@/web/kit/media/use-service-directory";
import type { RecommendationsAction } from "./recommendation-state";

/**
 * The streaming filter over the recommendations (the same dialog as the home grid): the picks that
 * pass it and the chips that describe it. Changing the filter sends the grid and the phone card back
 * to the first batch and card, since the old position may no longer exist among the matching picks.
 */
export function useRecommendationFilter(
  recommendations: TRecommendation[],
  act: (action: RecommendationsAction) => void,
) {
  const services = useStreamingServices();
  const directory = useServiceDirectory();
  const listed = useMemo(() => {
    const { primary, more } = filterableServices(services.data);
    return [...primary, ...more].map((s) => s.name);
  }, [services.data]);
  const [value, setValue] = useState<StreamingFilterValue>(EMPTY_FILTER);
  const active = isFilterActive(value);

  const setFilter = useCallback(
    (next: StreamingFilterValue) => {
      setValue(next);
      act({ type: "reset-position" });
    },
    [act],
  );

  const matching = useMemo(() => {
    if (!active) return recommendations;
    const rule = effectiveFilter(toStreamingFilter(value, listed));
    return recommendations.filter((r) => matchesStreamingFilter(r.streaming_availability, rule));
  }, [recommendations, value, active, listed]);

  const chips = filterChips(value, listed, (n) => directory.displayName(n));

  return {
    value,
    active,
    matching,
    chips,
    setFilter,
    clear: () => setFilter(EMPTY_FILTER),
    removeChip: (chip: FilterChip) => setFilter(removeChip(value, chip, listed)),
  };
}

export type RecommendationFilter = ReturnType<typeof useRecommendationFilter>;
