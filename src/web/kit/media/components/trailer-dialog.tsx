import { ExternalLink, Search, VideoOff } from "lucide-react";
import { trailerEmbedUrl } from "@/shared/streaming";
import { NewTabLink } from "@/web/components/new-tab-link";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { isEmbeddable, trailerSearchUrl } from "../media-format";
import { useReturnFocus } from "../use-return-focus";

/**
 * The trailer: YouTube watch and short links play embedded (shared trailerEmbedUrl); any other link
 * passes through as a link that opens in a new tab. Without a link it says 'No trailer available'
 * and offers a YouTube search for the title.
 */
export function TrailerDialog({
  title,
  year,
  trailerUrl,
  open,
  onOpenChange,
}: {
  title: string;
  year?: number | null;
  trailerUrl: string | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const embed = trailerEmbedUrl(trailerUrl ?? null);
  const returnFocus = useReturnFocus(open);
  const playable = embed !== null && isEmbeddable(embed);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`${title}: trailer`} size={playable ? "xl" : "md"} onCloseAutoFocus={returnFocus}>
        {playable ? (
          <div className="relative aspect-video w-full overflow-hidden rounded-[var(--radius-control)] bg-black">
            <iframe
              src={embed}
              title={`${title} trailer`}
              className="absolute inset-0 size-full"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : embed ? (
          <div className="flex flex-col items-center gap-4 py-10 text-center">
            <p className="text-sm text-fg-secondary">This trailer plays on another site.</p>
            <Button asChild>
              <NewTabLink href={embed}>
                <ExternalLink strokeWidth={1.75} aria-hidden />
                Watch the trailer
              </NewTabLink>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 py-10 text-center">
            <div className="flex size-12 items-center justify-center rounded-full bg-surface-2 text-fg-secondary">
              <VideoOff className="size-6" strokeWidth={1.75} aria-hidden />
            </div>
            <p className="text-base font-semibold text-fg">No trailer available</p>
            <p className="max-w-sm text-sm text-fg-secondary">We don't have a trailer link for this title yet.</p>
            <Button asChild variant="secondary" className="mt-2">
              <NewTabLink href={trailerSearchUrl(title, year)}>
                <Search strokeWidth={1.75} aria-hidden />
                Search for the trailer on YouTube
              </NewTabLink>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
