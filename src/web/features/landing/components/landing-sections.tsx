import { ArrowRight } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { DemoVideo } from "./demo-video";
import { FeatureGrid } from "./feature-grid";

/** 'See it in action': the demo video (the hero's 'Watch the demo' links here). */
export function DemoSection() {
  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className="page-gutter relative mx-auto max-w-5xl scroll-mt-20 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent">See it in action</p>
        <h2 id="demo-title" className="mt-3 text-3xl font-semibold sm:text-4xl">
          From a feeling to a film in seconds
        </h2>
        <p className="mt-4 text-fg-secondary">
          A one-minute tour of the real app: stepping in as a guest, searching, filtering by service, opening a title's
          details and asking for a mood.
        </p>
      </div>
      <div className="mt-10">
        <DemoVideo />
      </div>
    </section>
  );
}

/** 'Everything you need to pick what to watch': the feature grid. */
export function FeaturesSection({ catalogueSize }: { catalogueSize: number | null }) {
  return (
    <section aria-labelledby="features-title" className="page-gutter mx-auto max-w-[1440px] py-16 sm:py-20">
      <div className="max-w-3xl">
        <h2 id="features-title" className="text-3xl font-semibold sm:text-4xl">
          Everything you need to pick what to watch
        </h2>
        <p className="mt-4 text-fg-secondary">
          Less scrolling through rows, more watching. Moodreel keeps the choice small, personal and honest about where
          each title lives.
        </p>
      </div>
      <div className="mt-10">
        <FeatureGrid catalogueSize={catalogueSize} />
      </div>
    </section>
  );
}

/** The closing call to action, with a second Get Started. */
export function CallToAction({ onGetStarted }: { onGetStarted(): void }) {
  return (
    <section aria-labelledby="cta-title" className="page-gutter mx-auto max-w-[1440px] pb-20">
      <div className="relative overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface px-6 py-12 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_18rem_at_50%_120%,rgb(139_124_246/0.28),transparent_70%)]"
        />
        <h2 id="cta-title" className="relative text-3xl font-semibold sm:text-4xl">
          Your next favourite is a mood away
        </h2>
        <p className="relative mx-auto mt-4 max-w-lg text-fg-secondary">
          Free while in beta. Start as a guest, or create an account to save and rate.
        </p>
        <Button size="lg" className="relative mt-8" onClick={onGetStarted}>
          Get Started
          <ArrowRight strokeWidth={1.75} />
        </Button>
      </div>
    </section>
  );
}
