import { useId } from "react";
import { cn } from "@/web/lib/cn";
import { MOOD_PRESETS } from "../mood-presets";

/** 'Or pick a mood': the ten presets; the one matching the box is pressed, and choosing one asks at once. */
export function MoodPresetChips({
  value,
  onPick,
  loading,
}: {
  value: string;
  onPick(preset: string): void;
  loading: boolean;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <p id={id} className="text-sm font-medium text-fg-secondary lg:pt-3">
        Or pick a mood
      </p>
      <ul
        aria-labelledby={id}
        className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {MOOD_PRESETS.map((preset) => {
          const current = value.trim().toLowerCase() === preset;
          return (
            <li key={preset} className="shrink-0">
              <button
                type="button"
                aria-pressed={current}
                disabled={loading}
                onClick={() => onPick(preset)}
                className={cn(
                  "inline-flex h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60",
                  current
                    ? "border-mood/70 bg-mood-soft text-fg"
                    : "border-border bg-surface-2 text-fg-secondary hover:border-mood/50 hover:text-fg",
                )}
              >
                {preset}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
