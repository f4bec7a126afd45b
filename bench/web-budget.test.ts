import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGET_ROUTES, routeJs } from "./wire-size";

// npm test builds the web app before vitest runs, so this reads the build CI would ship.
const webDir = join(process.cwd(), "dist", "web");

describe("first-load JavaScript on the wire", () => {
  it("has a build to measure (npm test runs vite build first)", () => {
    expect(existsSync(join(webDir, ".vite", "manifest.json"))).toBe(true);
  });

  it.each(Object.entries(BUDGET_ROUTES))("%s stays under its ceiling", (_route, { lazy, ceilingBytes }) => {
    const js = routeJs(webDir, lazy);
    expect(js.files.length).toBeGreaterThan(0);
    expect(js.sent, `${js.files.join(", ")}`).toBeLessThanOrEqual(ceilingBytes);
  });
});
