import { Sparkles } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { MOOD_MAX_LENGTH } from "@/shared/contracts/recommendations";
import { MOOD_PRESETS } from "@/shared/vocabulary";
import { Button } from "@/web/components/ui/button";
import { Label, Textarea } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { TOGETHER_COPY } from "../together-copy";

/**
 * My mood for the session: the words, or one of the presets (which fills the box). Enter sends;
 * a mood already given can be changed, and the picks follow.
 */
export function TogetherMoodForm({
  current,
  onSubmit,
  onCancel,
  pending,
  error,
}: {
  /** the mood I gave, if any */
  current: string | null;
  onSubmit(mood: string): void;
  /** while changing a mood already given: back without changing it */
  onCancel?: () => void;
  pending: boolean;
  error: string | null;
}) {
  const id = useId();
  const [value, setValue] = useState(current ?? "");
  const text = value.trim();
  const unchanged = current !== null && text === current;

  const submit = () => {
    if (!pending && text && !unchanged) onSubmit(text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <form
      aria-label={TOGETHER_COPY.moodLabel}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-5"
    >
      <Label htmlFor={`${id}-mood`} className="text-lg font-semibold tracking-tight text-fg">
        {TOGETHER_COPY.moodLabel}
      </Label>
      <p id={`${id}-hint`} className="-mt-2 text-sm text-fg-secondary">
        {TOGETHER_COPY.moodHint}
      </p>
      <Textarea
        id={`${id}-mood`}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MOOD_MAX_LENGTH}
        rows={2}
        enterKeyHint="send"
        placeholder="e.g. something funny but not too silly"
        className="min-h-20 resize-none"
      />
      <ul aria-label="Mood presets" className="flex flex-wrap gap-2">
        {MOOD_PRESETS.map((preset) => (
          <li key={preset}>
            <button
              type="button"
              aria-pressed={text.toLowerCase() === preset}
              onClick={() => setValue(preset)}
              className={cn(
                "inline-flex h-11 items-center rounded-full border px-3.5 text-sm transition-colors duration-150",
                text.toLowerCase() === preset
                  ? "border-mood/70 bg-mood-soft text-fg"
                  : "border-border bg-surface-2 text-fg-secondary hover:border-mood/50 hover:text-fg",
              )}
            >
              {preset}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" disabled={pending || !text || unchanged}>
          <Sparkles strokeWidth={1.75} aria-hidden />
          {pending ? TOGETHER_COPY.savingMood : current ? TOGETHER_COPY.updateMood : TOGETHER_COPY.setMood}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
