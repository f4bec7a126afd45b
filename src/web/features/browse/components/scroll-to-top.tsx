import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { SCROLL_TOP_AFTER_PX } from "../scroll-rules";

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Appears after 300 px of scroll; takes the reader back to the search bar and focuses it. */
export function ScrollToTop({ target }: { target: React.RefObject<HTMLInputElement | null> }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label="Scroll to top"
      onClick={() => {
        const input = target.current;
        if (!input) {
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
          return;
        }
        input.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "center" });
        input.focus({ preventScroll: true });
      }}
      className="fixed bottom-6 right-4 z-30 rounded-full shadow-[var(--shadow-overlay)] sm:right-6 lg:right-8"
    >
      <ArrowUp className="!size-5" strokeWidth={1.75} />
    </Button>
  );
}
