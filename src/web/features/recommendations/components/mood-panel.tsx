import { Sparkles } from "lucide-react";
import { type KeyboardEvent, useId } from "react";
import { MOOD_MAX_LENGTH } from "@/shared/recommendation-limits";
import { Button } from "@/web/components/ui/button";
import { Label, Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { MOOD_COPY } from "../mood-presets";
import type { TonightContext } from "../tonight-context";
import { MoodPresetChips } from "./mood-preset-chips";
import { MoodSuggestions } from "./mood-suggestions";
import { TonightControls } from "./tonight-controls";

/**
 * The mood input panel: the 'What are you in the mood for?' box with its hint and an
 * example placeholder, a popover of popular phrases (choosing one fills the box), tonight's optional
 * "Who's watching" and "Time I have", the ten presets (choosing one asks at once), Enter to submit,
 * and 'Find My Perfect Watch' ('Finding perfect matches...' while loading; disabled while loading or
 * when the text is blank).
 */
export function MoodPanel({
  value,
  onValueChange,
  onSubmit,
  tonight,
  onTonightChange,
  loading,
  inputId,
}: {
  value: string;
  onValueChange(value: string): void;
  /** who is watching and the time there is, sent with every request */
  tonight: TonightContext;
  onTonightChange(next: TonightContext): void;
  onSubmit(mood: string): void;
  loading: boolean;
  /** id of the text box, so the page can focus it */
  inputId: string;
}) {
  const id = useId();
  const blank = value.trim().length === 0;

  const submit = (mood: string) => {
    if (loading || mood.trim().length === 0) return;
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
            <MoodSuggestions onChoose={onValueChange} inputId={inputId} />
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
          <TonightControls value={tonight} onChange={onTonightChange} />
          <Button type="submit" size="lg" disabled={loading || blank} className="w-full sm:w-auto sm:self-start">
            {loading ? <Spinner className="size-4 text-accent-fg" label="Loading" /> : <Sparkles strokeWidth={1.75} />}
            {loading ? MOOD_COPY.loading : MOOD_COPY.submit}
          </Button>
        </div>
        <MoodPresetChips
          value={value}
          loading={loading}
          onPick={(preset) => {
            onValueChange(preset);
            submit(preset);
          }}
        />
      </div>
    </form>
  );
}
