import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoadOnFirstOpen } from "./lazy-dialog";

afterEach(cleanup);

/** A stand-in for a lazily loaded overlay: its module resolves when the test says so. */
function deferredOverlay() {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((r) => {
    resolve = r;
  });
  const load = vi.fn(() => loaded.then(() => ({ default: () => <p role="dialog">Overlay</p> })));
  return { Overlay: lazy(load), load, resolve };
}

function Harness({ overlay, onOpen }: { overlay: ReturnType<typeof deferredOverlay>; onOpen?(how: object): void }) {
  const [open, setOpen] = useState(false);
  const { Overlay, load } = overlay;
  return (
    <LoadOnFirstOpen
      open={open}
      onOpen={(how) => {
        onOpen?.(how);
        setOpen(true);
      }}
      preload={() => load()}
      trigger={<button type="button">Open it</button>}
    >
      <Overlay />
    </LoadOnFirstOpen>
  );
}

describe("LoadOnFirstOpen", () => {
  it("shows the trigger alone, loading nothing, until it is first used", () => {
    const overlay = deferredOverlay();
    render(<Harness overlay={overlay} />);
    const trigger = screen.getByRole("button", { name: "Open it" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(overlay.load).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("starts the download on hover, keeps the trigger in place while it loads, then shows the overlay", async () => {
    const overlay = deferredOverlay();
    render(<Harness overlay={overlay} />);
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Open it" }));
    expect(overlay.load).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Open it" }));
    expect(screen.getByRole("button", { name: "Open it" })).toBeInTheDocument();
    overlay.resolve();
    expect(await screen.findByRole("dialog")).toHaveTextContent("Overlay");
  });

  it("tells whether the keyboard or a pointer opened it", async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    const overlay = deferredOverlay();
    const { unmount } = render(<Harness overlay={overlay} onOpen={onOpen} />);
    screen.getByRole("button", { name: "Open it" }).focus();
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenLastCalledWith({ keyboard: true });
    unmount();

    render(<Harness overlay={deferredOverlay()} onOpen={onOpen} />);
    await user.click(screen.getByRole("button", { name: "Open it" }));
    expect(onOpen).toHaveBeenLastCalledWith({ keyboard: false });
  });
});
