import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { posterTint } from "../poster-tint";
import { Poster } from "./poster";

afterEach(cleanup);

const tileOf = (container: HTMLElement) => container.querySelector<HTMLElement>("[data-poster-fallback]");

describe("Poster", () => {
  it("shows a generated tile with the title and year when there is no image", () => {
    const { container } = render(<Poster src={null} title="Imported Without Art" year={2024} />);
    expect(container.querySelector("img")).toBeNull();
    const tile = tileOf(container);
    expect(tile).not.toBeNull();
    expect(tile).toHaveTextContent("Imported Without Art");
    expect(tile).toHaveTextContent("2024");
    // the tint is the title's own, so the tile is not blank and not the same for every title
    expect(tile).toHaveAttribute("data-tint", posterTint("Imported Without Art"));
    expect(tile?.style.backgroundImage).toContain("gradient");
    // no skeleton shimmer: nothing is coming
    expect(container.firstElementChild).not.toHaveClass("skeleton");
    expect(container.firstElementChild).toHaveClass("aspect-[2/3]");
  });

  it("treats an empty address like a missing one", () => {
    const { container } = render(<Poster src="" title="Blank Address" />);
    expect(container.querySelector("img")).toBeNull();
    expect(tileOf(container)).toHaveTextContent("Blank Address");
  });

  it("swaps a broken image for the tile in the same box", () => {
    const { container } = render(<Poster src="https://image.tmdb.org/t/p/w342/x.jpg" title="Offline Poster" eager />);
    const img = container.querySelector("img");
    expect(img).not.toBeNull();
    expect(tileOf(container)).toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector("img")).toBeNull();
    expect(tileOf(container)).toHaveTextContent("Offline Poster");
    expect(container.firstElementChild).toHaveClass("aspect-[2/3]");
  });

  it("tries a new address after an earlier one failed", () => {
    const { container, rerender } = render(<Poster src="/broken.jpg" title="Second Chance" eager />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    rerender(<Poster src="/posters/second-chance.svg" title="Second Chance" eager />);
    expect(container.querySelector("img")).toHaveAttribute("src", "/posters/second-chance.svg");
    expect(tileOf(container)).toBeNull();
  });

  it("keeps a decorative poster decorative: the tile is hidden from assistive technology", () => {
    const { container } = render(<Poster src={null} title="Decorative" />);
    expect(tileOf(container)).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("keeps an informative poster informative: the tile is an image with the same alt text", () => {
    const { container, rerender } = render(<Poster src="/x.jpg" title="Named" alt="Poster of Named" eager />);
    expect(screen.getByRole("img", { name: "Poster of Named" }).tagName).toBe("IMG");
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(screen.getByRole("img", { name: "Poster of Named" })).toBe(tileOf(container));
    rerender(<Poster src={null} title="Named" alt="Poster of Named" />);
    expect(screen.getByRole("img", { name: "Poster of Named" })).toHaveAttribute("data-poster-fallback");
  });
});
