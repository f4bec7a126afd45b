import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { Providers } from "@/web/app/providers";

/**
 * The app around its router: BrowserRouter in the browser (main.tsx), StaticRouter when the build
 * writes a page's first screen into its HTML (prerender.tsx), so that both render the same tree.
 */
export function App({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <Providers client={client}>{children}</Providers>
    </StrictMode>
  );
}
