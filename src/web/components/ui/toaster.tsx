import { lazy, Suspense } from "react";
import { useInBrowser } from "@/web/lib/use-in-browser";

const SonnerToaster = lazy(() => import("./sonner-toaster").then((m) => ({ default: m.SonnerToaster })));

/**
 * The toaster loads right after first paint, in its own chunk; toasts asked for before then wait for it.
 * It renders only in the browser: a page written into HTML at build time (decision 0074) has none, and
 * its hydration renders it just after.
 */
export function Toaster() {
  if (!useInBrowser()) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
