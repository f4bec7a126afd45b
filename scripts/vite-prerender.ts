import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { PRERENDERED_DIR, PRERENDERED_PAGES, type PrerenderedPage } from "../src/shared/prerendered-pages.ts";

const ROOT_DIV = '<div id="root"></div>';

/**
 * A prerendered page starts the app's modules once its first screen is on screen (the first
 * contentful paint's entry; 1.5 s at the latest), not beside the stylesheet: the first paint then needs only the HTML and the CSS (on a slow link the CSS no longer
 * shares the bandwidth with some 140 KB of script), and the scripts follow at once. A tab opened in
 * the background, which does not paint, starts them straight away. Classic and deferred, so it blocks
 * neither parsing nor rendering; an external file, so the CSP (script-src 'self') allows it.
 */
const BOOT_SCRIPT = `(function () {
  var script = document.currentScript;
  var modules = script.getAttribute("data-modules").split(" ");
  function start() {
    modules.slice(1).forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.src = modules[0];
    document.head.appendChild(entry);
  }
  // A button pressed before the app has started would do nothing: the last one is marked, and the
  // app presses it again once it has hydrated (src/web/lib/early-click.ts). Links work without it.
  function onEarlyClick(e) {
    if (document.documentElement.hasAttribute("data-app-started")) {
      return document.removeEventListener("click", onEarlyClick, true);
    }
    var button = e.target instanceof Element ? e.target.closest("button") : null;
    if (!button) return;
    var marked = document.querySelector("[data-early-click]");
    if (marked) marked.removeAttribute("data-early-click");
    button.setAttribute("data-early-click", "");
  }
  document.addEventListener("click", onEarlyClick, true);
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // The first contentful paint's entry arrives once that frame is on screen.
  function onPaint(list) {
    if (list.getEntries().some(function (e) { return e.name === "first-contentful-paint"; })) startOnce();
  }
  if (document.visibilityState === "hidden") return startOnce();
  try {
    new PerformanceObserver(onPaint).observe({ type: "paint", buffered: true });
  } catch (e) {
    return startOnce();
  }
  // Never later than this, whatever the paint timing says (or fails to).
  setTimeout(startOnce, 1500);
})();
`;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The page with its module script and preloads handed to the boot script (BOOT_SCRIPT). */
function startAfterPaint(html: string, bootSrc: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("index.html has no module script to start after the first paint");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const boot = `<script defer src="${bootSrc}" data-modules="${[entry, ...preloads].join(" ")}"></script>\n    `;
  return html.replace(MODULE_SCRIPT, boot).replace(MODULE_PRELOAD, "");
}

/**
 * Writes the first screen of each page in PRERENDERED_PAGES into its own copy of index.html, with
 * brotli and gzip twins for the server's preCompressed serving, its scripts started after the first
 * paint (decision 0074). After the browser
 * build, it bundles src/web/prerender.tsx for Node (dependencies stay in node_modules, so the bundle
 * lives under node_modules/.cache where Node resolves them), renders each page and drops the bundle.
 */
export function prerender({ projectRoot, alias }: { projectRoot: string; alias: Record<string, string> }): Plugin {
  let outDir = "";
  let webRoot = "";
  return {
    name: "moodreel-prerender",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      webRoot = config.root;
    },
    async closeBundle() {
      const ssrOut = join(projectRoot, "node_modules", ".cache", "moodreel-prerender");
      await build({
        configFile: false,
        root: webRoot,
        logLevel: "warn",
        resolve: { alias },
        plugins: [react()],
        build: { ssr: "prerender.tsx", outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, minify: false },
      });
      try {
        const { renderPage } = (await import(pathToFileURL(join(ssrOut, "prerender.js")).href)) as {
          renderPage(page: PrerenderedPage): string;
        };
        const template = readFileSync(join(outDir, "index.html"), "utf8");
        if (!template.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to fill`);
        mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
        // Hashed like the build's own assets, so it is cached for a year.
        const hash = createHash("sha256").update(BOOT_SCRIPT).digest("base64url").slice(0, 8);
        const bootSrc = `/assets/boot-${hash}.js`;
        writeFileSync(join(outDir, bootSrc), BOOT_SCRIPT);
        const withBoot = startAfterPaint(template, bootSrc);
        for (const page of PRERENDERED_PAGES) {
          const body = renderPage(page);
          // A part that suspended (a lazy component) would be sent empty and make the browser's hydration fail.
          if (body.includes("<!--$!-->"))
            throw new Error(`${page.path}: a part of the page suspended while prerendering`);
          const root = `<div id="root" data-prerendered="${page.path}">${body}</div>`;
          const html = Buffer.from(withBoot.replace(ROOT_DIV, root));
          const file = join(outDir, PRERENDERED_DIR, page.file);
          writeFileSync(file, html);
          writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
        }
      } finally {
        rmSync(ssrOut, { recursive: true, force: true });
      }
    },
  };
}
