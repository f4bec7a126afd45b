import { type CSSProperties, useRef, useState } from "react";
import { cn } from "@/web/lib/cn";
import { useInViewOnce } from "@/web/lib/use-in-view";
import { posterMonogram, posterTint } from "../poster-tint";

/**
 * The 2:3 poster, loaded once it comes within 50 px of the viewport. The box is reserved up
 * front, so nothing moves when the image arrives. A title with no image (an import without a
 * poster) or whose image fails (offline, a dead link) gets a generated tile in the same box.
 * `alt` keeps the image's role: empty (the default) where the title is written beside it.
 */
export function Poster({
  src,
  title,
  year,
  alt = "",
  eager = false,
  className,
  sizes = "(min-width: 1280px) 16vw, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, 45vw",
}: {
  src: string | null | undefined;
  title: string;
  year?: number | null;
  alt?: string;
  eager?: boolean;
  className?: string;
  sizes?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const near = useInViewOnce(box, "50px");
  // Remembered per address, so a card that is handed a new image tries it afresh.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const fallback = !src || failed === src;
  const show = eager || near;
  return (
    <div
      ref={box}
      className={cn(
        "relative aspect-[2/3] w-full overflow-hidden bg-surface-2",
        !fallback && loaded !== src && "skeleton",
        className,
      )}
    >
      {show && !fallback ? (
        <img
          src={src}
          alt={alt}
          width={400}
          height={600}
          sizes={sizes}
          decoding="async"
          data-poster=""
          // Element Timing: lets the browser report when the first posters were painted
          {...{ elementtiming: "poster" }}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
          className={cn(
            "absolute inset-0 size-full object-cover transition-opacity duration-200 ease-out",
            loaded === src ? "opacity-100" : "opacity-0",
          )}
        />
      ) : null}
      {fallback ? <PosterTile title={title} year={year} alt={alt} /> : null}
    </div>
  );
}

/**
 * The generated tile: the title and year on a tint of the title's own (see posterTint), or just
 * its initial where the box is too narrow to read a title (the row beside it names it anyway).
 */
export function PosterTile({ title, year, alt = "" }: { title: string; year?: number | null; alt?: string }) {
  const tint = posterTint(title);
  const monogram = posterMonogram(title);
  const style: CSSProperties = {
    backgroundImage: `radial-gradient(120% 80% at 0% 0%, color-mix(in srgb, ${tint} 38%, transparent), transparent 70%), linear-gradient(165deg, color-mix(in srgb, ${tint} 22%, #1c1e29), #14151d 75%)`,
  };
  const informative = alt !== "";
  return (
    <div
      data-poster-fallback=""
      data-tint={tint}
      {...(informative ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      className="@container absolute inset-0 flex flex-col justify-end overflow-hidden"
      style={style}
    >
      <span className="absolute inset-x-0 top-0 h-[3px]" style={{ backgroundColor: tint }} />
      <span
        className="absolute inset-0 flex items-center justify-center text-[clamp(14px,42cqw,28px)] font-semibold @min-[4.5rem]:hidden"
        style={{ color: tint }}
      >
        {monogram}
      </span>
      {/* the initial again, large and faint, so the tile has a shape and not only a wash */}
      <span
        className="absolute inset-x-0 top-[14%] hidden text-center text-[64cqw] font-bold leading-none opacity-[0.16] @min-[4.5rem]:block"
        style={{ color: tint }}
      >
        {monogram}
      </span>
      <span className="relative hidden min-w-0 flex-col gap-[3cqw] p-[9cqw] @min-[4.5rem]:flex">
        <span className="line-clamp-4 break-words text-[clamp(11px,10cqw,22px)] font-semibold leading-tight tracking-tight text-fg">
          {title}
        </span>
        {year ? (
          <span className="text-[clamp(10px,7cqw,14px)] font-medium tabular-nums text-fg-secondary">{year}</span>
        ) : null}
      </span>
    </div>
  );
}
