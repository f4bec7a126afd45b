import { Filter, PencilLine, RotateCcw, SearchX, Sparkles } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/kit/media/components/media-grid";

/** The page's three empty states: nothing asked yet, nothing came back, or the filter hides every pick. */
export const EMPTY_STATES = {
  none: {
    title: "No recommendations yet",
    hint: "Describe your mood above to get personalised suggestions based on your ratings and preferences.",
  },
  notFound: {
    title: "No recommendations found.",
    hint: "Nothing came back for that mood just now. Try again, or describe it another way.",
  },
  filtered: {
    title: "No recommendations match your filter",
    hint: "Try adjusting your streaming filters to see more of your recommendations.",
  },
} as const;

export type EmptyKind = keyof typeof EMPTY_STATES;

/** Which empty state applies, or null when there are picks to show (or a request is running). */
export function emptyStateKind({
  loading,
  requested,
  total,
  matching,
  filterActive,
}: {
  loading: boolean;
  requested: boolean;
  total: number;
  matching: number;
  filterActive: boolean;
}): EmptyKind | null {
  if (loading) return null;
  if (total === 0) return requested ? "notFound" : "none";
  if (filterActive && matching === 0) return "filtered";
  return null;
}

/** The empty state with its way out: describe a mood, ask again, or clear the filter. */
export function RecommendationEmptyState({
  kind,
  query,
  onDescribeMood,
  onRetry,
  onClearFilter,
}: {
  kind: EmptyKind;
  query: string;
  onDescribeMood(): void;
  onRetry(query: string): void;
  onClearFilter(): void;
}) {
  const copy = EMPTY_STATES[kind];
  if (kind === "none") {
    return (
      <EmptyState
        icon={<Sparkles strokeWidth={1.75} aria-hidden />}
        title={copy.title}
        hint={copy.hint}
        action={
          <Button variant="secondary" onClick={onDescribeMood}>
            <PencilLine strokeWidth={1.75} aria-hidden />
            Describe your mood
          </Button>
        }
      />
    );
  }
  if (kind === "notFound") {
    return (
      <EmptyState
        icon={<SearchX strokeWidth={1.75} aria-hidden />}
        title={copy.title}
        hint={copy.hint}
        action={
          query ? (
            <Button variant="secondary" onClick={() => onRetry(query)}>
              <RotateCcw strokeWidth={1.75} aria-hidden />
              Try again
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<Filter strokeWidth={1.75} aria-hidden />}
      title={copy.title}
      hint={copy.hint}
      action={
        <Button variant="secondary" onClick={onClearFilter}>
          <RotateCcw strokeWidth={1.75} aria-hidden />
          Clear filters
        </Button>
      }
    />
  );
}
