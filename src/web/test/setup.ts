import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";

// The web files share one jsdom per worker (isolate: false): each file starts from a fresh module
// registry, so its own vi.mock()s apply and no component keeps another file's mocks, and no spy or
// fake clock outlives the test that set it.
vi.resetModules();
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
