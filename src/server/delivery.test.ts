import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFixtureCatalogue } from "./modules/catalogue/test-fixture";
import { createTestApp, DATABASES } from "./test/harness";

/**
 * A built web folder in miniature: an index page, one hashed asset with its .br and .gz twins, and the
 * prerendered landing and recommendations pages (the landing page with a brotli twin).
 */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "moodreel-web-"));
  mkdirSync(join(dir, "assets"));
  const js = `export const hello = ${JSON.stringify("x".repeat(4000))};\n`;
  writeFileSync(join(dir, "index.html"), '<!doctype html><script type="module" src="/assets/app-abc123.js"></script>');
  writeFileSync(join(dir, "assets", "app-abc123.js"), js);
  writeFileSync(join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(js));
  writeFileSync(join(dir, "assets", "app-abc123.js.gz"), gzipSync(js));
  mkdirSync(join(dir, "prerendered"));
  const landing = `<!doctype html><div id="root"><h1>Tell us your mood.</h1>${" ".repeat(2000)}</div>`;
  writeFileSync(join(dir, "prerendered", "landing.html"), landing);
  writeFileSync(join(dir, "prerendered", "landing.html.br"), brotliCompressSync(landing));
  writeFileSync(join(dir, "prerendered", "recommendations.html"), "<!doctype html><h1>Recommendations</h1>");
  return dir;
}

describe.each(DATABASES)("compressed and cached delivery on %s", (kind) => {
  let web: string;
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];

  beforeAll(async () => {
    web = fakeBuild();
    const made = await createTestApp(kind, { webDir: web });
    await seedFixtureCatalogue(made.db);
    app = made.app;
  }, 120_000);
  afterAll(() => rmSync(web, { recursive: true, force: true }));

  it("sends the prebuilt brotli file of a hashed asset, cached for a year", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("export const hello");
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gz = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("export const hello");
  });

  it("revalidates the page itself on every visit", async () => {
    const res = await app.inject({ method: "GET", url: "/browse" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("/assets/app-abc123.js");
  });

  it("sends / with the landing page written in to visitors with neither a session nor guest mode", async () => {
    const res = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("<h1>Tell us your mood.</h1>");
  });

  it("sends the empty page at / to a session or a guest, who do not see the landing page", async () => {
    for (const cookie of ["moodreel_session=abc", "moodreel_guest=1"]) {
      const res = await app.inject({ method: "GET", url: "/", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.body).toContain("/assets/app-abc123.js");
      expect(res.body).not.toContain("Tell us your mood.");
    }
  });

  it("sends /recommendations with its heading written in only to someone with a session cookie", async () => {
    const member = await app.inject({
      method: "GET",
      url: "/recommendations",
      headers: { cookie: "moodreel_session=abc" },
    });
    expect(member.body).toContain("<h1>Recommendations</h1>");
    const visitor = await app.inject({ method: "GET", url: "/recommendations" });
    expect(visitor.body).not.toContain("<h1>Recommendations</h1>");
    expect(visitor.body).toContain("/assets/app-abc123.js");
  });

  it("compresses API answers over 1 KB and leaves small ones alone", async () => {
    const big = await app.inject({ method: "GET", url: "/api/media?limit=20", headers: { "accept-encoding": "br" } });
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).items.length).toBeGreaterThan(0);
    const small = await app.inject({ method: "GET", url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("caches posters for a day", async () => {
    const list = await app.inject({ method: "GET", url: "/api/media?limit=1" });
    const poster = list.json().items[0].poster_url as string;
    const res = await app.inject({ method: "GET", url: poster });
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
  });
});
