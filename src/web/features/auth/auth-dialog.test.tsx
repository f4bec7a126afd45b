import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthDialogApi } from "@/web/kit/session/auth-dialog";
import { storage } from "@/web/lib/storage";
import { apiError, fakeApi, json, Opener, renderWithProviders, user, Who } from "./test-kit";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("@/web/lib/toast", () => ({ notify: toasts }));
// Radix dialogs in jsdom are slow on a busy machine; these tests wait on real renders.
vi.setConfig({ testTimeout: 20_000 });

const signUpResponse = (email: string) =>
  json(200, {
    user: { id: "u-1", email, email_confirmed_at: null, user_metadata: { full_name: "Ann", username: null } },
    verification_required: true,
  });

beforeEach(() => {
  for (const fn of Object.values(toasts)) fn.mockClear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

function fillSignUp(
  dialog: HTMLElement,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) {
  const f = within(dialog);
  if (values.name !== undefined) type(f.getByLabelText("Full name"), values.name);
  if (values.email !== undefined) type(f.getByLabelText("Email"), values.email);
  if (values.password !== undefined) type(f.getByLabelText("Password"), values.password);
  if (values.confirm !== undefined) type(f.getByLabelText("Confirm password"), values.confirm);
}

const tick = (dialog: HTMLElement, name: string | RegExp) =>
  fireEvent.click(within(dialog).getByRole("checkbox", { name }));
const AGE = "I confirm that I am 18 years or older";
const TERMS = /I agree to the Terms of Service/;

describe("the sign-in / sign-up dialog", () => {
  it("is titled 'Welcome to Moodreel' and opens in either mode", async () => {
    fakeApi();
    const api = { current: null as AuthDialogApi | null };
    renderWithProviders(<Opener api={api} />);
    act(() => api.current!.open("signup"));
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    expect(within(dialog).getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByLabelText("Full name")).toHaveFocus();
    act(() => api.current!.close());
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    act(() => api.current!.open("signin"));
    const again = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    expect(within(again).getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
    expect(within(again).getByLabelText("Email")).toHaveFocus();
  });

  it("sign-up: the live checklist, and submit only once the boxes are ticked and the passwords match", async () => {
    fakeApi();
    renderWithProviders(<Opener mode="signup" />);
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    const f = within(dialog);
    const submit = f.getByRole("button", { name: "Create Account" });
    const rules = f.getByRole("list", { name: "Password requirements" });
    expect(within(rules).getAllByText(/: not yet$/)).toHaveLength(3);

    fillSignUp(dialog, { name: "Ann", email: "ann@example.test", password: "abc" });
    expect(within(rules).getByText(/At least one letter/)).toHaveTextContent("At least one letter: done");
    expect(within(rules).getByText(/At least 8 characters/)).toHaveTextContent("not yet");
    fillSignUp(dialog, { password: "abcdefg1" });
    expect(within(rules).getAllByText(/: done$/)).toHaveLength(3);
    fillSignUp(dialog, { confirm: "abcdefg1" });
    expect(submit).toBeDisabled();
    tick(dialog, AGE);
    expect(submit).toBeDisabled();
    tick(dialog, TERMS);
    expect(submit).toBeEnabled();
    fillSignUp(dialog, { confirm: "abcdefg1x" });
    expect(f.getByText("Passwords do not match.")).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fillSignUp(dialog, { password: "abcdefgx", confirm: "abcdefgx" });
    expect(submit).toBeDisabled(); // no digit
    fillSignUp(dialog, { password: "abcdefg8", confirm: "abcdefg8" });
    expect(submit).toBeEnabled();
    tick(dialog, AGE);
    expect(submit).toBeDisabled();
    const terms = f.getByRole("link", { name: "Terms of Service" });
    expect(terms).toHaveAttribute("href", "/terms");
    expect(terms).toHaveAttribute("target", "_blank");
    expect(f.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(f.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("target", "_blank");
  });

  it("sign-up: the 10 services in their fixed order, expanded by default, collapsible", async () => {
    fakeApi();
    renderWithProviders(<Opener mode="signup" />);
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    const toggle = within(dialog).getByRole("button", { name: /Select your streaming services/ });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    // the visible names, in document order
    const services = [...dialog.querySelectorAll("label[for] > span:last-child")]
      .map((el) => el.textContent ?? "")
      .filter((t) => !/18 years|Terms/.test(t));
    expect(services).toEqual([
      "Netflix",
      "Prime Video",
      "Disney+",
      "Hulu",
      "Max",
      "Apple TV+",
      "Peacock",
      "Paramount+",
      "YouTube",
      "Tubi TV",
    ]);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(dialog).queryByRole("checkbox", { name: "Netflix" })).toBeNull();
  });

  it("sign-up: validation toasts, one problem at a time in a fixed order", async () => {
    const api = fakeApi();
    renderWithProviders(<Opener mode="signup" />);
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    fillSignUp(dialog, { password: "abcdefg1", confirm: "abcdefg1" });
    tick(dialog, AGE);
    tick(dialog, TERMS);
    const submit = within(dialog).getByRole("button", { name: "Create Account" });
    fireEvent.click(submit);
    expect(toasts.error).toHaveBeenLastCalledWith("Full name required", "Please enter your full name to continue.");
    fillSignUp(dialog, { name: "Ann" });
    fireEvent.click(submit);
    expect(toasts.error).toHaveBeenLastCalledWith("Email required", "Please enter your email address.");
    fillSignUp(dialog, { email: "ann@nowhere" });
    fireEvent.click(submit);
    expect(toasts.error).toHaveBeenLastCalledWith("Invalid email", "Please enter a valid email address.");
    expect(api.calls("/api/auth/signup")).toHaveLength(0);
  });

  it("sign-up: sends the trimmed fields, toasts, remembers the services and opens verification", async () => {
    const api = fakeApi(({ path, body }) =>
      path === "/api/auth/signup" ? signUpResponse((body as { email: string }).email) : undefined,
    );
    renderWithProviders(<Opener mode="signup" />);
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    fillSignUp(dialog, {
      name: "  Ann Example ",
      email: " Ann@Example.TEST",
      password: "popcorn42",
      confirm: "popcorn42",
    });
    tick(dialog, "Hulu");
    tick(dialog, "Netflix");
    tick(dialog, AGE);
    tick(dialog, TERMS);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Account" }));
    const verify = await screen.findByRole("dialog", { name: "Verify Your Email" });
    expect(within(verify).getByText("ann@example.test")).toBeInTheDocument();
    expect(api.calls("/api/auth/signup")[0]?.body).toEqual({
      full_name: "Ann Example",
      email: "ann@example.test",
      password: "popcorn42",
    });
    expect(toasts.success).toHaveBeenCalledWith(
      "Sign up successful!",
      "Please check your email and enter the verification code.",
    );
    expect(storage.getJson("moodreel.signupServices")).toEqual({
      email: "ann@example.test",
      services: ["netflix", "hulu"],
    });
    expect(screen.queryByRole("dialog", { name: "Welcome to Moodreel" })).toBeNull();
  });

  it("sign-up failure: 'Sign up failed' with the server's message, or the fallback", async () => {
    let answer = apiError(429, "rate_limited", "Too many requests. Please try again in 3 minutes.", {
      retry_after_seconds: 170,
    });
    fakeApi(({ path }) => (path === "/api/auth/signup" ? answer : undefined));
    renderWithProviders(<Opener mode="signup" />);
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    fillSignUp(dialog, { name: "Ann", email: "a@b.co", password: "abcdefg1", confirm: "abcdefg1" });
    tick(dialog, AGE);
    tick(dialog, TERMS);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Account" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Sign up failed", "Too many requests. Please try again in 3 minutes."),
    );
    // an answer without a user is an error of its own
    answer = json(200, { verification_required: true });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Account" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenLastCalledWith("Sign up failed", "No user data returned from signup"),
    );
  });

  it("sign-in: success takes up the session and closes the dialog", async () => {
    const api = fakeApi(({ path }) =>
      path === "/api/auth/signin" ? json(200, { user: user("ann@example.test"), is_admin: false }) : undefined,
    );
    renderWithProviders(
      <>
        <Opener mode="signin" />
        <Who />
      </>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    type(within(dialog).getByLabelText("Email"), "ann@example.test");
    type(within(dialog).getByLabelText("Password"), "popcorn42");
    fireEvent.submit(within(dialog).getByRole("form", { name: "Sign in" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // the session's answer reaches the page as a deferred render
    await waitFor(() => expect(screen.getByTestId("who")).toHaveTextContent("ann@example.test"));
    expect(api.calls("/api/auth/signin")[0]?.body).toEqual({ email: "ann@example.test", password: "popcorn42" });
  });

  it("sign-in: wrong credentials toast 'Sign in failed' with the message and keep the dialog", async () => {
    fakeApi(({ path }) =>
      path === "/api/auth/signin" ? apiError(400, "invalid_credentials", "Invalid login credentials") : undefined,
    );
    renderWithProviders(<Opener mode="signin" />);
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    type(within(dialog).getByLabelText("Email"), "ann@example.test");
    type(within(dialog).getByLabelText("Password"), "nope1234");
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith("Sign in failed", "Invalid login credentials"));
    expect(screen.getByRole("dialog", { name: "Welcome to Moodreel" })).toBeInTheDocument();
  });

  it("sign-in of an unconfirmed account opens the verification dialog", async () => {
    fakeApi(({ path }) =>
      path === "/api/auth/signin" ? apiError(403, "email_not_confirmed", "Email not confirmed") : undefined,
    );
    renderWithProviders(<Opener mode="signin" />);
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    type(within(dialog).getByLabelText("Email"), "Pending@Example.test");
    type(within(dialog).getByLabelText("Password"), "popcorn42");
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    const verify = await screen.findByRole("dialog", { name: "Verify Your Email" });
    expect(within(verify).getByText("Pending@Example.test")).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalledWith("Sign in failed", "Email not confirmed");
  });
});
