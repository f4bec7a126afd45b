import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MOOD_COPY, MOOD_PRESETS, MOOD_SUGGESTIONS } from "../mood-presets";
import { NO_TONIGHT } from "../tonight-context";
import { MoodPanel } from "./mood-panel";

afterEach(cleanup);

function Harness({
  onSubmit,
  loading = false,
  initial = "",
}: {
  onSubmit(m: string): void;
  loading?: boolean;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  const [tonight, setTonight] = useState(NO_TONIGHT);
  return (
    <MoodPanel
      value={value}
      onValueChange={setValue}
      onSubmit={onSubmit}
      tonight={tonight}
      onTonightChange={setTonight}
      loading={loading}
      inputId="mood"
    />
  );
}

describe("MoodPanel", () => {
  it("shows the label, hint, placeholder and the ten presets", () => {
    render(<Harness onSubmit={() => {}} />);
    const box = screen.getByRole("textbox", { name: "What are you in the mood for?" });
    expect(box).toHaveAccessibleDescription(
      "Describe anything - a mood, genre, or even a specific movie vibe. Be as creative as you want!",
    );
    expect(box).toHaveAttribute("placeholder", MOOD_COPY.placeholder);
    for (const preset of MOOD_PRESETS) expect(screen.getByRole("button", { name: preset })).toBeInTheDocument();
    expect(MOOD_PRESETS).toHaveLength(10);
  });

  it("the button is disabled while the text is blank, and Enter is ignored", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const button = screen.getByRole("button", { name: "Find My Perfect Watch" });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox"), "   {Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
  });

  it("Enter with text submits it trimmed; Shift+Enter adds a line instead", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const box = screen.getByRole("textbox");
    await userEvent.type(box, "  something cozy{Shift>}{Enter}{/Shift}");
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, "and warm {Enter}");
    expect(onSubmit).toHaveBeenCalledWith("something cozy\nand warm");
  });

  it("the button submits too", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} initial="heist movie" />);
    await userEvent.click(screen.getByRole("button", { name: "Find My Perfect Watch" }));
    expect(onSubmit).toHaveBeenCalledWith("heist movie");
  });

  it("while loading it reads 'Finding perfect matches...' and nothing submits", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} loading initial="funny" />);
    const button = screen.getByRole("button", { name: /Finding perfect matches\.\.\./ });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox"), "{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "date night" })).toBeDisabled();
  });

  it("a preset fills the box and asks at once", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "cozy rainy day" }));
    expect(onSubmit).toHaveBeenCalledWith("cozy rainy day");
    expect(screen.getByRole("textbox")).toHaveValue("cozy rainy day");
    expect(screen.getByRole("button", { name: "cozy rainy day" })).toHaveAttribute("aria-pressed", "true");
  });

  it("choosing a popular suggestion fills the box without submitting", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: /suggestions/i }));
    await userEvent.click(await screen.findByRole("button", { name: MOOD_SUGGESTIONS[3] }));
    expect(screen.getByRole("textbox")).toHaveValue(MOOD_SUGGESTIONS[3]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: MOOD_SUGGESTIONS[0] })).not.toBeInTheDocument();
  });
});
