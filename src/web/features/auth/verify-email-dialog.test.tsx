import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storage } from "@/web/lib/storage";
import { apiError, fakeApi, json, Opener, renderWithProviders, user, Who } from "./test-kit";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("@/web/lib/toast", () => ({ notify: toasts }));
// Radix dialogs in jsdom are slow on a busy machine; these tests wait on real renders.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  for (const fn of Object.values(toasts)) fn.mockClear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the verification dialog", () => {
  async function openVerification(handler: Parameters<typeof fakeApi>[0], email = "ann@example.test") {
    const api = fakeApi((req) =>
      req.path === "/api/auth/signin" ? apiError(403, "email_not_confirmed", "Email not confirmed") : handler?.(req),
    );
    renderWithProviders(
      <>
        <Opener mode="signin" />
        <Who />
      </>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: email } });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "popcorn42" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign In" }));
    const verify = await screen.findByRole("dialog", { name: "Verify Your Email" });
    return { api, verify };
  }

  it("asks for a code when the box is empty; the box holds at most 6 characters", async () => {
    const { verify, api } = await openVerification(() => undefined);
    const box = within(verify).getByLabelText("Verification code");
    expect(box).toHaveAttribute("maxlength", "6");
    fireEvent.change(box, { target: { value: "12 34 5678" } });
    expect(box).toHaveValue("123456");
    fireEvent.change(box, { target: { value: "" } });
    fireEvent.click(within(verify).getByRole("button", { name: "Verify Email" }));
    expect(toasts.error).toHaveBeenCalledWith(
      "Verification code required",
      "Please enter the verification code sent to your email.",
    );
    expect(api.calls("/api/auth/verify")).toHaveLength(0);
  });

  it("a wrong code shows the error state and the 'Verification failed' toast", async () => {
    const { verify } = await openVerification(({ path }) =>
      path === "/api/auth/verify" ? apiError(400, "invalid_code", "Invalid or expired verification code.") : undefined,
    );
    fireEvent.change(within(verify).getByLabelText("Verification code"), { target: { value: "000000" } });
    fireEvent.click(within(verify).getByRole("button", { name: "Verify Email" }));
    expect(await within(verify).findByRole("alert")).toHaveTextContent(
      "Invalid verification code. Please check and try again.",
    );
    expect(toasts.error).toHaveBeenCalledWith("Verification failed", "Invalid or expired verification code.");
    expect(within(verify).getByLabelText("Verification code")).toHaveAttribute("aria-invalid", "true");
  });

  it("success: 'Email Verified!' cannot be closed; 1.5 s later the session, 2 s later the services, close, welcome", async () => {
    storage.setJson("moodreel.signupServices", { email: "ann@example.test", services: ["netflix", "hulu"] });
    const { verify, api } = await openVerification(({ path, method }) => {
      if (path === "/api/auth/verify") return json(200, { user: user("ann@example.test"), is_admin: false });
      if (path === "/api/profile" && method === "PATCH") return json(200, { profile: null });
      return undefined;
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    fireEvent.change(within(verify).getByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(within(verify).getByRole("button", { name: "Verify Email" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(within(verify).getByText("Email Verified!")).toBeInTheDocument();
    expect(within(verify).queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.keyDown(verify, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Verify Your Email" })).toBeInTheDocument();
    expect(screen.getByTestId("who")).toHaveTextContent("anonymous");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1400);
    });
    expect(screen.getByTestId("who")).toHaveTextContent("anonymous");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(screen.getByTestId("who")).toHaveTextContent("ann@example.test");
    expect(api.calls("/api/profile", "PATCH")).toHaveLength(0);
    expect(screen.getByRole("dialog", { name: "Verify Your Email" })).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(api.calls("/api/profile", "PATCH").map((r) => r.body)).toEqual([
      { streaming_services: ["netflix", "hulu"], default_streaming_filter_enabled: true },
    ]);
    expect(screen.queryByRole("dialog", { name: "Verify Your Email" })).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith(
      "Email verified successfully!",
      "Welcome to Moodreel! Your email is verified and your account is ready.",
    );
    expect(storage.get("moodreel.signupServices")).toBeNull();
  });

  it("without chosen services nothing is saved, and a failed save is only logged", async () => {
    const { verify, api } = await openVerification(({ path }) =>
      path === "/api/auth/verify" ? json(200, { user: user("ann@example.test"), is_admin: false }) : undefined,
    );
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    fireEvent.change(within(verify).getByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(within(verify).getByRole("button", { name: "Verify Email" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3600);
    });
    expect(api.calls("/api/profile", "PATCH")).toHaveLength(0);
    expect(screen.queryByRole("dialog", { name: "Verify Your Email" })).toBeNull();
  });

  it("detects an address already confirmed when it opens", async () => {
    const { verify, api } = await openVerification(({ path }) =>
      path === "/api/auth/session" ? json(200, { user: user("ann@example.test"), is_admin: false }) : undefined,
    );
    expect(await within(verify).findByText("Email Verified!")).toBeInTheDocument();
    expect(api.calls("/api/auth/verify")).toHaveLength(0);
  });

  it("resend: toast, a new code box, and the cooldown; a 429 shows the seconds left", async () => {
    let first = true;
    const { verify, api } = await openVerification(({ path }) => {
      if (path !== "/api/auth/resend") return undefined;
      if (first) {
        first = false;
        return json(200, { ok: true, cooldown_seconds: 60 });
      }
      return apiError(429, "rate_limited", "Please wait 42 seconds before requesting a new code.", {
        retry_after_seconds: 42,
      });
    });
    const resend = within(verify).getByRole("button", { name: /Didn't receive the code\? Resend/ });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        "Verification code resent",
        "A new verification code has been sent to your email.",
      ),
    );
    expect(api.calls("/api/auth/resend")[0]?.body).toEqual({ email: "ann@example.test" });
    // the cooldown renders after the toast call; wait for it rather than catch it mid-update
    await waitFor(() => expect(resend).toHaveTextContent(/\((60|59)s\)/));
    expect(resend).toBeDisabled();
  });

  it("resend refused: 'Failed to resend code' with the message, and the cooldown it gave", async () => {
    const { verify } = await openVerification(({ path }) =>
      path === "/api/auth/resend"
        ? apiError(429, "rate_limited", "Please wait 42 seconds before requesting a new code.", {
            retry_after_seconds: 42,
          })
        : undefined,
    );
    const resend = within(verify).getByRole("button", { name: /Didn't receive the code\? Resend/ });
    fireEvent.click(resend);
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        "Failed to resend code",
        "Please wait 42 seconds before requesting a new code.",
      ),
    );
    await waitFor(() => expect(resend).toHaveTextContent(/\((42|41)s\)/));
    expect(resend).toBeDisabled();
  });

  it("can be closed while pending", async () => {
    const { verify } = await openVerification(() => undefined);
    fireEvent.click(within(verify).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Verify Your Email" })).toBeNull());
  });
});
