import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { atLeast } from "@/web/test/at-least";
import { DEMO_MEDIA, DemoVideo } from "./demo-video";

afterEach(cleanup);

describe("DemoVideo", () => {
  it("offers WebM first and MP4 second, loading nothing until played", () => {
    const { container } = render(<DemoVideo />);
    const video = container.querySelector("video");
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute("preload", "none");
    // the play button shows the poster as a lazy image; the video's own poster would load at once
    expect(video).not.toHaveAttribute("poster");
    expect(container.querySelector("button img")).toHaveAttribute("src", DEMO_MEDIA.poster);
    expect(container.querySelector("button img")).toHaveAttribute("loading", "lazy");
    expect(video).toHaveAttribute("controls");
    // covered by the big play button until it is used
    expect(video).toHaveAttribute("inert");
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("src"))).toEqual(["/media/demo.webm", "/media/demo.mp4"]);
    const [webm, mp4] = atLeast(sources, 2);
    expect(webm.getAttribute("type")).toMatch(/^video\/webm/);
    expect(mp4.getAttribute("type")).toMatch(/^video\/mp4/);
    expect(screen.queryByText("Video Playback Issue")).not.toBeInTheDocument();
  });

  it("shows the notice, a download link and the screenshots when no source plays", () => {
    const { container } = render(<DemoVideo />);
    const [first, second] = atLeast([...container.querySelectorAll("source")], 2);
    // an unplayable first source alone is not a failure: the browser moves on to the next one
    fireEvent.error(first);
    expect(screen.queryByText("Video Playback Issue")).not.toBeInTheDocument();
    fireEvent.error(second);
    expect(screen.getByRole("alert")).toHaveTextContent("Video Playback Issue");
    expect(screen.getByText("This video format may not be supported in your browser.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Download the video/ })).toHaveAttribute("href", "/media/demo.mp4");
    expect(screen.getAllByRole("img").map((i) => i.getAttribute("src"))).toEqual([
      "/media/demo-shot-1.jpg",
      "/media/demo-shot-2.jpg",
      "/media/demo-shot-3.jpg",
    ]);
    expect(container.querySelector("video")).toBeNull();
  });

  it("plays from the big play button, which then gets out of the way", () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    render(<DemoVideo />);
    fireEvent.click(screen.getByRole("button", { name: "Play the demo video" }));
    expect(play).toHaveBeenCalledTimes(1);
    // the native controls take over once it plays
    expect(document.querySelector("video")).not.toHaveAttribute("inert");
    expect(screen.queryByRole("button", { name: "Play the demo video" })).not.toBeInTheDocument();
    play.mockRestore();
  });

  it("falls back on a decode error of the video itself", () => {
    const { container } = render(<DemoVideo />);
    fireEvent.error(container.querySelector("video")!);
    expect(screen.getByText("Video Playback Issue")).toBeInTheDocument();
  });
});
