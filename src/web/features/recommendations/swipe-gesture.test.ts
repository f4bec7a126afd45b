import { describe, expect, it } from "vitest";
import { classifyGesture, DRAG_THRESHOLD_PX, dragOffset, isDrag, SWIPE_THRESHOLD_PX } from "./swipe-gesture";

describe("classifyGesture", () => {
  it("swipes from 30 px and drags from just over 5 px", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(30);
    expect(DRAG_THRESHOLD_PX).toBe(5);
  });

  it("a touch without movement is a tap", () => {
    expect(classifyGesture({ dx: 0, dy: 0 })).toBe("tap");
    expect(classifyGesture({ dx: 5, dy: -5 })).toBe("tap");
  });

  it("a horizontal move of 30 px or more navigates: left is next, right is previous", () => {
    expect(classifyGesture({ dx: -30, dy: 0 })).toBe("next");
    expect(classifyGesture({ dx: 30, dy: 0 })).toBe("previous");
    expect(classifyGesture({ dx: -120, dy: 40 })).toBe("next");
    expect(classifyGesture({ dx: 200, dy: -199 })).toBe("previous");
  });

  it("a horizontal move under 30 px but over 5 px is only a drag", () => {
    expect(classifyGesture({ dx: -29, dy: 0 })).toBe("drag");
    expect(classifyGesture({ dx: 6, dy: 0 })).toBe("drag");
  });

  it("a mostly vertical move is a scroll, however far it goes sideways", () => {
    expect(classifyGesture({ dx: 0, dy: 300 })).toBe("scroll");
    expect(classifyGesture({ dx: -60, dy: 61 })).toBe("scroll");
    expect(classifyGesture({ dx: 4, dy: -6 })).toBe("scroll");
  });
});

describe("isDrag and dragOffset", () => {
  it("a move over 5 px is a drag", () => {
    expect(isDrag({ dx: 5, dy: 0 })).toBe(false);
    expect(isDrag({ dx: 0, dy: 6 })).toBe(true);
  });

  it("the card follows horizontal drags only, damped", () => {
    expect(dragOffset({ dx: 3, dy: 0 })).toBe(0);
    expect(dragOffset({ dx: 10, dy: 40 })).toBe(0);
    expect(dragOffset({ dx: -100, dy: 10 })).toBe(-35);
  });
});
