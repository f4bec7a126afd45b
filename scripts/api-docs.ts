/** npm run docs:api — regenerates docs/api.md from the routes' OpenAPI document. */
import { writeFileSync } from "node:fs";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { createPgliteDb } from "../src/server/db/client";
import { migrate } from "../src/server/db/migrate";
import { type OpenApiDoc, renderApiDoc } from "../src/server/modules/meta/api-doc";

const db = await createPgliteDb();
await migrate(db);
const app = await buildApp({ config: testConfig(), db, webDir: null });
await app.ready();
writeFileSync(new URL("../docs/api.md", import.meta.url), renderApiDoc(app.swagger() as unknown as OpenApiDoc));
await app.close();
await db.close();
console.log("docs/api.md written");
