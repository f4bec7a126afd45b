/**
 * The mobile card's touch gestures: a horizontal move of 30 px or more navigates, a mostly vertical
 * move is a scroll and is ignored, a move over 5 px is a drag (never a tap), and a touch that did
 * not move opens the details.
 */
export const SWIPE_THRESHOLD_PX = 30;
export const DRAG_THRESHOLD_PX = 5;

export type Gesture =
  /** finger lifted without moving more than the drag threshold */
  | "tap"
  /** swiped towards the left: show the next card */
  | "next"
  /** swiped towards the right: show the previous card */
  | "previous"
  /** mostly vertical: the page scrolls, the card does nothing */
  | "scroll"
  /** moved, but not far enough to navigate */
  | "drag";

export interface Movement {
  dx: number;
  dy: number;
}

/** Moved far enough to count as a drag (and so never as a tap)? */
export function isDrag({ dx, dy }: Movement): boolean {
  return Math.max(Math.abs(dx), Math.abs(dy)) > DRAG_THRESHOLD_PX;
}

/** Mostly vertical: more vertical than horizontal travel. */
export function isMostlyVertical({ dx, dy }: Movement): boolean {
  return Math.abs(dy) > Math.abs(dx);
}

/** What a finished touch meant, from the finger's total travel (end minus start). */
export function classifyGesture(move: Movement): Gesture {
  if (!isDrag(move)) return "tap";
  if (isMostlyVertical(move)) return "scroll";
  if (Math.abs(move.dx) >= SWIPE_THRESHOLD_PX) return move.dx < 0 ? "next" : "previous";
  return "drag";
}

/**
 * How far the card follows the finger while it moves: horizontally only, and only once the touch
 * is a horizontal drag (a vertical scroll leaves the card still). Damped, so it trails the finger.
 */
export function dragOffset(move: Movement): number {
  if (!isDrag(move) || isMostlyVertical(move)) return 0;
  return Math.round(move.dx * 0.35);
}
