import { lazy, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useStreamingServices } from "@/web/kit/media/api/streaming-services";
import { useAuthDialog } from "@/web/kit/session/auth-dialog";
import { MountOnFirstOpen } from "@/web/lib/lazy-dialog";
import { type LandingPoster, useLandingPosters } from "./api/landing-posters";
import { LandingHero } from "./components/landing-hero";
import { CallToAction, DemoSection, FeaturesSection } from "./components/landing-sections";

const NO_POSTERS: LandingPoster[] = [];

// The entry dialog loads when Get Started first opens it, not with the landing page.
const EntryDialog = lazy(() => import("./components/entry-dialog").then((m) => ({ default: m.EntryDialog })));

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
  // What the answers change renders as a transition, in short slices, not in the task that brings
  // them (a query's answer renders synchronously): the page's sections are kept as they were in that
  // task (the memo below) and update with the deferred values (Total Blocking Time).
  const wall = useDeferredValue(posters.data?.posters ?? NO_POSTERS);
  const catalogueSize = useDeferredValue(posters.data?.total ?? null);
  const serviceCount = useDeferredValue(useStreamingServices().data?.length ?? null);

  const getStarted = useCallback(() => setEntryOpen(true), []);
  const sections = useMemo(
    () => (
      <>
        <LandingHero
          posters={wall}
          catalogueSize={catalogueSize}
          serviceCount={serviceCount}
          onGetStarted={getStarted}
        />
        <DemoSection />
        <FeaturesSection catalogueSize={catalogueSize} />
        <CallToAction onGetStarted={getStarted} />
      </>
    ),
    [wall, catalogueSize, serviceCount, getStarted],
  );

  return (
    <div className="relative overflow-x-clip">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-[900px] bg-[radial-gradient(55rem_32rem_at_12%_-8%,rgb(139_124_246/0.24),transparent_70%),radial-gradient(40rem_26rem_at_85%_0%,rgb(245_185_66/0.13),transparent_70%)]"
      />

      {sections}

      <MountOnFirstOpen open={entryOpen}>
        <EntryDialog open={entryOpen} onOpenChange={setEntryOpen} />
      </MountOnFirstOpen>
      {signIn ? <OpenSignInDialog /> : null}
    </div>
  );
}
