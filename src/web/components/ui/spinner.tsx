import { LoaderCircle } from "lucide-react";
import { cn } from "@/web/lib/cn";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle className={cn("size-6 animate-spin text-accent", className)} strokeWidth={1.75} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * The full-page spinner shown while the session is being resolved or a page's code loads. It fills
 * the viewport under the header, so the footer waits below the fold instead of jumping down when the
 * page arrives (a layout shift).
 */
export function PageSpinner() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
