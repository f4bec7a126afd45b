import { useCallback, useEffect, useLayoutEffect, useRef } from "react";

function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduce ? "auto" : "smooth";
}

/**
 * Keeps the results section in view: the page opens at its top, a new grid page starts at the
 * section's top when it had scrolled above the viewport, and `revealResults` (after a request)
 * brings the section up when the mood panel pushed it into the lower part of the screen (phones).
 * Smooth scrolling unless the person asked for reduced motion. Give the section `results` as ref.
 */
export function useResultsScroll(page: number) {
  const results = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const lastPage = useRef(page);
  useEffect(() => {
    if (lastPage.current === page) return;
    lastPage.current = page;
    const el = results.current;
    if (el && el.getBoundingClientRect().top < 0) {
      el.scrollIntoView({ block: "start", behavior: scrollBehavior() });
    }
  }, [page]);

  const revealResults = useCallback(() => {
    requestAnimationFrame(() => {
      const el = results.current;
      if (el && el.getBoundingClientRect().top > window.innerHeight * 0.6) {
        el.scrollIntoView({ block: "start", behavior: scrollBehavior() });
      }
    });
  }, []);

  return { results, revealResults };
}
