import { X } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { useId } from "react";
import { AUDIENCES, type Audience, TONIGHT_MINUTES } from "@/shared/vocabulary";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import {
  AUDIENCE_LABELS,
  hasTonight,
  MINUTES_LABELS,
  NO_TONIGHT,
  type TonightContext,
  type TonightMinutes,
} from "../tonight-context";

/** "Time I have" offers 'Any' as a choice of its own: it is what no time limit looks like. */
const ANY_TIME = "any";

const AUDIENCE_CHOICES = AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] }));
const TIME_CHOICES = [
  ...TONIGHT_MINUTES.map((minutes) => ({ value: String(minutes), label: MINUTES_LABELS[minutes] })),
  { value: ANY_TIME, label: "Any" },
];

const asMinutes = (value: string): TonightMinutes | null =>
  TONIGHT_MINUTES.find((minutes) => String(minutes) === value) ?? null;
const asAudience = (value: string): Audience | null => AUDIENCES.find((audience) => audience === value) ?? null;

/**
 * Tonight's optional context beside the mood box: "Who's watching" and "Time I have", each a row of
 * single-choice chips (arrow keys move between them), and Clear once either is set. Choosing the
 * pressed audience again unsets it.
 */
export function TonightControls({ value, onChange }: { value: TonightContext; onChange(next: TonightContext): void }) {
  const id = useId();
  const set = hasTonight(value);
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center justify-between gap-3 sm:min-h-9">
        <p id={`${id}-title`} className="text-sm font-medium text-fg-secondary">
          Tonight <span className="font-normal text-fg-muted">· optional</span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Clear who's watching and time"
          onClick={() => onChange(NO_TONIGHT)}
          // kept in the layout while hidden, so choosing does not shift the panel
          style={set ? undefined : { visibility: "hidden" }}
          className="-mr-2 h-11 px-2.5 sm:h-9"
        >
          <X strokeWidth={1.75} />
          Clear
        </Button>
      </div>
      <ChoiceRow
        label="Who's watching"
        choices={AUDIENCE_CHOICES}
        value={value.audience ?? ""}
        onValueChange={(next) => onChange({ ...value, audience: asAudience(next) })}
      />
      <ChoiceRow
        label="Time I have"
        choices={TIME_CHOICES}
        value={value.minutes === null ? ANY_TIME : String(value.minutes)}
        onValueChange={(next) => onChange({ ...value, minutes: asMinutes(next) })}
      />
    </div>
  );
}

function ChoiceRow({
  label,
  choices,
  value,
  onValueChange,
}: {
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onValueChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <span id={id} className="shrink-0 text-sm text-fg-secondary sm:w-32">
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        aria-labelledby={id}
        value={value}
        onValueChange={onValueChange}
        className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {choices.map((choice) => (
          <ToggleGroup.Item
            key={choice.value}
            value={choice.value}
            className={cn(
              "inline-flex h-11 shrink-0 items-center whitespace-nowrap rounded-full border px-3.5 text-sm font-medium transition-colors duration-150 sm:h-9",
              "data-[state=on]:border-mood/70 data-[state=on]:bg-mood-soft data-[state=on]:text-fg",
              "data-[state=off]:border-border data-[state=off]:bg-surface-2 data-[state=off]:text-fg-secondary data-[state=off]:hover:border-mood/50 data-[state=off]:hover:text-fg",
            )}
          >
            {choice.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
