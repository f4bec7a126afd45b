import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";
import { PRERENDERED_DIR, PRERENDERED_PAGES, type PrerenderedPage } from "../src/shared/prerendered-pages.ts";

const ROOT_DIV = '<div id="root"></div>';

/**
 * Writes the first screen of each page in PRERENDERED_PAGES into its own copy of index.html, with
 * brotli and gzip twins for the server's preCompressed serving (decision 0074). After the browser
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
        for (const page of PRERENDERED_PAGES) {
          const body = renderPage(page);
          // A part that suspended (a lazy component) would be sent empty and make the browser's hydration fail.
          if (body.includes("<!--$!-->"))
            throw new Error(`${page.path}: a part of the page suspended while prerendering`);
          const root = `<div id="root" data-prerendered="${page.path}">${body}</div>`;
          const html = Buffer.from(template.replace(ROOT_DIV, root));
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
