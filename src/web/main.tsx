// First: zod must be jitless before any module builds a schema (CSP).
import "@/web/lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "@/web/app/providers";
import { AppRoutes, preloadPage } from "@/web/app/router";
import "@/web/styles.css";

preloadPage(window.location.pathname);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
