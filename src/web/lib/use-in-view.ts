import { type RefObject, useEffect, useState } from "react";

type Callback = (visible: boolean) => void;
const observers = new Map<string, { io: IntersectionObserver; callbacks: Map<Element, Callback> }>();

function observerFor(rootMargin: string) {
  let entry = observers.get(rootMargin);
  if (!entry) {
    const callbacks = new Map<Element, Callback>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) callbacks.get(e.target)?.(e.isIntersecting);
      },
      { rootMargin },
    );
    entry = { io, callbacks };
    observers.set(rootMargin, entry);
  }
  return entry;
}

/**
 * Becomes true once the element comes within `rootMargin` of the viewport and stays true (used to
 * start loading a poster 50 px before it is visible). One shared observer per margin.
 */
export function useInViewOnce(ref: RefObject<Element | null>, rootMargin = "50px"): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const { io, callbacks } = observerFor(rootMargin);
    callbacks.set(el, (visible) => {
      if (!visible) return;
      setSeen(true);
      io.unobserve(el);
      callbacks.delete(el);
    });
    io.observe(el);
    return () => {
      io.unobserve(el);
      callbacks.delete(el);
    };
  }, [ref, rootMargin, seen]);
  return seen;
}
