import type { TRecommendation } from "@/shared/contracts/recommendations";
import { LazyMediaDetailsDialog as MediaDetailsDialog } from "@/web/kit/media/components/lazy-media-details-dialog";
import { LazyTrailerDialog as TrailerDialog } from "@/web/kit/media/components/lazy-trailer-dialog";
import type { MediaDetailsItem } from "@/web/kit/media/components/media-details-dialog";
import type { DetailsDialogState, TrailerDialogState } from "../use-recommendation-dialogs";

/** A recommendation's media as the details dialog's starting point (the dialog fetches the rest). */
export function toDetailsItem(rec: TRecommendation): MediaDetailsItem {
  const m = rec.media;
  return {
    id: m.id,
    title: m.title,
    type: m.type,
    year: m.year,
    rating: m.rating,
    poster_url: m.poster_url,
    trailer_url: m.trailer_url,
    description: m.description ?? null,
    genres: m.genres,
    runtime_minutes: m.runtime_minutes ?? null,
    certification: m.certification ?? null,
    streaming_services: rec.streaming_availability.services.map((s) => ({
      name: s.name,
      link: s.link ?? null,
      type: s.type,
      price: s.price ?? null,
      currency: "USD",
    })),
  };
}

/** The details dialog (with the recommendation's reason and match) and the trailer dialog the cards open. */
export function RecommendationDialogs({
  details,
  trailer,
}: {
  details: DetailsDialogState;
  trailer: TrailerDialogState;
}) {
  const rec = details.rec;
  return (
    <>
      <MediaDetailsDialog
        item={rec ? toDetailsItem(rec) : null}
        open={details.open}
        onOpenChange={details.onOpenChange}
        recommendation={
          rec
            ? { reason: rec.reason, similar_to: rec.similar_to, avoids: rec.avoids, match_score: rec.match_score }
            : null
        }
        onTrailer={details.onTrailer}
        onTrailerClosed={details.onTrailerClosed}
        onStreamingClick={details.onStreamingClick}
        onHidden={details.onHidden}
        fallbackFocus={details.fallbackFocus}
      />
      {trailer.rec ? (
        <TrailerDialog
          title={trailer.rec.media.title}
          year={trailer.rec.media.year}
          trailerUrl={trailer.rec.media.trailer_url}
          open={trailer.open}
          onOpenChange={trailer.onOpenChange}
        />
      ) : null}
    </>
  );
}
