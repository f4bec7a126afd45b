import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedFixtureCatalogue } from "../modules/catalogue/test-fixture";
import { signedInUser } from "../test/factories";
import { createTestApp, DATABASES } from "../test/harness";

/** The value of one sample line of the exposition, or undefined when it is absent. */
function sample(exposition: string, line: string): number | undefined {
  const found = exposition.split("\n").find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe.each(DATABASES)("metrics on %s", (kind) => {
  it("are off by default: /metrics is a 404, not the web app's page", async () => {
    const web = mkdtempSync(join(tmpdir(), "moodreel-web-"));
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Moodreel</title>");
    afterAll(() => rmSync(web, { recursive: true, force: true }));
    const { app } = await createTestApp(kind, { webDir: web });
    expect((await app.inject({ method: "GET", url: "/browse" })).body).toContain("<title>Moodreel</title>");
    const res = await app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });

  it("with METRICS=1 expose the request histogram by route pattern and status", async () => {
    const { app } = await createTestApp(kind, { config: { metrics: true } });
    await app.inject({ method: "GET", url: "/api/media/nothing-1900" });
    await app.inject({ method: "GET", url: "/api/health" });
    const res = await app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/media/:id",status="404"}')).toBe(
      1,
    );
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(1);
    expect(text).toContain("process_resident_memory_bytes");
    const pool = sample(text, "moodreel_db_pool_connections");
    if (kind === "postgres") expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();
  });

  it("count rate-limit refusals by limit", async () => {
    const { app } = await createTestApp(kind, { config: { metrics: true } });
    const ip = "10.99.1.1";
    let refused = 0;
    for (let i = 0; i < 32; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/signin",
        headers: { "x-requested-with": "moodreel" },
        remoteAddress: ip,
        payload: {},
      });
      if (res.statusCode === 429) refused++;
    }
    expect(refused).toBe(2);
    const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
    expect(sample(text, 'moodreel_rate_limit_refusals_total{limit="auth-ip"}')).toBe(2);
  });

  it("time whole recommendation answers, streamed ones included", async () => {
    const { app, db, config } = await createTestApp(kind, { config: { metrics: true } });
    await seedFixtureCatalogue(db);
    const { headers } = await signedInUser(app, db, config);
    const json = await app.inject({ method: "POST", url: "/api/recommendations", headers, payload: { mood: "funny" } });
    expect(json.statusCode).toBe(200);
    const stream = await app.inject({
      method: "POST",
      url: "/api/recommendations?stream=true",
      headers: { ...headers, "x-request-id": "stream-1" },
      payload: { mood: "cozy" },
    });
    expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(stream.headers["x-request-id"]).toBe("stream-1");
    const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
    expect(sample(text, 'moodreel_recommendation_duration_seconds_count{mode="json"}')).toBe(1);
    expect(sample(text, 'moodreel_recommendation_duration_seconds_count{mode="stream"}')).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/recommendations",status="200"}'),
    ).toBe(2);
  });
});
