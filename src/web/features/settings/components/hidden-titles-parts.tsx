import { Eye } from "lucide-react";
import type { THiddenTitle } from "@/shared/contracts/hidden";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Poster } from "@/web/kit/media/components/poster";
import { hiddenStatus } from "@/web/kit/media/hidden-copy";
import { typeLabel } from "@/web/kit/media/media-format";

export function HiddenTitlesSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={`h-${i}`} className="flex items-center gap-4">
          <Skeleton className="h-18 w-12 shrink-0" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-11 w-32" />
        </div>
      ))}
      <span className="sr-only">Loading your hidden titles</span>
    </div>
  );
}

/** One hidden title: poster, title, year and type, until when it is hidden, and "Show again". */
export function HiddenTitleRow({ item, onShowAgain }: { item: THiddenTitle; onShowAgain(): void }) {
  return (
    <li className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
      <div className="w-12 shrink-0 overflow-hidden rounded-[6px] ring-1 ring-white/5">
        <Poster src={item.poster_url} title={item.title} year={item.year} sizes="48px" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-fg">{item.title}</p>
        <p className="text-sm tabular-nums text-fg-muted">
          {item.year} · {typeLabel(item.type)}
        </p>
        <p className="text-sm text-fg-secondary">{hiddenStatus(item)}</p>
      </div>
      <Button variant="secondary" onClick={onShowAgain} aria-label={`Show again: ${item.title}`} className="shrink-0">
        <Eye strokeWidth={1.75} aria-hidden />
        Show again
      </Button>
    </li>
  );
}
