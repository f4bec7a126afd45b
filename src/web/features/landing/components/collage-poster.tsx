import { useState } from "react";
import { PosterTile } from "@/web/kit/media/components/poster";

/**
 * One image of the hero's poster wall. Not the lazy kit Poster: the wall decides itself which
 * images load eagerly for first paint. An image that fails (offline TMDB posters) becomes the
 * kit's generated tile, so the wall never shows an empty frame.
 */
export function CollagePoster({
  src,
  title,
  year,
  eager,
}: {
  src: string;
  title: string;
  year?: number;
  eager: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <PosterTile title={title} year={year} />;
  return (
    <img
      src={src}
      alt=""
      width={400}
      height={600}
      decoding="async"
      loading={eager ? "eager" : "lazy"}
      onError={() => setFailed(src)}
      className="size-full object-cover"
    />
  );
}
