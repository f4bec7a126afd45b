import type { AddressInfo } from "node:net";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { createPgliteDb } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { seedCatalogue } from "../src/server/db/seed";
import { createUser, sessionHeaders } from "../src/server/test/factories";
import { line } from "./stats";

const MOODS = [
  "cozy rainy day",
  "something like Interstellar but lighter",
  "a crime series to binge",
  "80s action",
  "funny",
  "dark psychological thriller",
  "lighthearted fantasy for kids",
  "date night",
];

/** Time to the first streamed pick and to the complete event, over real HTTP on loopback (PGlite). */
export async function runRecommendationsHttpBench(requests = 60): Promise<string[]> {
  const db = await createPgliteDb();
  await migrate(db);
  await seedCatalogue(db);
  const config = testConfig();
  const app = await buildApp({ config, db, webDir: null });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const user = await createUser(db);
  const headers = { ...(await sessionHeaders(db, config, user)), "content-type": "application/json" };
  const first: number[] = [];
  const total: number[] = [];
  try {
    for (let i = -3; i < requests; i++) {
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/recommendations?stream=true`, {
        method: "POST",
        headers,
        body: JSON.stringify({ mood: `${MOODS[(i + 8) % MOODS.length]}` }),
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      let firstAt = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        if (!firstAt && buffer.includes('"type":"recommendation"')) firstAt = performance.now() - t0;
      }
      if (i >= 0) {
        first.push(firstAt);
        total.push(performance.now() - t0);
      }
    }
  } finally {
    await app.close();
    await db.close();
  }
  return [
    line("recommendations http first pick (pglite)", first),
    line("recommendations http complete (pglite)", total),
  ];
}
