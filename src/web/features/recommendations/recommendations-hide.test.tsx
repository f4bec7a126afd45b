import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { THiddenTitle } from "@/shared/contracts/hidden";
import { clientDeps } from "@/web/lib/api";
import { notify, type ToastAction } from "@/web/lib/toast";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { hiddenStore, hiddenTitle } from "@/web/test/fake-hidden";
import { makeRecommendations } from "./recommendation-fixtures";
import { saveRecommendations } from "./recommendation-storage";
import { RecommendationsPage } from "./recommendations-page";

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(notify, "error").mockImplementation(() => "");
  vi.spyOn(notify, "success").mockImplementation(() => "");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(clientDeps, realDeps);
});

const RECS = makeRecommendations(5);

/** The page with five restored picks (no request needed), the hidden list and the feedback log. */
function setup(hidden: THiddenTitle[] = []) {
  saveRecommendations("u1", { query: "cozy", recommendations: RECS, revealed: 1, page: 0, index: 0 });
  const store = hiddenStore(hidden);
  const feedback: unknown[] = [];
  const writes: string[] = [];
  fakeApi({
    user: { id: "u1" },
    handler: (req) => {
      if (req.method !== "GET") writes.push(`${req.method} ${req.path}`);
      if (req.path === "/api/recommendations/feedback") {
        feedback.push(req.body);
        return json(200, { ok: true });
      }
      return store.handler(req);
    },
  });
  renderBrowse(<RecommendationsPage />);
  return { store, feedback, writes };
}

const cardTitles = () =>
  [...document.querySelectorAll("[data-recommendation-card] h3")].map((h) => h.textContent?.replace(/:.*$/, ""));

const lastUndo = () => vi.mocked(notify.success).mock.calls.at(-1)?.[2] as ToastAction;

describe("Hiding a recommendation", { timeout: 20_000 }, () => {
  it("takes the card out of the list at once, logs hidden_never, and Undo brings it back", async () => {
    const { feedback, writes } = setup();
    const user = userEvent.setup();
    await waitFor(() => expect(cardTitles()).toHaveLength(5));

    await user.click(screen.getByRole("button", { name: "Hide Title 1 from recommendations" }));
    await user.click(await screen.findByRole("menuitem", { name: /^Never show this/ }));
    await waitFor(() => expect(cardTitles()).toEqual(["Title 2", "Title 3", "Title 4", "Title 5"]));
    await waitFor(() => expect(screen.getByRole("heading", { level: 2 })).toHaveFocus());

    await waitFor(() =>
      expect(feedback).toEqual([
        {
          recommendation_id: RECS[0]?.recommendation_id,
          feedback_type: "hidden_never",
          feedback_value: { source: "grid_card", title: "Title 1", year: RECS[0]?.year },
        },
      ]),
    );
    expect(notify.success).toHaveBeenCalledWith("Hidden for good", "Title 1 won't be recommended again.", {
      label: "Undo",
      onClick: expect.any(Function),
    });

    lastUndo().onClick();
    await waitFor(() => expect(cardTitles()).toEqual(["Title 1", "Title 2", "Title 3", "Title 4", "Title 5"]));
    await waitFor(() =>
      expect(writes).toEqual([
        `PUT /api/me/hidden/${RECS[0]?.media.id}`,
        "POST /api/recommendations/feedback",
        `DELETE /api/me/hidden/${RECS[0]?.media.id}`,
      ]),
    );
  });

  it("from the details dialog: the dialog closes, the card goes and hidden_not_tonight is logged", async () => {
    const { feedback, store } = setup();
    const user = userEvent.setup();
    await waitFor(() => expect(cardTitles()).toHaveLength(5));

    await user.click(screen.getByRole("button", { name: "Title 3: details and why it was recommended" }));
    const dialog = await screen.findByRole("dialog", { name: "Title 3" });
    await user.click(within(dialog).getByRole("button", { name: "Hide Title 3 from recommendations" }));
    await user.click(await screen.findByRole("menuitem", { name: /^Not tonight/ }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(cardTitles()).toEqual(["Title 1", "Title 2", "Title 4", "Title 5"]);
    // the card that opened the dialog is gone, so focus lands on the results heading
    await waitFor(() => expect(screen.getByRole("heading", { level: 2 })).toHaveFocus());
    expect(store.items.get(RECS[2]?.media.id ?? "")?.kind).toBe("not_tonight");
    await waitFor(() =>
      expect(feedback).toContainEqual(
        expect.objectContaining({ recommendation_id: RECS[2]?.recommendation_id, feedback_type: "hidden_not_tonight" }),
      ),
    );
  });

  it("leaves out what is already hidden", async () => {
    setup([hiddenTitle({ media_id: RECS[1]?.media.id ?? "" })]);
    await waitFor(() => expect(cardTitles()).toEqual(["Title 1", "Title 3", "Title 4", "Title 5"]));
    expect(screen.getByTestId("recommendations-status")).toHaveTextContent("4 recommendations for your mood");
  });
});
