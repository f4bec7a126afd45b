import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export interface WireSize {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
  /** what the server sends a browser that accepts brotli: the .br twin when the build wrote one */
  sent: number;
}

/**
 * What a first visit downloads before the app can run: the entry script, every module it preloads
 * and the stylesheets index.html links, measured as sent (the build's .br/.gz twins when present).
 */
export function initialLoad(webDir: string): WireSize {
  const html = readFileSync(join(webDir, "index.html"), "utf8");
  // the asset path is the pattern's one required group, so every match carries it
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].flatMap(
    ([, asset]) => (asset ? [asset] : []),
  );
  const files = [...new Set(refs)];
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  let sent = 0;
  for (const ref of files) {
    const path = join(webDir, ref);
    const body = readFileSync(path);
    raw += body.length;
    gzip += existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(body).length;
    const twin = existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : null;
    brotli += twin ?? brotliCompressSync(body).length;
    sent += twin ?? body.length;
  }
  return { files, raw, gzip, brotli, sent };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The first-load budget: at most 150 KB of JavaScript on the wire (brotli) for every route. */
export const INITIAL_JS_TARGET_BYTES = 150 * 1024;

/**
 * The routes the first-load check covers: the lazy page module each one's first paint needs (none for
 * "/"), and the most JavaScript (brotli, on the wire) it may ship before CI fails: the budget itself
 * (decision 0071 says how the routes got under it and what keeps them there).
 */
export const BUDGET_ROUTES: Record<string, { lazy: string[]; ceilingBytes: number }> = {
  "/": { lazy: [], ceilingBytes: INITIAL_JS_TARGET_BYTES },
  "/recommendations": {
    lazy: ["features/recommendations/recommendations-page.tsx"],
    ceilingBytes: INITIAL_JS_TARGET_BYTES,
  },
};

/** Every chunk a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The JavaScript a first visit to a route downloads before its page can paint: the entry's static
 * import graph plus the route's lazy page and its imports, as sent (brotli twin when the build wrote one).
 */
export function routeJs(webDir: string, lazyModules: string[]): { files: string[]; sent: number } {
  const manifestPath = join(webDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`no build manifest at ${manifestPath}: run vite build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the build manifest has no entry");
  for (const key of lazyModules) if (!manifest[key]) throw new Error(`${key} is not a chunk of this build`);
  const files = [...staticClosure(manifest, [entry, ...lazyModules])].filter((f) => f.endsWith(".js"));
  let sent = 0;
  for (const file of files) {
    const path = join(webDir, file);
    sent += existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : readFileSync(path).length;
  }
  return { files, sent };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** One line for npm run bench (sizes are exact, so there is no spread to report). */
export function runWireSizeBench(webDir = join(process.cwd(), "dist", "web")): string[] {
  if (!existsSync(join(webDir, "index.html"))) return ["web initial load: no build (run npm run build first)"];
  const s = initialLoad(webDir);
  const routes = Object.entries(BUDGET_ROUTES).map(([route, { lazy, ceilingBytes }]) => {
    const js = routeJs(webDir, lazy);
    return `web first-load JS ${route}: ${kb(js.sent)} brotli (${js.files.length} files; ceiling ${kb(ceilingBytes)}, target ${kb(INITIAL_JS_TARGET_BYTES)})`;
  });
  return [
    `web initial load (${s.files.length} files): on the wire ${kb(s.sent)} · raw ${kb(s.raw)} · gzip ${kb(s.gzip)} · brotli ${kb(s.brotli)}`,
    ...routes,
  ];
}
