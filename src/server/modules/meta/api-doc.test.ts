import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness";
import { describeType, type OpenApiDoc, renderApiDoc } from "./api-doc";

describe("docs/api.md", () => {
  it("is the OpenAPI document the routes build today (run npm run docs:api after changing a route)", async () => {
    const { app } = await createTestApp("pglite");
    const generated = renderApiDoc(app.swagger() as unknown as OpenApiDoc);
    const written = readFileSync(new URL("../../../../docs/api.md", import.meta.url), "utf8");
    expect(written).toBe(generated);
    // every documented route is one the server answers, and the reference covers more than the catalogue
    expect(generated).toContain("### `GET /api/media`");
    expect(generated).toContain("### `POST /api/auth/signup`");
    expect(generated).toContain("### `GET /api/me/media`");
  });

  it("describes types briefly: bounds, enums, unions, arrays and null", () => {
    expect(describeType({ type: "integer", minimum: 0, maximum: 10000 })).toBe("integer 0–10000");
    expect(describeType({ type: "integer", minimum: 1, maximum: 10 })).toBe("integer 1–10");
    expect(describeType({ type: "string", maxLength: 200 })).toBe("string ≤ 200 chars");
    expect(describeType({ enum: ["movie", "tv"] })).toBe('"movie" \\| "tv"');
    expect(describeType({ type: "array", items: { type: "string" }, maxItems: 100 })).toBe(
      "array of string ≤ 100 items",
    );
    expect(describeType({ anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] })).toBe(
      "string or array of string",
    );
    expect(describeType({ type: "string", nullable: true })).toBe("string or null");
    expect(describeType({ type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 })).toBe("integer");
  });
});
