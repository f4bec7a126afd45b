import { Sparkles } from "lucide-react";
import { MatchScore } from "./match-score";
import { TitleChips } from "./title-chips";

/** What the details dialog shows of a recommendation: the reason, the titles it is like and unlike. */
export interface RecommendationInfo {
  reason: string;
  similar_to: readonly string[];
  avoids: readonly string[];
  match_score?: number | null;
}

/** 'Why this was recommended': the match score, the reason, and the similar and avoided titles. */
export function WhyRecommended({ recommendation }: { recommendation: RecommendationInfo }) {
  return (
    <section
      aria-labelledby="why-recommended"
      className="mt-6 rounded-[var(--radius-card)] border border-mood/30 bg-mood-soft p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="why-recommended" className="flex items-center gap-2 text-sm font-semibold text-fg">
          <Sparkles className="size-4 text-mood" strokeWidth={1.75} aria-hidden />
          Why this was recommended
        </h3>
        {typeof recommendation.match_score === "number" ? (
          <MatchScore score={recommendation.match_score} size="lg" />
        ) : null}
      </div>
      <p className="mt-2 text-sm leading-relaxed text-fg-secondary">{recommendation.reason}</p>
      <TitleChips label="Similar to:" titles={recommendation.similar_to} className="mt-3" />
      <TitleChips label="Different from:" titles={recommendation.avoids} tone="different" className="mt-3" />
    </section>
  );
}
