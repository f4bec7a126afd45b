import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { NO_TONIGHT, type TonightContext } from "../tonight-context";
import { TonightControls } from "./tonight-controls";

afterEach(cleanup);

function Harness({ initial = NO_TONIGHT, seen }: { initial?: TonightContext; seen: TonightContext[] }) {
  const [value, setValue] = useState(initial);
  return (
    <TonightControls
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const who = () => screen.getByRole("radiogroup", { name: "Who's watching" });
const time = () => screen.getByRole("radiogroup", { name: "Time I have" });
const checked = (group: HTMLElement) =>
  within(group)
    .getAllByRole("radio")
    .filter((r) => r.getAttribute("aria-checked") === "true")
    .map((r) => r.textContent);

describe("TonightControls", () => {
  it("offers who is watching and the time, labelled, with nothing chosen and 'Any' time to begin with", () => {
    render(<Harness seen={[]} />);
    expect(
      within(who())
        .getAllByRole("radio")
        .map((r) => r.textContent),
    ).toEqual(["Just me", "Partner", "Friends", "Kids", "Family"]);
    expect(
      within(time())
        .getAllByRole("radio")
        .map((r) => r.textContent),
    ).toEqual(["30 min", "60 min", "90 min", "2 hours", "Any"]);
    expect(checked(who())).toEqual([]);
    expect(checked(time())).toEqual(["Any"]);
    // Clear appears only once something is chosen
    expect(screen.queryByRole("button", { name: "Clear who's watching and time" })).not.toBeInTheDocument();
  });

  it("choosing sets one of each; the pressed audience again unsets it, and 'Any' unsets the time", async () => {
    const seen: TonightContext[] = [];
    render(<Harness seen={seen} />);
    await userEvent.click(within(who()).getByRole("radio", { name: "Kids" }));
    await userEvent.click(within(time()).getByRole("radio", { name: "90 min" }));
    expect(seen.at(-1)).toEqual({ audience: "kids", minutes: 90 });
    expect(checked(who())).toEqual(["Kids"]);
    expect(checked(time())).toEqual(["90 min"]);

    await userEvent.click(within(time()).getByRole("radio", { name: "2 hours" }));
    expect(seen.at(-1)).toEqual({ audience: "kids", minutes: 120 });
    await userEvent.click(within(who()).getByRole("radio", { name: "Kids" }));
    expect(seen.at(-1)).toEqual({ audience: null, minutes: 120 });
    await userEvent.click(within(time()).getByRole("radio", { name: "Any" }));
    expect(seen.at(-1)).toEqual(NO_TONIGHT);
    expect(checked(time())).toEqual(["Any"]);
  });

  it("Clear unsets both", async () => {
    const seen: TonightContext[] = [];
    render(<Harness seen={seen} initial={{ audience: "partner", minutes: 60 }} />);
    expect(checked(who())).toEqual(["Partner"]);
    await userEvent.click(screen.getByRole("button", { name: "Clear who's watching and time" }));
    expect(seen).toEqual([NO_TONIGHT]);
    expect(checked(who())).toEqual([]);
    expect(checked(time())).toEqual(["Any"]);
  });

  it("works from the keyboard: Tab into a row, arrows move, Space chooses", async () => {
    const seen: TonightContext[] = [];
    render(<Harness seen={seen} />);
    await userEvent.tab();
    expect(within(who()).getByRole("radio", { name: "Just me" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight} ");
    expect(seen.at(-1)).toEqual({ audience: "kids", minutes: null });
    await userEvent.tab();
    // the time row takes focus on its chosen item
    expect(within(time()).getByRole("radio", { name: "Any" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{Enter}");
    expect(seen.at(-1)).toEqual({ audience: "kids", minutes: 90 });
  });
});
