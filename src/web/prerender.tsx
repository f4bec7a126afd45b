/**
 * Build-time rendering of the pages in PRERENDERED_PAGES (decision 0074), run by the build's
 * prerender step (scripts/vite-prerender.ts) in Node. Each page renders as the browser's first render
 * will, so the browser can hydrate it: a visitor's page with the session known to be anonymous, a
 * member's page in its loading state (the session not yet known).
 */
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { PrerenderedPage } from "@/shared/prerendered-pages";
import { App } from "@/web/app/app";
import { makeQueryClient } from "@/web/app/providers";
import { AppRoutes } from "@/web/app/router";
import { assumeAnonymous } from "@/web/kit/session/session-provider";

export function renderPage(page: PrerenderedPage): string {
  const client = makeQueryClient();
  if (page.audience === "visitor") assumeAnonymous(client);
  const html = renderToString(
    <App client={client}>
      <StaticRouter location={page.path}>
        <AppRoutes />
      </StaticRouter>
    </App>,
  );
  client.clear();
  return html;
}
