import { RefreshCw, Sparkles } from "lucide-react";
import type { TTopRecommendation, TTopRecommendations } from "@/shared/contracts/admin";
import { ENGAGEMENT_TYPES, ENGAGEMENT_WEIGHTS } from "@/shared/engagement";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { MatchScore } from "@/web/kit/media/components/match-score";
import { Poster } from "@/web/kit/media/components/poster";
import { cn } from "@/web/lib/cn";
import { FEEDBACK_LABELS, formatAverageRating, formatCount, formatDateTime, formatScore } from "../format";
import { EmptyState, Panel } from "./panel";

/** A small 2:3 poster; the shared generated tile when the title has no image or it fails. */
function Thumb({ item }: { item: TTopRecommendation }) {
  return (
    <div className="w-12 shrink-0 self-start overflow-hidden rounded-[6px] sm:w-14">
      <Poster src={item.poster_url} title={item.title} year={item.year} sizes="56px" />
    </div>
  );
}

function Row({ item, rank, showEngagement }: { item: TTopRecommendation; rank: number; showEngagement: boolean }) {
  const rating = formatAverageRating(item.rating);
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <span className="w-6 shrink-0 pt-1 text-right text-sm font-semibold tabular-nums text-fg-muted">{rank}</span>
      <Thumb item={item} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="min-w-0 truncate text-sm font-semibold text-fg sm:text-base">{item.title}</h3>
          {showEngagement ? (
            <p className="shrink-0 text-sm tabular-nums text-fg-secondary">
              Score <span className="font-semibold text-accent">{formatScore(item.engagement_score)}</span>
            </p>
          ) : null}
        </div>
        <p className="mt-0.5 text-xs text-fg-secondary tabular-nums">
          {[item.year, item.type === "tv" ? "TV" : item.type === "movie" ? "Movie" : null, rating]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <MatchScore score={item.avg_match_score} />
          <span className="text-xs tabular-nums text-fg-secondary">
            Recommended {formatCount(item.times_recommended)}×
          </span>
          <span className="text-xs text-fg-muted">Last {formatDateTime(item.last_recommended_at)}</span>
        </div>
        {showEngagement ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Feedback on ${item.title}`}>
            {ENGAGEMENT_TYPES.filter((t) => item.breakdown[t] > 0).map((t) => (
              <li key={t}>
                <Badge variant="neutral">
                  {FEEDBACK_LABELS[t]} {formatCount(item.breakdown[t])}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

export function TopRecommendationsTab({ top, onRefresh }: { top: TTopRecommendations; onRefresh(): void }) {
  const byEngagement = top.source === "engagement";
  return (
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
      <Panel
        className="lg:col-span-2"
        title={`Top ${top.limit} recommendations`}
        description={
          byEngagement
            ? "Titles whose recommendations drew the most engagement"
            : "No feedback yet: the most recent recommendations, by match score"
        }
      >
        {top.items.length ? (
          <ol className={cn("divide-y divide-border")}>
            {top.items.map((item, i) => (
              <Row
                key={item.media_id ?? `${item.title}-${item.year}`}
                item={item}
                rank={i + 1}
                showEngagement={byEngagement}
              />
            ))}
          </ol>
        ) : (
          <EmptyState
            icon={Sparkles}
            title="No recommendations yet"
            hint="They appear here once people ask for recommendations."
            action={
              <Button variant="secondary" onClick={onRefresh}>
                <RefreshCw strokeWidth={1.75} aria-hidden />
                Check again
              </Button>
            }
          />
        )}
      </Panel>
      <Panel title="How the score works" description="Each feedback event on a recommendation adds its weight">
        <ul className="space-y-2">
          {Object.entries(ENGAGEMENT_WEIGHTS).map(([type, weight]) => (
            <li key={type} className="flex items-center justify-between gap-3 text-sm">
              <span className="text-fg-secondary">{FEEDBACK_LABELS[type]}</span>
              <span className="font-medium tabular-nums text-fg">{formatScore(weight)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-fg-muted">
          A session's engagement rate is its events of these kinds per recommendation, as a percent.
        </p>
      </Panel>
    </div>
  );
}
