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

/** The full-page spinner shown while the session is being resolved. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
