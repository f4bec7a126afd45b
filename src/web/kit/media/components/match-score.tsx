import { cn } from "@/web/lib/cn";

/** Clamped whole percent. */
export function matchPercent(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** The match score (DESIGN.md): a small ring in the mood colour with the number, "92% match". */
export function MatchScore({
  score,
  className,
  tone = "surface",
}: {
  score: number;
  className?: string;
  tone?: "surface" | "overlay";
}) {
  const pct = matchPercent(score);
  const r = 7;
  const c = 2 * Math.PI * r;
  return (
    <span
      data-match-score={pct}
      className={cn(
        "inline-flex h-7 items-center gap-1.5 whitespace-nowrap rounded-full pl-1 pr-2.5 text-xs font-semibold tabular-nums",
        tone === "overlay" ? "bg-black/70 text-white backdrop-blur-sm" : "bg-mood-soft text-[#d4ceff]",
        className,
      )}
    >
      <svg viewBox="0 0 18 18" className="size-5 -rotate-90" aria-hidden>
        <circle cx="9" cy="9" r={r} fill="none" strokeWidth="2.5" className="stroke-mood/30" />
        <circle
          cx="9"
          cy="9"
          r={r}
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
          className="stroke-mood"
          strokeDasharray={`${(pct / 100) * c} ${c}`}
        />
      </svg>
      {pct}% match
    </span>
  );
}
