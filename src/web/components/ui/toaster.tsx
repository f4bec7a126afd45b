import { lazy, Suspense } from "react";

const SonnerToaster = lazy(() => import("./sonner-toaster").then((m) => ({ default: m.SonnerToaster })));

/** The toaster loads right after first paint, in its own chunk; toasts asked for before then wait for it. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
