import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TImportResponse } from "@/shared/contracts/portability";
import { useSession } from "@/web/kit/session/session-provider";
import { clientDeps } from "@/web/lib/api";
import { saveFile } from "@/web/lib/save-file";
import { notify } from "@/web/lib/toast";
import { fakeApi, installBrowserShims, json, renderBrowse } from "@/web/test/browse-harness";
import { apiError, deferred } from "@/web/test/fake-api";
import { DataTab } from "./data-tab";

vi.mock("@/web/lib/save-file", () => ({ saveFile: vi.fn() }));
// Radix dialogs in jsdom are slow on a busy machine; these tests wait on real renders.
vi.setConfig({ testTimeout: 20_000 });

const realDeps = { ...clientDeps };
beforeAll(installBrowserShims);
beforeEach(() => {
  vi.spyOn(notify, "error").mockImplementation(() => "");
  vi.spyOn(notify, "success").mockImplementation(() => "");
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(saveFile).mockReset();
  Object.assign(clientDeps, realDeps);
});

const RATINGS = "Date,Name,Year,Letterboxd URI,Rating\r\n2024-05-01,Heat,1995,https://boxd.it/1,4.5\r\n";
const csvFile = (text = RATINGS, name = "ratings.csv") => new File([text], name, { type: "text/csv" });

const RESULT: TImportResponse = {
  source: "letterboxd",
  kind: "ratings",
  counts: { rows: 5, matched: 3, imported: 2, already_present: 1, unmatched: 2 },
  unmatched: [
    { line: 4, title: "=HYPERLINK(1)", year: 1999, reason: "not_in_catalogue" },
    { line: 6, title: "Crash", year: 2004, reason: "ambiguous" },
  ],
};

/** Who the session says is signed in, so a test can see the account being forgotten. */
function SessionProbe() {
  const { user } = useSession();
  return <p data-testid="who">{user ? "signed in" : "signed out"}</p>;
}

function serve(handler: NonNullable<Parameters<typeof fakeApi>[0]>["handler"]) {
  const api = fakeApi({ user: { id: "u1" }, handler });
  renderBrowse(
    <>
      <DataTab />
      <SessionProbe />
    </>,
  );
  return api;
}

const importCard = () => screen.getByRole("region", { name: "Import your history" });
const fileInput = () => within(importCard()).getByLabelText(/^Choose a file to import as/);

