import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, location, renderWithProviders, user } from "@/web/features/auth/test-kit";
import { RequireUser } from "./guards";
import { HomeRoute } from "./router";

vi.mock("@/web/lib/toast", () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
// Radix dialogs in jsdom are slow on a busy machine; these tests wait on real renders.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => cleanup());

/** The watch-together page behind the guard, the app's own /login route, and a stand-in home. */
function App({ othersTo = "/login" }: { othersTo?: string }) {
  return (
    <Routes>
      <Route
        path="/together/:code"
        element={
          <RequireUser to={othersTo}>
            <h1>Watch together</h1>
          </RequireUser>
        }
      />
      <Route path="/login" element={<HomeRoute signIn />} />
      <Route path="/" element={<h1>Home</h1>} />
    </Routes>
  );
}

describe("RequireUser", () => {
  it("sends a signed-out visitor to /login carrying the page they asked for", async () => {
    fakeApi();
    renderWithProviders(<App />, { path: "/together/AB12CD?via=link" });
    await waitFor(() => expect(location.current).toBe("/login?next=%2Ftogether%2FAB12CD%3Fvia%3Dlink"));
    expect(screen.queryByRole("heading", { name: "Watch together" })).toBeNull();
  });

  it("lets a signed-in user straight through", async () => {
    const api = fakeApi();
    api.state.session = { user: user("ann@example.test"), is_admin: false };
    renderWithProviders(<App />, { path: "/together/AB12CD" });
    expect(await screen.findByRole("heading", { name: "Watch together" })).toBeInTheDocument();
    expect(location.current).toBe("/together/AB12CD");
  });

  it("sends others elsewhere without a return page when the route says so", async () => {
    fakeApi();
    renderWithProviders(<App othersTo="/" />, { path: "/together/AB12CD" });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(location.current).toBe("/");
  });

  it("signing in on the /login it sent them to brings them back to the shared link", async () => {
    const api = fakeApi(({ path }) => {
      if (path !== "/api/auth/signin") return undefined;
      api.state.session = { user: user("ann@example.test"), is_admin: false };
      return json(200, api.state.session);
    });
    renderWithProviders(<App />, { path: "/together/AB12CD" });
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
    expect(location.current).toBe("/login?next=%2Ftogether%2FAB12CD");
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "ann@example.test" } });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "popcorn42" } });
    fireEvent.submit(within(dialog).getByRole("form", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Watch together" })).toBeInTheDocument();
    expect(location.current).toBe("/together/AB12CD");
  });

  it.each([["//evil.com"], ["https://evil.com/"], ["/\\evil.com"], ["/%2F%2Fevil.com"]])(
    "signing in on /login?next=%s goes home, never off the site",
    async (next) => {
      const api = fakeApi(({ path }) => {
        if (path !== "/api/auth/signin") return undefined;
        api.state.session = { user: user("ann@example.test"), is_admin: false };
        return json(200, api.state.session);
      });
      renderWithProviders(<App />, { path: `/login?next=${encodeURIComponent(next)}` });
      const dialog = await screen.findByRole("dialog", { name: "Welcome to Moodreel" });
      fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "ann@example.test" } });
      fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "popcorn42" } });
      fireEvent.submit(within(dialog).getByRole("form", { name: "Sign in" }));
      expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
      expect(location.current).toBe("/");
    },
  );
});
