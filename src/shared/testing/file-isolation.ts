import { afterEach, vi } from "vitest";

// A setup file for projects whose files share one module graph per worker (isolate: false): each file
// starts from a fresh module registry, so its own vi.mock()s apply and no module keeps another file's
// mocks or state, and no spy or fake clock outlives the test that set it.
vi.resetModules();
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
