import { ArrowRight, Play, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useStreamingServices } from "@/web/kit/media/api/streaming-services";
import { useAuthDialog } from "@/web/kit/session/auth-dialog";
import { useLandingPosters } from "./api/landing-posters";
import { DemoVideo } from "./components/demo-video";
import { EntryDialog } from "./components/entry-dialog";
import { FeatureGrid } from "./components/feature-grid";
import { PosterCollage } from "./components/poster-collage";

/** /login: opens the sign-in dialog once, over whatever page renders it. */
export function OpenSignInDialog() {
  const authDialog = useAuthDialog();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    authDialog.open("signin");
  }, [authDialog]);
  return null;
}

/**
 * What anonymous visitors see at / (and at /login, with the sign-in dialog open over it): a hero
 * with real catalogue posters, the demo video, the feature grid and Get Started, which opens the
 * entry dialog.
 */
export function LandingPage({ signIn = false }: { signIn?: boolean }) {
  const [entryOpen, setEntryOpen] = useState(false);
  const posters = useLandingPosters();
  const catalogueSize = posters.data?.total ?? null;
  const serviceCount = useStreamingServices().data?.length ?? null;

  const getStarted = () => setEntryOpen(true);

  return (
    <div className="relative overflow-x-clip">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-[900px] bg-[radial-gradient(55rem_32rem_at_12%_-8%,rgb(139_124_246/0.24),transparent_70%),radial-gradient(40rem_26rem_at_85%_0%,rgb(245_185_66/0.13),transparent_70%)]"
      />

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
            Describe how you feel and get films and series that fit, each with the reason why and where to stream, rent
            or buy it.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button size="lg" onClick={getStarted} className="shadow-[0_12px_32px_-12px_rgb(245_185_66/0.6)]">
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
          posters={posters.data?.posters ?? []}
          className="order-first -mx-4 h-[280px] sm:mx-0 sm:h-[460px] lg:order-none lg:h-[min(720px,calc(100dvh-7rem))]"
        />
      </section>

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
            A one-minute tour of the real app: stepping in as a guest, searching, filtering by service, opening a
            title's details and asking for a mood.
          </p>
        </div>
        <div className="mt-10">
          <DemoVideo />
        </div>
      </section>

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
          <Button size="lg" className="relative mt-8" onClick={getStarted}>
            Get Started
            <ArrowRight strokeWidth={1.75} />
          </Button>
        </div>
      </section>

      <EntryDialog open={entryOpen} onOpenChange={setEntryOpen} />
      {signIn ? <OpenSignInDialog /> : null}
    </div>
  );
}
