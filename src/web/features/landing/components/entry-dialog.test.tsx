import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthDialogContext } from "@/web/kit/session/auth-dialog";
import { EntryDialog } from "./entry-dialog";

const authOpen = vi.fn();
const setGuest = vi.fn();
const toastError = vi.fn();

vi.mock("@/web/kit/session/session-provider", () => ({
  useSession: () => ({ setGuest }),
}));
vi.mock("@/web/lib/toast", () => ({
  notify: { error: (...a: unknown[]) => toastError(...a), success: vi.fn(), info: vi.fn() },
}));

function setup() {
  const onOpenChange = vi.fn();
  render(
    <AuthDialogContext.Provider value={{ open: authOpen, close: vi.fn() }}>
      <EntryDialog open onOpenChange={onOpenChange} />
    </AuthDialogContext.Provider>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

afterEach(cleanup);

// Radix measures the checkbox; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

beforeEach(() => {
  authOpen.mockReset();
  setGuest.mockReset();
  toastError.mockReset();
});

describe("EntryDialog", () => {
  it("keeps Get Started disabled until both boxes are ticked, explaining what is missing", async () => {
    const { user } = setup();
    const start = screen.getByRole("button", { name: "Get Started" });
    expect(start).toHaveAttribute("aria-disabled", "true");

    await user.click(start);
    expect(toastError).toHaveBeenLastCalledWith(
      "Age verification required",
      "You must confirm that you are 18 years or older to continue.",
    );

    await user.click(screen.getByRole("checkbox", { name: "I confirm that I am 18 years or older" }));
    expect(start).toHaveAttribute("aria-disabled", "true");
    await user.click(start);
    expect(toastError).toHaveBeenLastCalledWith(
      "Terms acceptance required",
      "You must accept the Terms of Service and Privacy Policy to continue.",
    );

    await user.click(screen.getByRole("checkbox", { name: /I accept the Terms of Service and Privacy Policy/ }));
    expect(start).toHaveAttribute("aria-disabled", "false");
    await user.click(start);
    expect(toastError).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue as Guest" })).toBeInTheDocument();
  });

  it("asks for the terms alone when only the age is missing", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("checkbox", { name: /Terms of Service/ }));
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    expect(toastError).toHaveBeenLastCalledWith(
      "Age verification required",
      "You must confirm that you are 18 years or older to continue.",
    );
  });

  it("opens the terms and privacy pages in a new tab", () => {
    setup();
    const terms = screen.getByRole("link", { name: "Terms of Service" });
    const privacy = screen.getByRole("link", { name: "Privacy Policy" });
    expect(terms).toHaveAttribute("href", "/terms");
    expect(privacy).toHaveAttribute("href", "/privacy");
    expect(terms).toHaveAttribute("target", "_blank");
    expect(privacy).toHaveAttribute("target", "_blank");
  });

  async function consent(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("checkbox", { name: /18 years or older/ }));
    await user.click(screen.getByRole("checkbox", { name: /Terms of Service/ }));
    await user.click(screen.getByRole("button", { name: "Get Started" }));
  }

  it("hands Sign In and Sign Up to the auth dialog and closes itself", async () => {
    const { user, onOpenChange } = setup();
    await consent(user);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(authOpen).toHaveBeenLastCalledWith("signin");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(authOpen).toHaveBeenLastCalledWith("signup");
    expect(setGuest).not.toHaveBeenCalled();
  });

  it("switches guest mode on for Continue as Guest", async () => {
    const { user, onOpenChange } = setup();
    await consent(user);
    const guest = screen.getByRole("button", { name: "Continue as Guest" });
    expect(guest).toHaveAccessibleDescription("Browse, search and filter the catalogue without an account.");
    await user.click(guest);
    expect(setGuest).toHaveBeenCalledWith(true);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(authOpen).not.toHaveBeenCalled();
  });
});
