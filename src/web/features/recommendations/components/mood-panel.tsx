import { Lightbulb, Sparkles } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { MOOD_MAX_LENGTH } from "@/shared/contracts/recommendations";
import { Button } from "@/web/components/ui/button";
import { Label, Textarea } from "@/web/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { MOOD_COPY, MOOD_PRESETS, MOOD_SUGGESTIONS } from "../mood-presets";

/**
 * The mood input panel: the 'What are you in the mood for?' box with its hint and an
 * example placeholder, a popover of popular phrases (choosing one fills the box), the ten presets
 * (choosing one asks at once), Enter to submit, and 'Find My Perfect Watch' ('Finding perfect
 * matches...' while loading; disabled while loading or when the text is blank).
 */
export function MoodPanel({
  value,
  onValueChange,
  onSubmit,
  loading,
  inputId,
}: {
  value: string;
  onValueChange(value: string): void;
  onSubmit(mood: string): void;
  loading: boolean;
  /** id of the text box, so the page can focus it */
  inputId: string;
}) {
  const [suggestionsOpen, setSuggestionsOpen] = useState(false);
  const id = useId();
  const blank = value.trim().length === 0;

  const submit = (mood: string) => {
    if (loading || mood.trim().length === 0) return;
    setSuggestionsOpen(false);
    onSubmit(mood.trim());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit(value);
  };

  return (
    <form
      aria-label="Mood"
      onSubmit={(e) => {
        e.preventDefault();
        submit(value);
      }}
      className="rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-6"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <Label htmlFor={inputId} className="pt-2.5 text-base font-semibold text-fg">
              {MOOD_COPY.label}
            </Label>
            <Popover open={suggestionsOpen} onOpenChange={setSuggestionsOpen}>
              <PopoverTrigger asChild>
                <Button variant="ghost" aria-label="Popular suggestions" className="shrink-0 px-3 text-fg-secondary">
                  <Lightbulb strokeWidth={1.75} />
                  <span className="hidden min-[400px]:inline">Suggestions</span>
                </Button>
              </PopoverTrigger>
              <PopoverContent align="end" className="w-[min(22rem,calc(100vw-2rem))] p-1.5">
                <p className="px-2.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">
                  Popular suggestions
                </p>
                <ul className="flex flex-col">
                  {MOOD_SUGGESTIONS.map((phrase) => (
                    <li key={phrase}>
                      <button
                        type="button"
                        onClick={() => {
                          onValueChange(phrase);
                          setSuggestionsOpen(false);
                          requestAnimationFrame(() => document.getElementById(inputId)?.focus());
                        }}
                        className="flex min-h-11 w-full items-center rounded-[var(--radius-control)] px-2.5 py-2 text-left text-sm text-fg-secondary transition-colors duration-150 hover:bg-surface-3 hover:text-fg"
                      >
                        {phrase}
                      </button>
                    </li>
                  ))}
                </ul>
              </PopoverContent>
            </Popover>
          </div>
          <p id={`${id}-hint`} className="-mt-1 text-sm text-fg-secondary">
            {MOOD_COPY.hint}
          </p>
          <Textarea
            id={inputId}
            aria-describedby={`${id}-hint`}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={MOOD_COPY.placeholder}
            maxLength={MOOD_MAX_LENGTH}
            rows={2}
            enterKeyHint="search"
            className="min-h-[5.5rem] resize-none"
          />
          <Button type="submit" size="lg" disabled={loading || blank} className="w-full sm:w-auto sm:self-start">
            {loading ? <Spinner className="size-4 text-accent-fg" label="Loading" /> : <Sparkles strokeWidth={1.75} />}
            {loading ? MOOD_COPY.loading : MOOD_COPY.submit}
          </Button>
        </div>
        <div className="min-w-0">
          <p id={`${id}-presets`} className="text-sm font-medium text-fg-secondary lg:pt-3">
            Or pick a mood
          </p>
          <ul
            aria-labelledby={`${id}-presets`}
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
                    onClick={() => {
                      onValueChange(preset);
                      submit(preset);
                    }}
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
      </div>
    </form>
  );
}
