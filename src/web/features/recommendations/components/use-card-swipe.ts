import { type MouseEvent, type TouchEvent, useRef } from "react";
import { classifyGesture, dragOffset, isDrag } from "../swipe-gesture";

const INTERACTIVE = "button, a, input, textarea, select, [role='button'], [role='dialog']";

/** Inside the card's own DOM (React also bubbles events from its popovers' portals). */
function inCard(target: EventTarget | null, card: Element | null): target is Element {
  return !!card && target instanceof Element && card.contains(target);
}

/** A button, link or field of the card: a tap there is that control's, not the card's. */
function onControl(target: Element, card: Element): boolean {
  const hit = target.closest(INTERACTIVE);
  return !!hit && hit !== card && card.contains(hit);
}

export interface CardSwipeOptions {
  onStep(delta: -1 | 1): void;
  canPrevious: boolean;
  canNext: boolean;
  /** a tap or click on the card body, off its own controls */
  onOpen(): void;
}

/**
 * The mobile card's touch and click handling: the card trails a horizontal drag, a swipe steps to
 * the previous or next card (not past the ends), and a tap or click on the body opens the details.
 * Spread `handlers` on the card element and give it `ref`.
 */
export function useCardSwipe({ onStep, canPrevious, canNext, onOpen }: CardSwipeOptions) {
  const ref = useRef<HTMLElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const moved = useRef(false);

  const setOffset = (px: number) => {
    if (ref.current) ref.current.style.transform = px ? `translateX(${px}px)` : "";
  };

  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    const t = e.touches[0];
    if (e.touches.length !== 1 || !t || !inCard(e.target, ref.current)) {
      start.current = null;
      return;
    }
    start.current = { x: t.clientX, y: t.clientY };
    moved.current = false;
  };

  const onTouchMove = (e: TouchEvent<HTMLElement>) => {
    const from = start.current;
    const t = e.touches[0];
    if (!from || e.touches.length !== 1 || !t) return;
    const move = { dx: t.clientX - from.x, dy: t.clientY - from.y };
    if (isDrag(move)) moved.current = true;
    setOffset(dragOffset(move));
  };

  const onTouchEnd = (e: TouchEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    setOffset(0);
    // a touchend always reports the finger that lifted
    const t = e.changedTouches[0];
    if (!from || !t) return;
    const gesture = classifyGesture({ dx: t.clientX - from.x, dy: t.clientY - from.y });
    if (gesture === "next" && canNext) onStep(1);
    else if (gesture === "previous" && canPrevious) onStep(-1);
    else if (gesture === "tap" && !moved.current && ref.current && !onControl(e.target as Element, ref.current)) {
      // the tap is handled here; no click follows it
      e.preventDefault();
      onOpen();
    }
  };

  const onTouchCancel = () => {
    start.current = null;
    setOffset(0);
  };

  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (!inCard(e.target, ref.current) || onControl(e.target, ref.current as Element)) return;
    onOpen();
  };

  return { ref, handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel, onClick } };
}
