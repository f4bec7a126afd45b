import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TProfile } from "@/shared/contracts/profile";
import { clientDeps } from "@/web/lib/api";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { ProfileTab } from "./profile-tab";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

const PROFILE: TProfile = {
  id: "u1",
  username: "ann",
  full_name: null,
  email: "ann@example.test",
  streaming_services: [],
  default_streaming_filter_enabled: false,
  availability_digest: false,
  created_at: "2025-08-01T10:00:00.000Z",
};

describe("Settings › Profile", () => {
  it("shows 'No name set' until a name is saved, then the name", async () => {
    let profile = PROFILE;
    const patches: unknown[] = [];
    fakeApi({ user: { id: "u1" } });
    const inner = clientDeps.fetch;
    clientDeps.fetch = async (input, init) => {
      if (new URL(String(input), "http://app.test").pathname !== "/api/profile") return inner(input, init);
      if (init?.method === "PATCH") {
        const body = JSON.parse(String(init.body));
        patches.push(body);
        profile = { ...profile, ...body };
      }
      return json(200, { profile });
    };
    renderBrowse(<ProfileTab />);
    expect(await screen.findByText("No name set")).toBeInTheDocument();
    expect(screen.getByText("@ann · Member since August 2025")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "  Ann Lee " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByLabelText("Full Name")).not.toBeInTheDocument());
    expect(patches).toEqual([{ full_name: "Ann Lee" }]);
    expect(screen.getByText("Ann Lee")).toBeInTheDocument();
  });

  it("offers a retry when the profile cannot be loaded", async () => {
    fakeApi({ user: { id: "u1" }, handler: ({ path }) => (path === "/api/profile" ? json(500, {}) : undefined) });
    renderBrowse(<ProfileTab />);
    expect(await screen.findByText("We couldn't load your profile just now.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
