import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TProfile } from "@/shared/contracts/profile";
import { clientDeps } from "@/web/lib/api";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { StreamingTab } from "./streaming-tab";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

const PROFILE: TProfile = {
  id: "u1",
  username: "ann",
  full_name: "Ann Example",
  email: "ann@example.test",
  streaming_services: ["starz"],
  default_streaming_filter_enabled: false,
  availability_digest: false,
  created_at: "2025-08-01T10:00:00.000Z",
};

/** Serves the profile; PATCH answers `patchStatus` and, on success, stores the new services. */
function serveProfile(patchStatus = 200) {
  let profile = PROFILE;
  const patches: unknown[] = [];
  fakeApi({
    user: { id: "u1" },
    handler: ({ method, path }) => {
      if (path !== "/api/profile") return undefined;
      if (method === "GET") return json(200, { profile });
      return undefined;
    },
  });
  const inner = clientDeps.fetch;
  clientDeps.fetch = async (input, init) => {
    if (new URL(String(input), "http://app.test").pathname !== "/api/profile" || init?.method !== "PATCH") {
      return inner(input, init);
    }
    const body = JSON.parse(String(init.body));
    patches.push(body);
    if (patchStatus !== 200) return json(patchStatus, { error: { code: "internal", message: "boom" } });
    profile = { ...profile, ...body };
    return json(200, { profile });
  };
  return patches;
}

/** The display names under 'Your services'. */
function yourServices() {
  const list = screen.getByRole("list", { name: "Selected services" });
  return within(list)
    .getAllByRole("listitem")
    .map((li) => li.firstElementChild?.lastChild?.textContent);
}

describe("Settings › Streaming", () => {
  it("lists the sign-up services and keeps the longer list open while one of its services is ticked", async () => {
    serveProfile();
    renderBrowse(<StreamingTab />);
    expect(await screen.findByRole("checkbox", { name: "Starz" })).toBeChecked();
    const boxes = screen.getAllByRole("checkbox", { name: /Netflix|Hulu|Tubi TV|Starz/ });
    expect(boxes.map((b) => b.getAttribute("aria-checked"))).toEqual(["false", "false", "false", "true"]);
    expect(screen.queryByRole("checkbox", { name: "Amazon Video" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /more services/ })).not.toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Auto-apply streaming filter" })).toBeDisabled();
  });

  it("saves each tick, showing it at once", async () => {
    const patches = serveProfile();
    renderBrowse(<StreamingTab />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Netflix" }));
    expect(screen.getByRole("checkbox", { name: "Netflix" })).toBeChecked();
    await waitFor(() => expect(patches).toEqual([{ streaming_services: ["starz", "netflix"] }]));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Netflix" })).toBeEnabled());
    expect(screen.getByRole("checkbox", { name: "Netflix" })).toBeChecked();
    expect(yourServices()).toEqual(["Starz", "Netflix"]);
  });

  it("goes back to the saved services when a save fails", async () => {
    serveProfile(500);
    renderBrowse(<StreamingTab />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Netflix" }));
    expect(screen.getByRole("checkbox", { name: "Netflix" })).toBeChecked();
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Netflix" })).not.toBeChecked());
    expect(screen.getByRole("checkbox", { name: "Starz" })).toBeChecked();
    expect(yourServices()).toEqual(["Starz"]);
  });
});