describe("Settings › Your data › Import", () => {
  it("sends the chosen file as Letterboxd ratings, then shows the counts and the unmatched rows as a CSV", async () => {
    const bodies: unknown[] = [];
    serve(({ method, path, body }) => {
      if (method !== "POST" || path !== "/api/me/import") return undefined;
      bodies.push(body);
      return json(200, RESULT);
    });
    const user = userEvent.setup();
    await screen.findByTestId("who");
    const ratingsFile = within(importCard()).getByRole("radio", { name: "Letterboxd ratings.csv" });
    expect(ratingsFile).toBeChecked();
    expect(ratingsFile).toHaveAccessibleDescription("Stars become ratings out of 10");
    await user.upload(fileInput(), csvFile());

    await within(importCard()).findByText("Import finished: 5 rows read");
    expect(bodies).toEqual([{ source: "letterboxd", kind: "ratings", csv: RATINGS }]);
    const terms = within(importCard())
      .getAllByRole("term")
      .map((t) => t.textContent);
    const values = within(importCard())
      .getAllByRole("definition")
      .map((d) => d.textContent);
    expect(terms).toEqual(["Matched", "Already present", "Unmatched"]);
    expect(values).toEqual(["3", "1", "2"]);
    expect(within(importCard()).getByText("2 new ratings added.")).toBeInTheDocument();

    await user.click(within(importCard()).getByRole("button", { name: "Download unmatched rows" }));
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe("moodreel-unmatched-letterboxd-ratings.csv");
    // formula-safe: the title that looks like a formula keeps its neutralising quote
    await expect(blob?.text()).resolves.toBe(
      "Line,Title,Year,Reason\r\n" +
        "4,'=HYPERLINK(1),1999,Not in the Moodreel catalogue\r\n" +
        "6,Crash,2004,Several titles match this title and year\r\n",
    );

    await user.click(within(importCard()).getByRole("button", { name: "Import another file" }));
    expect(fileInput()).toBeInTheDocument();
  });

  it("takes a dropped file for the source chosen, and says when nothing new was added", async () => {
    const bodies: { source: string; kind: string }[] = [];
    serve(({ method, path, body }) => {
      if (method !== "POST" || path !== "/api/me/import") return undefined;
      bodies.push(body as { source: string; kind: string });
      return json(200, {
        ...RESULT,
        source: "imdb",
        kind: "watchlist",
        counts: { rows: 1, matched: 1, imported: 0, already_present: 1, unmatched: 0 },
        unmatched: [],
      });
    });
    const user = userEvent.setup();
    await user.click(await within(importCard()).findByRole("radio", { name: "IMDb watchlist" }));
    const zone = importCard().querySelector("[data-drop-zone]") as HTMLElement;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: "none" } });
    expect(within(zone).getByText("Drop it here")).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile("Const,Title\r\n", "WATCHLIST.csv")] } });

    await within(importCard()).findByText("Import finished: 1 row read");
    expect(bodies).toMatchObject([{ source: "imdb", kind: "watchlist" }]);
    expect(
      within(importCard()).getByText("Nothing new to add: everything that matched is already in your account."),
    ).toBeInTheDocument();
    expect(within(importCard()).queryByRole("button", { name: "Download unmatched rows" })).not.toBeInTheDocument();
  });

  it("shows the upload's progress, then 'Matching' until the server answers", async () => {
    const answer = deferred();
    serve(({ method, path }) => (method === "POST" && path === "/api/me/import" ? answer.promise : undefined));
    const user = userEvent.setup();
    await screen.findByTestId("who");
    await user.upload(fileInput(), csvFile());
    // the fake API counts the whole body as sent at once
    expect(await within(importCard()).findByText("Matching titles against the catalogue...")).toBeInTheDocument();
    const bar = within(importCard()).getByRole("progressbar", { name: "Importing ratings.csv" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(importCard().querySelector("[data-drop-zone]")).toBeNull();
    answer.resolve(json(200, RESULT));
    await within(importCard()).findByText("Import finished: 5 rows read");
  });

  it("shows the server's message for a refused file, and takes another one", async () => {
    const message = 'The file has no "Rating10" or "Rating" column. A ratings file starts with: Date,Name,Year,…';
    let refuse = true;
    serve(({ method, path }) => {
      if (method !== "POST" || path !== "/api/me/import") return undefined;
      return refuse ? apiError(400, "invalid_file", message) : json(200, RESULT);
    });
    const user = userEvent.setup();
    await screen.findByTestId("who");
    await user.upload(fileInput(), csvFile("Date,Name,Year\r\n", "watched.csv"));
    const alert = await within(importCard()).findByRole("alert");
    expect(alert).toHaveTextContent("watched.csv couldn't be imported");
    expect(alert).toHaveTextContent(message);

    refuse = false;
    await user.upload(fileInput(), csvFile());
    await within(importCard()).findByText("Import finished: 5 rows read");
  });

  it("refuses a file over 5 MB without sending it", async () => {
    const api = serve(() => undefined);
    const user = userEvent.setup();
    await screen.findByTestId("who");
    const big = csvFile("x");
    Object.defineProperty(big, "size", { value: 5 * 1024 * 1024 + 1 });
    await user.upload(fileInput(), big);
    expect(await within(importCard()).findByRole("alert")).toHaveTextContent("The file is larger than 5 MB.");
    expect(api.requests.filter((url) => url.pathname === "/api/me/import")).toEqual([]);
  });
});

