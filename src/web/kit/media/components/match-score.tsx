import { cn } from "@/web/lib/cn";

/** Clamped whole percent. */
export function matchPercent(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** Ring geometry per size: the small pill on cards, the larger bare ring in the details dialog. */
const RINGS = {
  sm: { box: 18, r: 7, stroke: 2.5, svg: "size-5", track: "stroke-mood/30" },
  lg: { box: 36, r: 15, stroke: 3, svg: "size-9", track: "stroke-current text-mood-soft" },
} as const;

/**
 * The match score: a ring in the mood colour filled to the percent, with "92% match". `sm` is a
 * pill (on the surface or laid over a poster); `lg` is the bare ring beside a heading.
 */
export function MatchScore({
  score,
  className,
  tone = "surface",
  size = "sm",
}: {
  score: number;
  className?: string;
  /** sm only: the pill's background */
  tone?: "surface" | "overlay";
  size?: keyof typeof RINGS;
}) {
  const pct = matchPercent(score);
  const ring = RINGS[size];
  const centre = ring.box / 2;
  const c = 2 * Math.PI * ring.r;
  return (
    <span
      data-match-score={pct}
      className={cn(
        size === "lg"
          ? "inline-flex items-center gap-2 text-sm font-semibold tabular-nums text-fg"
          : "inline-flex h-7 items-center gap-1.5 whitespace-nowrap rounded-full pl-1 pr-2.5 text-xs font-semibold tabular-nums",
        size === "sm" &&
          (tone === "overlay" ? "bg-black/70 text-white backdrop-blur-sm" : "bg-mood-soft text-[#d4ceff]"),
        className,
      )}
    >
      <svg viewBox={`0 0 ${ring.box} ${ring.box}`} className={cn(ring.svg, "-rotate-90")} aria-hidden>
        <circle cx={centre} cy={centre} r={ring.r} fill="none" strokeWidth={ring.stroke} className={ring.track} />
        <circle
          cx={centre}
          cy={centre}
          r={ring.r}
          fill="none"
          strokeWidth={ring.stroke}
          strokeLinecap="round"
          className="stroke-mood"
          strokeDasharray={`${(pct / 100) * c} ${c}`}
        />
      </svg>
      {pct}% match
    </span>
  );
}
