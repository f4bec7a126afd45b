import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthDialogApi } from "@/web/kit/session/auth-dialog";
import { fakeApi, json, location, Opener, renderWithProviders, user, Who } from "./test-kit";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("@/web/lib/toast", () => ({ notify: toasts }));
// Radix dialogs in jsdom are slow on a busy machine; these tests wait on real renders.
vi.setConfig({ testTimeout: 20_000 });

const TOKEN = "Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg";
const BACK = "/together/AB12CD";

beforeEach(() => {
  for (const fn of Object.values(toasts)) fn.mockClear();
  window.localStorage.clear();
});
afterEach(() => cleanup());

const signUpAnswer = (email: string) =>
  json(200, {
    user: { id: "u-1", email, email_confirmed_at: null, user_metadata: { full_name: "Ann", username: null } },
    verification_required: true,
  });

/** Fills and sends the sign-up form of the open dialog. */
async function signUpThroughDialog() {
  const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
  const f = within(dialog);
  fireEvent.change(f.getByLabelText("Full name"), { target: { value: "Ann" } });
  fireEvent.change(f.getByLabelText("Email"), { target: { value: "ann@example.test" } });
  fireEvent.change(f.getByLabelText("Password"), { target: { value: "popcorn42" } });
  fireEvent.change(f.getByLabelText("Confirm password"), { target: { value: "popcorn42" } });
  fireEvent.click(f.getByRole("checkbox", { name: "I confirm that I am 18 years or older" }));
  fireEvent.click(f.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
  fireEvent.click(f.getByRole("button", { name: "Create Account" }));
  await screen.findByRole("dialog", { name: "Verify Your Email" });
}

describe("coming back to the page that asked for sign-in", () => {
  it("sign-up on /login?next=… asks for the e-mailed link to return there", async () => {
    const api = fakeApi(({ path }) => (path === "/api/auth/signup" ? signUpAnswer("ann@example.test") : undefined));
    renderWithProviders(<Opener mode="signup" />, { path: `/login?next=${encodeURIComponent(BACK)}` });
    await signUpThroughDialog();
    expect(api.calls("/api/auth/signup")[0]?.body).toMatchObject({ email: "ann@example.test", return_to: BACK });
  });

  it("sign-up never passes on a return page that leaves the site", async () => {
    const api = fakeApi(({ path }) => (path === "/api/auth/signup" ? signUpAnswer("ann@example.test") : undefined));
    renderWithProviders(<Opener mode="signup" />, { path: "/login?next=%2F%2Fevil.com" });
    await signUpThroughDialog();
    expect(api.calls("/api/auth/signup")[0]?.body).not.toHaveProperty("return_to");
  });

  it("a resent code's link returns to the page too", async () => {
    const api = fakeApi(({ path }) => {
      if (path === "/api/auth/signup") return signUpAnswer("ann@example.test");
      if (path === "/api/auth/resend") return json(200, { ok: true, cooldown_seconds: 60 });
      return undefined;
    });
    renderWithProviders(<Opener mode="signup" />, { path: `/login?next=${encodeURIComponent(BACK)}` });
    await signUpThroughDialog();
    const verify = screen.getByRole("dialog", { name: "Verify Your Email" });
    fireEvent.click(within(verify).getByRole("button", { name: /Resend/ }));
    await waitFor(() => expect(api.calls("/api/auth/resend")).toHaveLength(1));
    expect(api.calls("/api/auth/resend")[0]?.body).toEqual({ email: "ann@example.test", return_to: BACK });
  });

  it("dismissing sign-in on /login?next=… goes home, not to the page that needs an account", async () => {
    fakeApi();
    const dialogApi = { current: null as AuthDialogApi | null };
    renderWithProviders(<Opener mode="signin" api={dialogApi} />, { path: `/login?next=${encodeURIComponent(BACK)}` });
    await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    act(() => dialogApi.current!.close());
    await waitFor(() => expect(location.current).toBe("/"));
  });

  it("the e-mailed link with a return page verifies and goes on to that page", async () => {
    fakeApi(({ path, method }) => {
      if (path === "/api/auth/verify") return json(200, { user: user("ann@example.test"), is_admin: false });
      if (path === "/api/profile" && method === "PATCH") return json(200, { profile: null });
      return undefined;
    });
    renderWithProviders(<Who />, { path: `/?token_hash=${TOKEN}&type=signup&next=${encodeURIComponent(BACK)}` });
    await waitFor(() => expect(location.current).toBe(BACK));
    // the session's first answer reaches the page as a deferred render, which may follow the move
    await waitFor(() => expect(screen.getByTestId("who")).toHaveTextContent("ann@example.test"));
  });

  it.each(["%2F%2Fevil.com", "https%3A%2F%2Fevil.com", "%2F%5Cevil.com"])(
    "the e-mailed link with next=%s goes home instead",
    async (next) => {
      fakeApi(({ path, method }) => {
        if (path === "/api/auth/verify") return json(200, { user: user("ann@example.test"), is_admin: false });
        if (path === "/api/profile" && method === "PATCH") return json(200, { profile: null });
        return undefined;
      });
      renderWithProviders(<Who />, { path: `/?token_hash=${TOKEN}&type=signup&next=${next}` });
      await waitFor(() => expect(screen.getByTestId("who")).toHaveTextContent("ann@example.test"));
      await waitFor(() => expect(location.current).toBe("/"));
    },
  );
});
