import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

/**
 * The page's frame and its heading, the same while it loads and once it has loaded: the loading
 * state is written into /recommendations' HTML at build time (decision 0074), so the heading paints
 * before the scripts arrive and stays exactly where it is when the page takes over.
 */
export function RecommendationsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="page-gutter mx-auto max-w-[1440px] pb-16 pt-4 sm:pt-6">
      <Button asChild variant="ghost" className="-ml-3 text-fg-secondary">
        <Link to="/">
          <ArrowLeft strokeWidth={1.75} />
          Back to Home
        </Link>
      </Button>
      <header className="mb-5 mt-2 sm:mb-6">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Recommendations</h1>
        <p className="mt-1.5 text-fg-secondary">Picks for how you feel, tuned to what you've rated.</p>
      </header>
      {children}
    </div>
  );
}

/**
 * /recommendations while the session is asked for or the page's code loads. The spinner's block fills
 * the viewport, so the footer waits below the fold rather than jumping down when the page arrives.
 */
export function RecommendationsLoading() {
  return (
    <RecommendationsFrame>
      <div className="flex min-h-[calc(100dvh-4rem)] justify-center pt-16">
        <Spinner className="size-8" />
      </div>
    </RecommendationsFrame>
  );
}
