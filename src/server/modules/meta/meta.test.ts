import { describe, expect, it } from "vitest";
import { ZHealthResponse } from "../../../shared/contracts/meta";
import { createTestApp, DATABASES } from "../../test/harness";

describe.each(DATABASES)("meta API on %s", (kind) => {
  it("reports health with the database kind and catalogue size", async () => {
    const { app, db } = await createTestApp(kind);
    await db.query("INSERT INTO media_items (id, title, type, year) VALUES ('a-2000', 'A', 'movie', 2000)");
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(ZHealthResponse.parse(res.json())).toEqual({ status: "ok", database: kind, catalogue_size: 1 });
  });

  it("answers unknown API paths with a 404 in the error envelope", async () => {
    const { app } = await createTestApp(kind);
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await app.inject({
        method,
        url: "/api/does-not-exist?x=1",
        headers: { "x-requested-with": "moodreel" },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: "not_found", message: `No API route for ${method} /api/does-not-exist` },
      });
    }
  });

  it("serves an OpenAPI document listing the routes", async () => {
    const { app } = await createTestApp(kind);
    const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain("/api/health");
  });

  it("sends security headers with a strict content security policy", async () => {
    const { app } = await createTestApp(kind);
    const res = await app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-src https://www.youtube.com https://www.youtube-nocookie.com");
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toContain("image.tmdb.org");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("lets TMDB's image server into img-src only when the importer is configured", async () => {
    const tmdb = { apiKey: "k", readToken: undefined, apiBase: "http://127.0.0.1:9/3", region: "US" };
    const { app } = await createTestApp(kind, { config: { tmdb } });
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(String(res.headers["content-security-policy"])).toContain("img-src 'self' data: https://image.tmdb.org;");
  });

  it("turns malformed JSON into a 400 without internals", async () => {
    const { app } = await createTestApp(kind);
    const res = await app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toBeTypeOf("string");
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
