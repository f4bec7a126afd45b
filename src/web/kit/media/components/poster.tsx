import { useRef, useState } from "react";
import { cn } from "@/web/lib/cn";
import { useInViewOnce } from "@/web/lib/use-in-view";

/**
 * The 2:3 poster, loaded once it comes within 50 px of the viewport. The box is reserved up
 * front, so nothing moves when the image arrives; a broken image falls back to a titled tile.
 */
export function Poster({
  src,
  title,
  eager = false,
  className,
  sizes = "(min-width: 1280px) 16vw, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, 45vw",
}: {
  src: string;
  title: string;
  eager?: boolean;
  className?: string;
  sizes?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const near = useInViewOnce(box, "50px");
  const [state, setState] = useState<"loading" | "loaded" | "error">("loading");
  const show = eager || near;
  return (
    <div
      ref={box}
      className={cn(
        "relative aspect-[2/3] w-full overflow-hidden bg-surface-2",
        state === "loading" && "skeleton",
        className,
      )}
    >
      {show && state !== "error" ? (
        <img
          src={src}
          alt=""
          width={400}
          height={600}
          sizes={sizes}
          decoding="async"
          data-poster=""
          // Element Timing: lets the browser report when the first posters were painted
          {...{ elementtiming: "poster" }}
          onLoad={() => setState("loaded")}
          onError={() => setState("error")}
          className={cn(
            "absolute inset-0 size-full object-cover transition-opacity duration-200 ease-out",
            state === "loaded" ? "opacity-100" : "opacity-0",
          )}
        />
      ) : null}
      {state === "error" ? (
        <div className="absolute inset-0 flex items-end bg-gradient-to-b from-surface-2 to-surface-3 p-3">
          <span className="line-clamp-3 text-sm font-semibold text-fg-secondary">{title}</span>
        </div>
      ) : null}
    </div>
  );
}
