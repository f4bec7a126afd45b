import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TStreamEvent, ZRecommendationsResponse, ZStreamEvent } from "../../../shared/contracts/recommendations";
import { FAMILY_SAFE_CERTIFICATIONS } from "../../../shared/vocabulary";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/rows";
import { seedCatalogue } from "../../db/seed";
import { atLeast } from "../../test/at-least";
import { anonymousHeaders, signedInUser } from "../../test/factories";
import { createTestApp, createTestDb, DATABASES } from "../../test/harness";

function parseSse(body: string): TStreamEvent[] {
  return body
    .split("\n")
    .filter((l) => l.startsWith("data: "))
    .map((l) => ZStreamEvent.parse(JSON.parse(l.slice(6))));
}

async function rate(db: Db, userId: string, title: string, rating: number) {
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM media_items WHERE title = $1 ORDER BY popularity DESC LIMIT 1",
    [title],
  );
  const { id } = firstRow(rows, `the catalogue's ${title}`);
  await db.query("INSERT INTO user_media (user_id, media_id, user_rating, rated_at) VALUES ($1, $2, $3, now())", [
    userId,
    id,
    rating,
  ]);
  return id;
}

describe.each(DATABASES)("recommendations API on %s", (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedCatalogue(db);
  }, 120_000);

  it("refuses anonymous callers with 401", async () => {
    const { app } = await createTestApp(kind, { db });
    const res = await app.inject({
      method: "POST",
      url: "/api/recommendations",
      headers: anonymousHeaders,
      payload: { mood: "funny" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("unauthorized");
  });

  it("gives an imported title that came without a poster the catalogue's generated one", async () => {
    await db.query("UPDATE media_items SET poster_url = NULL");
    try {
      const { app, config } = await createTestApp(kind, { db });
      const { headers } = await signedInUser(app, db, config);
      const res = await app.inject({
        method: "POST",
        url: "/api/recommendations",
        headers,
        payload: { mood: "funny" },
      });
      const body = ZRecommendationsResponse.parse(res.json());
      expect(body.recommendations).toHaveLength(15);
      for (const r of body.recommendations) expect(r.media.poster_url).toBe(`/posters/${r.media.id}.svg`);
    } finally {
      // the seed's own value, so the other tests see the catalogue as seeded
      await db.query("UPDATE media_items SET poster_url = '/posters/' || id || '.svg'");
    }
  });

  it.each([
    ["missing", {}],
    ["blank", { mood: "   " }],
    ["not a string", { mood: 42 }],
    ["over 1,000 characters", { mood: "a".repeat(1001) }],
  ])("refuses a mood that is %s with 400", async (_label, payload) => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const res = await app.inject({ method: "POST", url: "/api/recommendations", headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation");
    const sessions = await db.query(
      "SELECT 1 FROM recommendation_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1",
      ["never"],
    );
    expect(sessions.rows).toHaveLength(0);
  });

  it("takes tonight's context: 90 minutes keeps every pick within it, kids keep them family-safe, both said", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const payload = { mood: "something exciting", audience: "kids", minutes: 90 };
    const res = await app.inject({ method: "POST", url: "/api/recommendations", headers, payload });
    expect(res.statusCode).toBe(200);
    const recs = ZRecommendationsResponse.parse(res.json()).recommendations;
    expect(recs.length).toBeGreaterThan(0);
    const ids = recs.map((r) => r.media.id);
    const { rows } = await db.query<{ id: string; runtime_minutes: number; certification: string }>(
      "SELECT id, runtime_minutes, certification FROM media_items WHERE id = ANY($1)",
      [ids],
    );
    for (const row of rows) {
      expect(row.runtime_minutes, row.id).toBeLessThanOrEqual(90);
      expect(FAMILY_SAFE_CERTIFICATIONS as readonly string[], row.id).toContain(row.certification);
    }
    for (const r of recs) expect(r.reason).toMatch(/90 you have/);
  });

  it.each([
    ["an audience we do not offer", { audience: "coworkers" }],
    ["minutes outside the choices", { minutes: 45 }],
    ["minutes as text", { minutes: "90" }],
  ])("refuses %s with 400", async (_label, extra) => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const payload = { mood: "funny", ...extra };
    const res = await app.inject({ method: "POST", url: "/api/recommendations", headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation");
  });

  it("answers JSON with 15 complete, distinct picks and stores the session", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { user, headers } = await signedInUser(app, db, config);
    const rated = await rate(db, user.id, "Paddington 2", 9);
    const res = await app.inject({
      method: "POST",
      url: "/api/recommendations",
      headers,
      payload: { mood: "funny and cozy" },
    });
    expect(res.statusCode).toBe(200);
    const body = ZRecommendationsResponse.parse(res.json());
    expect(body.recommendations).toHaveLength(15);
    expect(body.ai_provider).toBe("moodreel-local");
    const ids = body.recommendations.map((r) => r.media.id);
    expect(new Set(ids).size).toBe(15);
    expect(ids).not.toContain(rated);
    expect(new Set(body.recommendations.map((r) => r.reason)).size).toBe(15);
    for (const r of body.recommendations) {
      expect(r.reason.length).toBeGreaterThan(20);
      expect(r.similar_to.length).toBeGreaterThanOrEqual(1);
      expect(r.match_score).toBeGreaterThan(0);
      expect(r.media.poster_url).toMatch(/^\/posters\/.+\.svg$/);
    }
    expect(body.recommendations.some((r) => r.similar_to.includes("Paddington 2"))).toBe(true);
    const session = await db.query<{ status: string; recommendation_count: number; ai_provider: string; mood: string }>(
      "SELECT status, recommendation_count, ai_provider, mood FROM recommendation_sessions WHERE id = $1",
      [body.session_id],
    );
    expect(session.rows[0]).toMatchObject({
      status: "success",
      recommendation_count: 15,
      ai_provider: "moodreel-local",
      mood: "funny and cozy",
    });
    const stored = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM individual_recommendations WHERE session_id = $1",
      [body.session_id],
    );
    expect(stored.rows[0]?.n).toBe(15);
  });

  it("streams a status event, each pick, then complete", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const res = await app.inject({
      method: "POST",
      url: "/api/recommendations?stream=true",
      headers,
      payload: { mood: "a dark psychological thriller" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    const events = parseSse(res.body);
    expect(events[0]?.type).toBe("status");
    const picks = events.filter((e) => e.type === "recommendation");
    expect(picks.length).toBe(15);
    const last = events.at(-1)!;
    expect(last.type).toBe("complete");
    if (last.type === "complete") expect(last.data.count).toBe(15);
    for (const e of picks) if (e.type === "recommendation") expect(e.data.media.genres).not.toContain("Family");
  });

  it("says when the request names a title we do not have, in JSON and at the end of the stream", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const mood = "something like Blorptastic Adventures but funnier";
    const expected = "We don't have Blorptastic Adventures yet, so these picks follow the rest of what you asked for.";
    const json = ZRecommendationsResponse.parse(
      (await app.inject({ method: "POST", url: "/api/recommendations", headers, payload: { mood } })).json(),
    );
    expect(json.notice).toBe(expected);
    expect(json.recommendations.length).toBeGreaterThan(0);
    const stream = await app.inject({
      method: "POST",
      url: "/api/recommendations?stream=true",
      headers,
      payload: { mood },
    });
    const last = parseSse(stream.body).at(-1);
    expect(last?.type === "complete" && last.data.notice).toBe(expected);
    const known = ZRecommendationsResponse.parse(
      (await app.inject({ method: "POST", url: "/api/recommendations", headers, payload: { mood: "funny" } })).json(),
    );
    expect(known.notice ?? null).toBeNull();
  });

  it("ranks titles already shown for the same mood today after fresh ones", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const { headers } = await signedInUser(app, db, config);
    const ask = async () =>
      ZRecommendationsResponse.parse(
        (
          await app.inject({
            method: "POST",
            url: "/api/recommendations",
            headers,
            payload: { mood: "epic space adventure" },
          })
        ).json(),
      ).recommendations.map((r) => r.media.id);
    const first = await ask();
    const second = await ask();
    expect(second.slice(0, 5).filter((id) => first.includes(id))).toEqual([]);
  });

  it("records feedback only on the caller's own recommendations", async () => {
    const { app, config } = await createTestApp(kind, { db });
    const me = await signedInUser(app, db, config);
    const other = await signedInUser(app, db, config);
    const body = ZRecommendationsResponse.parse(
      (
        await app.inject({
          method: "POST",
          url: "/api/recommendations",
          headers: me.headers,
          payload: { mood: "romantic" },
        })
      ).json(),
    );
    const recId = atLeast(body.recommendations, 1)[0].recommendation_id;
    const ok = await app.inject({
      method: "POST",
      url: "/api/recommendations/feedback",
      headers: me.headers,
      payload: {
        recommendation_id: recId,
        feedback_type: "clicked",
        feedback_value: { source: "mobile_card", title: "x", year: 2000 },
      },
    });
    expect(ok.statusCode).toBe(200);
    const foreign = await app.inject({
      method: "POST",
      url: "/api/recommendations/feedback",
      headers: other.headers,
      payload: { recommendation_id: recId, feedback_type: "clicked" },
    });
    expect(foreign.statusCode).toBe(404);
    const unknownType = await app.inject({
      method: "POST",
      url: "/api/recommendations/feedback",
      headers: me.headers,
      payload: { recommendation_id: recId, feedback_type: "loved" },
    });
    expect(unknownType.statusCode).toBe(400);
    const unknownId = await app.inject({
      method: "POST",
      url: "/api/recommendations/feedback",
      headers: me.headers,
      payload: {
        recommendation_id: "00000000-0000-4000-8000-000000000000",
        feedback_type: "rated",
        feedback_value: { rating: 8 },
      },
    });
    expect(unknownId.statusCode).toBe(404);
    const rows = await db.query<{ feedback_type: string; feedback_value: unknown }>(
      "SELECT feedback_type, feedback_value FROM recommendation_feedback WHERE recommendation_id = $1",
      [recId],
    );
    expect(rows.rows).toEqual([
      { feedback_type: "clicked", feedback_value: { source: "mobile_card", title: "x", year: 2000 } },
    ]);
  });

  describe("optional LLM provider", () => {
    let server: Server;
    let mode: "good" | "malformed" | "slow" | "foreign" = "good";
    let baseUrl = "";
    beforeAll(async () => {
      server = createServer((req, res) => {
        let raw = "";
        req.on("data", (c) => {
          raw += c;
        });
        req.on("end", () => {
          const body = JSON.parse(raw);
          const candidates: { id: string; title: string }[] = JSON.parse(body.messages[1].content).candidates;
          if (mode === "slow") {
            setTimeout(() => res.end("{}"), 3000);
            return;
          }
          const content =
            mode === "malformed"
              ? "this is not json"
              : JSON.stringify({
                  recommendations: (mode === "foreign"
                    ? [{ id: "not-in-catalogue-1999" }]
                    : candidates.slice().reverse().slice(0, 15)
                  ).map((c, i) => ({
                    id: c.id,
                    reason: `The model's reason number ${i + 1} for this pick.`,
                    match_score: 90 - i,
                  })),
                });
          res.setHeader("content-type", "application/json");
          res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
        });
      });
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    const llmApp = () =>
      createTestApp(kind, {
        db,
        config: { llm: { baseUrl, apiKey: "test-key", model: "fake-model", timeoutMs: 500 } },
      });

    it("re-ranks with the model and keeps only catalogue titles", async () => {
      mode = "good";
      const { app, config } = await llmApp();
      const { headers } = await signedInUser(app, db, config);
      const body = ZRecommendationsResponse.parse(
        (
          await app.inject({ method: "POST", url: "/api/recommendations", headers, payload: { mood: "feel-good" } })
        ).json(),
      );
      expect(body.ai_provider).toBe("llm:fake-model");
      expect(body.recommendations).toHaveLength(15);
      expect(body.recommendations[0]?.reason).toBe("The model's reason number 1 for this pick.");
    });

    it.each(["malformed", "slow", "foreign"] as const)(
      "falls back to the local engine when the answer is %s",
      async (m) => {
        mode = m;
        const { app, config } = await llmApp();
        const { headers } = await signedInUser(app, db, config);
        const body = ZRecommendationsResponse.parse(
          (
            await app.inject({ method: "POST", url: "/api/recommendations", headers, payload: { mood: "feel-good" } })
          ).json(),
        );
        expect(body.ai_provider).toBe("moodreel-local");
        expect(body.recommendations).toHaveLength(15);
        const s = await db.query<{ fallback_reason: string | null; ai_provider: string }>(
          "SELECT fallback_reason, ai_provider FROM recommendation_sessions WHERE id = $1",
          [body.session_id],
        );
        expect(s.rows[0]?.ai_provider).toBe("moodreel-local");
        expect(s.rows[0]?.fallback_reason).toBeTruthy();
      },
    );
  });
});
