import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clientDeps } from "@/web/lib/api";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { EMPTY_FILTER, type StreamingFilterValue } from "../filter-state";
import { availabilityLine, StreamingFilterDialog } from "./streaming-filter-dialog";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  Object.assign(clientDeps, realDeps);
});

let latest: StreamingFilterValue = EMPTY_FILTER;
function Harness({ userId, count = 12 }: { userId?: string; count?: number }) {
  const [value, setValue] = useState<StreamingFilterValue>(EMPTY_FILTER);
  latest = value;
  return (
    <StreamingFilterDialog value={value} onChange={setValue} availableCount={count} wording="media" userId={userId} />
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole("button", { name: /^Filter by streaming service/ }));
  const dialog = await screen.findByRole("dialog", { name: "Filter by Streaming Service" });
  await within(dialog).findByRole("checkbox", { name: "Netflix" });
  return dialog;
}

describe("availability line", () => {
  it("prompts without a selection and counts with one", () => {
    expect(availabilityLine(false, 3, "recommendations")).toBe(
      "Select streaming services and availability types to filter recommendations",
    );
    expect(availabilityLine(true, 3, "recommendations")).toBe("3 recommendations available");
    expect(availabilityLine(true, 1, "recommendations")).toBe("1 recommendation available");
    expect(availabilityLine(true, 42, "media")).toBe("42 media items available");
    expect(availabilityLine(true, undefined, "media")).toBe("Counting…");
  });
});

describe("StreamingFilterDialog", () => {
  it("lists Watch Options and the subscription and free services, sign-up ones first", async () => {
    fakeApi();
    renderBrowse(<Harness />);
    const dialog = await openDialog();
    expect(within(dialog).getByText("Watch Options")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: /^Rent/ })).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Select streaming services and availability types to filter media/),
    ).toBeInTheDocument();
    const boxes = within(dialog).getAllByRole("checkbox");
    const order = [/^Rent/, /^Buy/, "Subscription Services", "Netflix", "Hulu", "Tubi TV"].map((name) =>
      boxes.indexOf(within(dialog).getByRole("checkbox", { name })),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(within(dialog).queryByRole("checkbox", { name: "Starz" })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "More services (1)" }));
    expect(within(dialog).getByRole("checkbox", { name: "Starz" })).toBeInTheDocument();
    // stores are not subscription services
    expect(within(dialog).queryByRole("checkbox", { name: "Amazon Video" })).not.toBeInTheDocument();
  });

  it("master box selects every service and unticking clears them; picking all one by one ticks it", async () => {
    fakeApi();
    renderBrowse(<Harness />);
    const dialog = await openDialog();
    const master = within(dialog).getByRole("checkbox", { name: "Subscription Services" });
    fireEvent.click(master);
    expect(latest.services).toEqual(["netflix", "hulu", "tubi tv", "starz"]);
    expect(master).toHaveAttribute("data-state", "checked");
    expect(within(dialog).getByRole("button", { name: "Remove All subscription services filter" })).toBeInTheDocument();
    fireEvent.click(master);
    expect(latest.services).toEqual([]);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Netflix" }));
    expect(master).toHaveAttribute("data-state", "unchecked");
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Hulu" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Tubi TV" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "More services (1)" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Starz" }));
    expect(master).toHaveAttribute("data-state", "checked");
  });

  it("chips remove one selection, Clear empties all, the trigger shows the count, Done closes", async () => {
    fakeApi();
    renderBrowse(<Harness />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Netflix" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /^Buy/ }));
    expect(within(dialog).getByText("12 media items available")).toBeInTheDocument();
    const chips = within(dialog).getByRole("list", { name: "Selected filters" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Netflix", "Buy"]);
    fireEvent.click(within(chips).getByRole("button", { name: "Remove Netflix filter" }));
    expect(latest).toEqual({ services: [], watchOptions: ["buy"] });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Hulu" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const trigger = screen.getByRole("button", { name: "Filter 2 active, by streaming service" });
    expect(within(trigger).getByText("2")).toBeInTheDocument();
    fireEvent.click(trigger);
    const again = await screen.findByRole("dialog");
    fireEvent.click(within(again).getByRole("button", { name: "Clear" }));
    expect(latest).toEqual(EMPTY_FILTER);
    expect(within(again).getByRole("button", { name: "Clear" })).toBeDisabled();
    fireEvent.keyDown(again, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Filter by streaming service" })).toHaveFocus();
  });

  it("'Use My Services' is not offered without a user id", async () => {
    fakeApi();
    renderBrowse(<Harness />);
    const dialog = await openDialog();
    expect(within(dialog).queryByRole("button", { name: /Use My Services|Loading/ })).not.toBeInTheDocument();
  });

  it("'Use My Services' reads 'Loading...' while the profile loads, then selects the saved services", async () => {
    let release: (r: Response) => void = () => {};
    fakeApi({
      user: { id: "u-1" },
      handler: ({ path }) =>
        path === "/api/profile"
          ? (new Promise<Response>((r) => {
              release = r;
            }) as unknown as Response)
          : undefined,
    });
    renderBrowse(<Harness userId="u-1" />);
    const dialog = await openDialog();
    const loading = await within(dialog).findByRole("button", { name: "Loading..." });
    expect(loading).toBeDisabled();
    await act(async () =>
      release(
        json(200, {
          profile: {
            id: "u-1",
            username: null,
            full_name: null,
            email: null,
            streaming_services: ["netflix", "hulu"],
            default_streaming_filter_enabled: true,
            availability_digest: false,
            created_at: "2026-01-01T00:00:00.000Z",
          },
        }),
      ),
    );
    const use = await within(dialog).findByRole("button", { name: "Use My Services" });
    expect(use).toBeEnabled();
    fireEvent.click(use);
    expect(latest.services).toEqual(["netflix", "hulu"]);
    expect(within(dialog).getByRole("checkbox", { name: "Netflix" })).toHaveAttribute("data-state", "checked");
    expect(within(dialog).getByRole("checkbox", { name: "Hulu" })).toHaveAttribute("data-state", "checked");
    expect(within(dialog).getByRole("checkbox", { name: "Subscription Services" })).toHaveAttribute(
      "data-state",
      "unchecked",
    );
  });

  it("'Use My Services' is disabled when the user saved none", async () => {
    fakeApi({
      user: { id: "u-1" },
      handler: ({ path }) => (path === "/api/profile" ? json(200, { profile: null }) : undefined),
    });
    renderBrowse(<Harness userId="u-1" />);
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Use My Services" })).toBeDisabled());
  });
});
