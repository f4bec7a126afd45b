import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { createTestApp, createTestDb, DATABASES } from "../test/harness";
import { REQUEST_ID_PATTERN } from "./request-id";

/** A log destination that keeps each JSON line pino writes. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    requestLines: () => lines.filter((l) => "route" in l && "status" in l),
  };
}

/** An app logging at info into `log` (the harness's apps are silent). */
async function loggingApp(kind: "pglite" | "postgres", log: ReturnType<typeof captureLog>) {
  const db = await createTestDb(kind);
  const app = await buildApp({ config: testConfig({ logLevel: "info" }), db, webDir: null, logStream: log.stream });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(DATABASES)("request log and request ids on %s", (kind) => {
  it("writes exactly one JSON line per request with method, route pattern, status, duration and id", async () => {
    const log = captureLog();
    const app = await loggingApp(kind, log);
    const ok = await app.inject({ method: "GET", url: "/api/media/some-title-1999?x=1" });
    const missing = await app.inject({ method: "GET", url: "/api/nowhere?token=secret" });
    const refused = await app.inject({ method: "PUT", url: "/api/me/media/x-2000/want-to-watch" });

    const lines = log.requestLines();
    expect(lines).toHaveLength(3);
    expect(log.lines.filter((l) => l.msg === "incoming request" || l.msg === "request completed")).toEqual([]);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: "GET",
      route: "/api/media/:id",
      status: ok.statusCode,
      request_id: ok.headers["x-request-id"],
    });
    expect(lines[0]?.duration_ms).toBeTypeOf("number");
    expect(lines[0]?.duration_ms as number).toBeGreaterThanOrEqual(0);
    expect(lines[1]).toMatchObject({ route: "unmatched", status: 404, request_id: missing.headers["x-request-id"] });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(lines[2]).toMatchObject({
      method: "PUT",
      route: "/api/me/media/:id/want-to-watch",
      status: refused.statusCode,
    });
    // The raw path (and anything secret in its query) never reaches the log.
    expect(JSON.stringify(log.lines)).not.toContain("secret");
  });

  it("repeats a safe incoming x-request-id on the response and in the log line", async () => {
    const log = captureLog();
    const app = await loggingApp(kind, log);
    const id = "edge-7f3a.91_B";
    const res = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": id } });
    expect(res.headers["x-request-id"]).toBe(id);
    expect(log.requestLines()[0]?.request_id).toBe(id);
  });

  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  beforeAll(async () => {
    app = (await createTestApp(kind)).app;
  }, 60_000);

  it.each([
    ["too long", "a".repeat(65)],
    ["with spaces", "abc def"],
    ["with a path", "../../etc/passwd"],
    ["with a newline escape", "abc%0d%0aSet-Cookie:x"],
    ["non-ASCII", "идентификатор"],
  ])("replaces an incoming id that is %s with a fresh one", async (_label, incoming) => {
    const res = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": incoming } });
    expect(res.headers["x-request-id"]).toMatch(UUID);
  });

  it("gives every request its own id and checks a huge adversarial id in linear time", async () => {
    const a = await app.inject({ method: "GET", url: "/api/health" });
    const b = await app.inject({ method: "GET", url: "/api/health" });
    expect(a.headers["x-request-id"]).toMatch(UUID);
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);

    const adversarial = `${"a.".repeat(50_000)}!`;
    const started = performance.now();
    for (let i = 0; i < 100; i++) REQUEST_ID_PATTERN.test(adversarial);
    expect(performance.now() - started).toBeLessThan(500);
    const res = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": adversarial } });
    expect(res.headers["x-request-id"]).toMatch(UUID);
  });

  it("sends the id on answers refused before any route runs", async () => {
    const res = await app.inject({
      method: "PUT",
      url: "/api/me/media/x-2000/want-to-watch",
      headers: { "x-request-id": "refused-1", origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers["x-request-id"]).toBe("refused-1");
  });
});
