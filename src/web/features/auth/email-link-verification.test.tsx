import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storage } from "@/web/lib/storage";
import { atLeast } from "@/web/test/at-least";
import { signupTokenFrom } from "./components/email-link-verification";
import { apiError, fakeApi, json, location, renderWithProviders, user, Who } from "./test-kit";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("@/web/lib/toast", () => ({ notify: toasts }));
// Radix dialogs in jsdom are slow on a busy machine; these tests wait on real renders.
vi.setConfig({ testTimeout: 20_000 });

const TOKEN = "Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg";

beforeEach(() => {
  for (const fn of Object.values(toasts)) fn.mockClear();
  window.localStorage.clear();
});
afterEach(() => cleanup());

describe("e-mail link verification", () => {
  it("reads the token only with type=signup", () => {
    expect(signupTokenFrom(`?token_hash=${TOKEN}&type=signup`)).toBe(TOKEN);
    expect(signupTokenFrom(`?token_hash=${TOKEN}&type=recovery`)).toBeNull();
    expect(signupTokenFrom("?type=signup")).toBeNull();
    expect(signupTokenFrom("")).toBeNull();
  });

  it("covers the page with 'Verifying Your Email', signs in, saves waiting services, toasts, goes to /", async () => {
    storage.setJson("moodreel.signupServices", { email: "ann@example.test", services: ["max"] });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const api = fakeApi(async ({ path, method }) => {
      if (path === "/api/auth/verify") {
        await held;
        return json(200, { user: user("ann@example.test"), is_admin: false });
      }
      if (path === "/api/profile" && method === "PATCH") return json(200, { profile: null });
      return undefined;
    });
    renderWithProviders(<Who />, { path: `/settings?token_hash=${TOKEN}&type=signup` });
    const overlay = await screen.findByRole("dialog", { name: "Verifying Your Email" });
    expect(overlay).toHaveTextContent("Please wait while we verify your email address...");
    release();
    await waitFor(() => expect(location.current).toBe("/"));
    expect(screen.queryByRole("dialog", { name: "Verifying Your Email" })).toBeNull();
    // the session's answer reaches the page as a deferred render
    await waitFor(() => expect(screen.getByTestId("who")).toHaveTextContent("ann@example.test"));
    expect(api.calls("/api/auth/verify").map((r) => r.body)).toEqual([{ token_hash: TOKEN, type: "signup" }]);
    expect(api.calls("/api/profile", "PATCH").map((r) => r.body)).toEqual([
      { streaming_services: ["max"], default_streaming_filter_enabled: true },
    ]);
    expect(toasts.success).toHaveBeenCalledWith(
      "Email verified successfully!",
      "Your account has been verified. Welcome to Moodreel!",
    );
  });

  it("a failed link shows 'Verification failed' with the message and goes to /", async () => {
    fakeApi(({ path }) =>
      path === "/api/auth/verify" ? apiError(400, "invalid_code", "Invalid or expired verification code.") : undefined,
    );
    renderWithProviders(<Who />, { path: `/?token_hash=${TOKEN}&type=signup` });
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Verification failed", "Invalid or expired verification code."),
    );
    await waitFor(() => expect(location.current).toBe("/"));
    expect(screen.getByTestId("who")).toHaveTextContent("anonymous");
  });

  it("without a message the fallback text is used", async () => {
    fakeApi(({ path }) => (path === "/api/auth/verify" ? new Response("oops", { status: 400 }) : undefined));
    renderWithProviders(<Who />, { path: `/?token_hash=${TOKEN}&type=signup` });
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    const [[title, description]] = atLeast(toasts.error.mock.calls, 1);
    expect(title).toBe("Verification failed");
    expect(description).toBe("Failed to verify your email. Please try again.");
  });
});
