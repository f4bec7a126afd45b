// First: zod must be jitless before any module builds a schema (CSP).
import "@/web/lib/zod-jitless";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { PRERENDERED_PAGES } from "@/shared/prerendered-pages";
import { App } from "@/web/app/app";
import { makeQueryClient } from "@/web/app/providers";
import { AppRoutes, preloadPage } from "@/web/app/router";
import { assumeAnonymous } from "@/web/kit/session/session-provider";
import { markAppStarted, ReplayEarlyClick } from "@/web/lib/early-click";
import { STORAGE_KEYS, storage } from "@/web/lib/storage";
import "@/web/styles.css";

preloadPage(window.location.pathname);

const root = document.getElementById("root")!;
const client = makeQueryClient();
const app = (
  <App client={client}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </App>
);

// A page whose first screen the build wrote into the HTML (decision 0074) is hydrated: React adopts
// that markup instead of replacing it, so what painted first stays. The server sends the landing page
// only to anonymous visitors; a guest whose cookie is missing gets a fresh render instead of a
// hydration that would not match.
const page = PRERENDERED_PAGES.find((p) => p.path === root.dataset.prerendered);
const guest = storage.get(STORAGE_KEYS.guest) === "true";
markAppStarted();
if (page && page.path === window.location.pathname && !(page.audience === "visitor" && guest)) {
  if (page.audience === "visitor") assumeAnonymous(client);
  // As a transition, hydration runs in short slices that leave the main thread free between them.
  startTransition(() => {
    hydrateRoot(
      root,
      <>
        {app}
        <ReplayEarlyClick />
      </>,
    );
  });
} else {
  createRoot(root).render(app);
}
