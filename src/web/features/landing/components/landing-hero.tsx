import { ArrowRight, Play, Sparkles } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import type { LandingPoster } from "../api/landing-posters";
import { PosterCollage } from "./poster-collage";

/**
 * The first screen: the pitch, Get Started and the demo link, the catalogue's size and service count
 * (a dash until they load), and the poster collage.
 */
export function LandingHero({
  posters,
  catalogueSize,
  serviceCount,
  onGetStarted,
}: {
  posters: LandingPoster[];
  catalogueSize: number | null;
  serviceCount: number | null;
  onGetStarted(): void;
}) {
  return (
    <section
      aria-labelledby="landing-title"
      className="page-gutter relative mx-auto grid max-w-[1440px] items-center gap-4 pb-14 pt-0 sm:gap-10 sm:pt-16 lg:min-h-[calc(100dvh-4rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-8 lg:py-10"
    >
      <div className="relative z-10 max-w-xl">
        <span className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/70 px-3 py-1 text-xs font-medium text-fg-secondary backdrop-blur">
          <Sparkles className="size-3.5 text-mood" strokeWidth={1.75} aria-hidden />
          Mood-first film and TV picks
        </span>
        <h1
          id="landing-title"
          className="mt-6 text-4xl font-semibold leading-[1.04] tracking-[-0.035em] sm:text-5xl xl:text-[56px]"
        >
          Tell us your mood.
          <br />
          <span className="bg-gradient-to-r from-accent via-[#f3a96b] to-mood bg-clip-text text-transparent">
            We'll find tonight's watch.
          </span>
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-fg-secondary">
          Describe how you feel and get films and series that fit, each with the reason why and where to stream, rent or
          buy it.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button size="lg" onClick={onGetStarted} className="shadow-[0_12px_32px_-12px_rgb(245_185_66/0.6)]">
            Get Started
            <ArrowRight strokeWidth={1.75} />
          </Button>
          <Button asChild size="lg" variant="ghost">
            <a href="#demo">
              <Play strokeWidth={1.75} />
              Watch the demo
            </a>
          </Button>
        </div>
        <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-border pt-6">
          <div>
            <dt className="text-xs text-fg-muted">Titles</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums text-fg">
              {catalogueSize ? catalogueSize.toLocaleString("en-US") : "—"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">Services</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums text-fg">{serviceCount ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-xs text-fg-muted">Price</dt>
            <dd className="mt-1 text-xl font-semibold text-fg">Free beta</dd>
          </div>
        </dl>
      </div>
      <PosterCollage
        posters={posters}
        className="order-first -mx-4 h-[280px] sm:mx-0 sm:h-[460px] lg:order-none lg:h-[min(720px,calc(100dvh-7rem))]"
      />
    </section>
  );
}
