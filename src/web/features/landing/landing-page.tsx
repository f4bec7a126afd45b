import { ArrowRight, Sparkles } from "lucide-react";
import { Button } from "../../components/ui/button";

export function LandingPage({ onGetStarted }: { onGetStarted(): void }) {
  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_20%_-10%,rgb(139_124_246/0.22),transparent),radial-gradient(40rem_24rem_at_90%_10%,rgb(245_185_66/0.14),transparent)]"
      />
      <section className="page-gutter relative mx-auto flex max-w-[1440px] flex-col items-start py-20 sm:py-28">
        <span className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/70 px-3 py-1 text-xs font-medium text-fg-secondary">
          <Sparkles className="size-3.5 text-mood" strokeWidth={1.75} aria-hidden />
          Mood-first film and TV picks
        </span>
        <h1 className="mt-6 max-w-3xl text-4xl font-semibold leading-[1.05] sm:text-5xl">
          Tell us your mood. <span className="text-accent">We'll find tonight's watch.</span>
        </h1>
        <p className="mt-5 max-w-xl text-lg text-fg-secondary">
          Type “cozy rainy day” or “like Interstellar but lighter” and get a short list that fits, with reasons, and
          where to stream, rent or buy each one.
        </p>
        <Button size="lg" className="mt-8" onClick={onGetStarted}>
          Get Started
          <ArrowRight strokeWidth={1.75} />
        </Button>
      </section>
    </div>
  );
}
