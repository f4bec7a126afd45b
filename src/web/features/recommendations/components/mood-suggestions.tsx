import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { LazyPopover } from "@/web/components/ui/lazy-popover";
import { MOOD_SUGGESTIONS } from "../mood-presets";

/** 'Suggestions': a popover of popular phrases; choosing one fills the mood box (without asking) and focuses it. */
export function MoodSuggestions({ onChoose, inputId }: { onChoose(phrase: string): void; inputId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <LazyPopover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" aria-label="Popular suggestions" className="shrink-0 px-3 text-fg-secondary">
          <Lightbulb strokeWidth={1.75} />
          <span className="hidden min-[400px]:inline">Suggestions</span>
        </Button>
      }
      align="end"
      className="w-[min(22rem,calc(100vw-2rem))] p-1.5"
    >
      <p className="px-2.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">
        Popular suggestions
      </p>
      <ul className="flex flex-col">
        {MOOD_SUGGESTIONS.map((phrase) => (
          <li key={phrase}>
            <button
              type="button"
              onClick={() => {
                onChoose(phrase);
                setOpen(false);
                requestAnimationFrame(() => document.getElementById(inputId)?.focus());
              }}
              className="flex min-h-11 w-full items-center rounded-[var(--radius-control)] px-2.5 py-2 text-left text-sm text-fg-secondary transition-colors duration-150 hover:bg-surface-3 hover:text-fg"
            >
              {phrase}
            </button>
          </li>
        ))}
      </ul>
    </LazyPopover>
  );
}
