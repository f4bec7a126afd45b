import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

const REGEX_AUDIT = "scripts/regex-audit.test.ts";
const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    // Vitest's default keeps one CPU free, which on a 2-CPU machine runs every file one after
    // another; the API tests spend much of their time waiting on the database, so two run at once.
    // The end-to-end files run after all the others (sequence.groupOrder), two at a time: a browser
    // spec waits on the page about half its time, so two of them share 2 CPUs without slowing each
    // other (9 min one at a time, 6 min two at a time on this machine), and running them apart from
    // the CPU-bound unit files keeps their timings steady.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "src/shared/**/*.test.ts",
            "src/recommender/**/*.test.ts",
            "bench/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, REGEX_AUDIT],
          // Pure functions over data: the files share one module graph per worker rather than each
          // importing the engine and its word tables afresh (84 s → 39 s for these files here).
          isolate: false,
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          // Isolated: it records the patterns the engine builds while its modules load, which a
          // module graph shared with other files would already have loaded.
          name: "regex-audit",
          include: [REGEX_AUDIT],
          environment: "node",
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          isolate: false,
          include: ["src/web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/web/test/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          globalSetup: ["./src/server/test/global-setup.ts"],
          setupFiles: ["./src/shared/testing/file-isolation.ts"],
          isolate: false,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          globalSetup: ["./e2e/global-setup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
