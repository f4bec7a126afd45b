import { X } from "lucide-react";
import { type TonightContext, tonightSummary } from "../tonight-context";

/**
 * The results header's note of the context the picks were asked with ('For you and the kids · 90
 * minutes or less'); its × asks again for the same mood without it.
 */
export function TonightChip({ tonight, onClear }: { tonight: TonightContext; onClear(): void }) {
  const summary = tonightSummary(tonight);
  if (!summary) return null;
  return (
    <p className="mt-2 flex" data-testid="recommendations-tonight">
      <span className="inline-flex h-8 items-center gap-1 rounded-full border border-mood/50 bg-mood-soft pl-3 text-sm text-fg">
        {summary}
        <button
          type="button"
          onClick={onClear}
          aria-label={`Ask again without “${summary}”`}
          className="relative inline-flex size-8 items-center justify-center rounded-full text-fg-secondary transition-colors hover:text-fg after:absolute after:-inset-1.5 after:content-['']"
        >
          <X className="size-3.5" strokeWidth={1.75} aria-hidden />
        </button>
      </span>
    </p>
  );
}
