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
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
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

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** One line for npm run bench (sizes are exact, so there is no spread to report). */
export function runWireSizeBench(webDir = join(process.cwd(), "dist", "web")): string[] {
  if (!existsSync(join(webDir, "index.html"))) return ["web initial load: no build (run npm run build first)"];
  const s = initialLoad(webDir);
  return [
    `web initial load (${s.files.length} files): on the wire ${kb(s.sent)} · raw ${kb(s.raw)} · gzip ${kb(s.gzip)} · brotli ${kb(s.brotli)}`,
  ];
}
