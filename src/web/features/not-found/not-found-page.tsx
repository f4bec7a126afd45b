import { Clapperboard } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

export function NotFoundPage() {
  return (
    <div className="page-gutter mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center py-16 text-center">
      <Clapperboard className="size-12 text-fg-muted" strokeWidth={1.5} aria-hidden />
      <p className="mt-6 text-5xl font-semibold tabular-nums text-fg">404</p>
      <h1 className="mt-3 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-fg-secondary">This reel seems to be missing from our shelves.</p>
      <Button asChild className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