describe("Settings › Your data › Export", () => {
  it("downloads the JSON and each CSV under the server's file names", async () => {
    const api = serve(({ url }) => {
      if (url.pathname === "/api/me/export") {
        return new Response('{"format":"moodreel-export/1"}', {
          headers: { "content-disposition": 'attachment; filename="moodreel-export-2026-11-01.json"' },
        });
      }
      if (url.pathname === "/api/me/export.csv") {
        const kind = url.searchParams.get("kind");
        return new Response("Title,Year\r\n", {
          headers: { "content-disposition": `attachment; filename="moodreel-${kind}.csv"` },
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: "Export your data" });
    // says what the file holds, the newer parts included
    expect(card).toHaveTextContent(/hidden titles, alerts, watch-together sessions/);
    await user.click(within(card).getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    for (const label of ["Ratings CSV", "Watch list CSV", "Watched CSV"]) {
      await waitFor(() => expect(within(card).getByRole("button", { name: label })).toBeEnabled());
      await user.click(within(card).getByRole("button", { name: label }));
    }
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(4));
    expect(vi.mocked(saveFile).mock.calls.map(([, name]) => name)).toEqual([
      "moodreel-export-2026-11-01.json",
      "moodreel-ratings.csv",
      "moodreel-watchlist.csv",
      "moodreel-watched.csv",
    ]);
    await expect(vi.mocked(saveFile).mock.calls[0]?.[0].text()).resolves.toBe('{"format":"moodreel-export/1"}');
    const exports = api.requests.filter((u) => u.pathname.startsWith("/api/me/export"));
    expect(exports.map((u) => u.pathname + u.search)).toEqual([
      "/api/me/export",
      "/api/me/export.csv?kind=ratings",
      "/api/me/export.csv?kind=watchlist",
      "/api/me/export.csv?kind=watched",
    ]);
  });

  it("says so when a download fails", async () => {
    serve(({ url }) =>
      url.pathname === "/api/me/export" ? apiError(401, "unauthorized", "Sign in first.") : undefined,
    );
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: "Export your data" });
    // says what the file holds, the newer parts included
    expect(card).toHaveTextContent(/hidden titles, alerts, watch-together sessions/);
    await user.click(within(card).getByRole("button", { name: "Download my data" }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Error", "Failed to download your data. Please try again."),
    );
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe("Settings › Your data › Delete account", () => {
  async function openDialog() {
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: "Delete account" });
    await waitFor(() => expect(screen.getByTestId("who")).toHaveTextContent("signed in"));
    await user.click(within(card).getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    return { user, dialog };
  }

  it("asks for the password and the typed word, shows a refusal, then deletes and forgets the session", async () => {
    const passwords: unknown[] = [];
    const api = serve(({ method, path, body }) => {
      if (method !== "DELETE" || path !== "/api/me") return undefined;
      const { password } = body as { password: string };
      passwords.push(password);
      return password === "popcorn42"
        ? json(200, { deleted: true })
        : apiError(403, "wrong_password", "That password is not correct.", { field: "password" });
    });
    const { user, dialog } = await openDialog();
    const remove = within(dialog).getByRole("button", { name: "Delete account" });
    expect(remove).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Password"), "wrong-one");
    await user.type(within(dialog).getByLabelText("Type DELETE to confirm"), "delete");
    expect(remove).toBeDisabled();
    await user.clear(within(dialog).getByLabelText("Type DELETE to confirm"));
    await user.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
    expect(remove).toBeEnabled();
    await user.click(remove);

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("That password is not correct.");
    expect(within(dialog).getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("who")).toHaveTextContent("signed in");

    await user.clear(within(dialog).getByLabelText("Password"));
    await user.type(within(dialog).getByLabelText("Password"), "popcorn42{Enter}");
    await waitFor(() => expect(screen.getByTestId("who")).toHaveTextContent("signed out"));
    expect(passwords).toEqual(["wrong-one", "popcorn42"]);
    // the server ended the session with the account: no sign-out request follows
    expect(api.requests.map((u) => u.pathname)).not.toContain("/api/auth/signout");
    expect(notify.success).toHaveBeenCalledWith(
      "Account deleted",
      "Your account and all its data have been deleted. We've e-mailed you a confirmation.",
    );
  });

  it("Cancel closes the dialog and forgets what was typed", async () => {
    const api = serve(() => undefined);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText("Password"), "secret");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const again = await screen.findByRole("alertdialog", { name: "Delete your account?" });
    expect(within(again).getByLabelText("Password")).toHaveValue("");
    expect(api.requests.filter((u) => u.pathname === "/api/me")).toEqual([]);
  });
});
