import { Sparkles } from "lucide-react";
import { startTransition, useEffect, useRef, useState } from "react";
import { Poster } from "@/web/kit/media/components/poster";
import { cn } from "@/web/lib/cn";
import type { LandingPoster } from "../api/landing-posters";
import { CollagePoster } from "./collage-poster";

/** Each column's seconds per full loop (columns drift at different speeds and directions) and its wall offset. */
const COLUMNS = [
  { driftSeconds: 110, offset: "mt-6" },
  { driftSeconds: 140, offset: "-mt-16" },
  { driftSeconds: 125, offset: "mt-14" },
  { driftSeconds: 150, offset: "-mt-6" },
] as const;
const PER_COLUMN = 5;
/** Fades every edge of the wall into the page, whatever lies behind it. */
const EDGE_MASK = {
  maskImage:
    "linear-gradient(to bottom, transparent 0%, black 16%, black 78%, transparent 100%), linear-gradient(to right, transparent 0%, black 12%, black 88%, transparent 100%)",
  maskComposite: "intersect",
  WebkitMaskImage:
    "linear-gradient(to bottom, transparent 0%, black 16%, black 78%, transparent 100%), linear-gradient(to right, transparent 0%, black 12%, black 88%, transparent 100%)",
  WebkitMaskComposite: "source-in",
} as const;

/** The moods the floating card can illustrate, in order of preference, with the request it shows. */
const MOOD_EXAMPLES = [
  { tag: "cozy", request: "something cozy for a rainy night" },
  { tag: "feel-good", request: "feel-good, funny, nothing heavy" },
  { tag: "mind-bending", request: "a mind-bending puzzle of a film" },
  { tag: "epic", request: "an epic I can get lost in" },
  { tag: "tense", request: "edge-of-my-seat tense" },
] as const;

/** Deals the posters across the wall's slots row by row, cycling when there are fewer posters than slots. */
function splitColumns(posters: LandingPoster[]): { offset: string; posters: (LandingPoster | null)[] }[] {
  return COLUMNS.map(({ offset }, column) => ({
    offset,
    posters: Array.from({ length: PER_COLUMN }, (_, row) => {
      const slot = row * COLUMNS.length + column;
      return posters.length > 0 ? (posters[slot % posters.length] ?? null) : null;
    }),
  }));
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The hero's poster wall: real catalogue posters in three slowly drifting columns (still under
 * reduced motion), with a card showing a mood request answered by one of them. Decorative: the
 * same titles are one click away in the catalogue.
 */
export function PosterCollage({ posters, className }: { posters: LandingPoster[]; className?: string }) {
  const columnRefs = useRef<(HTMLDivElement | null)[]>([]);
  const columns = splitColumns(posters);
  const ready = posters.length > 0;

  // The second copy of each column, which only the drift needs, renders in a later slice of its own:
  // the posters' arrival is then two short tasks, not one long one (Total Blocking Time).
  const [looping, setLooping] = useState(false);
  useEffect(() => {
    if (!ready || prefersReducedMotion()) return;
    startTransition(() => setLooping(true));
  }, [ready]);

  useEffect(() => {
    if (!looping) return;
    const animations = COLUMNS.map(({ driftSeconds }, i) => {
      const el = columnRefs.current[i];
      return el && typeof el.animate === "function"
        ? el.animate([{ transform: "translateY(0)" }, { transform: "translateY(-50%)" }], {
            duration: driftSeconds * 1000,
            iterations: Number.POSITIVE_INFINITY,
            direction: i % 2 === 1 ? "reverse" : "normal",
            easing: "linear",
          })
        : null;
    });
    return () => {
      for (const a of animations) a?.cancel();
    };
  }, [looping]);

  const example = pickExample(posters);

  return (
    <div aria-hidden className={cn("relative select-none", className)}>
      <div className="absolute inset-0 overflow-hidden" style={EDGE_MASK}>
        <div className="absolute -inset-x-6 -top-28 grid origin-center rotate-[-6deg] scale-[1.06] grid-cols-4 gap-3 sm:gap-4">
          {columns.map(({ offset, posters: column }, c) => (
            <div key={`col-${c}`} className={offset}>
              <div
                ref={(el) => {
                  columnRefs.current[c] = el;
                }}
                className="will-change-transform"
              >
                {/* the column twice once it drifts, so the drift can loop seamlessly at -50% */}
                {(looping ? [...column, ...column] : column).map((poster, i) => (
                  // by slot, so a poster's arrival fills its frame instead of replacing it
                  <div key={`${c}-${i}`} className="pb-3 sm:pb-4">
                    <div className="relative aspect-[2/3] overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface-2 shadow-[0_18px_40px_-18px_rgb(0_0_0/0.8)]">
                      {poster?.poster_url ? (
                        <CollagePoster
                          src={poster.poster_url}
                          title={poster.title}
                          year={poster.year}
                          eager={i < PER_COLUMN}
                        />
                      ) : null}
                    </div>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
      {example ? (
        <div className="absolute bottom-4 left-1/2 hidden w-[min(21rem,calc(100%-2rem))] -translate-x-1/2 rounded-[var(--radius-card)] border border-border-strong bg-surface/90 p-4 shadow-[var(--shadow-overlay)] backdrop-blur-md sm:block lg:bottom-16 lg:left-0 lg:-translate-x-6">
          <p className="text-xs font-medium text-fg-muted">What are you in the mood for?</p>
          <p className="mt-1 text-sm font-medium text-fg">“{example.request}”</p>
          <div className="mt-3 flex items-center gap-3 rounded-[var(--radius-control)] bg-surface-2 p-2">
            <div className="w-11 shrink-0 overflow-hidden rounded-md">
              <Poster src={example.poster.poster_url} title={example.poster.title} eager sizes="44px" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-fg">{example.poster.title}</p>
              <p className="text-xs tabular-nums text-fg-secondary">
                {example.poster.year} · {example.poster.type === "tv" ? "TV Show" : "Movie"}
              </p>
            </div>
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-mood-soft px-2 py-0.5 text-xs font-semibold text-[#c9c1ff]">
              <Sparkles className="size-3" strokeWidth={1.75} />
              {example.tag}
            </span>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function pickExample(posters: LandingPoster[]) {
  for (const ex of MOOD_EXAMPLES) {
    const poster = posters.find((p) => p.mood_tags.includes(ex.tag));
    if (poster) return { ...ex, poster };
  }
  return null;
}
