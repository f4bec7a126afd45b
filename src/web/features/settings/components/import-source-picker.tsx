import { useId } from "react";
import { IMPORT_OPTIONS, optionName, SOURCE_NAMES } from "./import-options";

const SOURCES = ["letterboxd", "imdb"] as const;

/** Which export file is being imported: one radio tile per file, in a column per service. */
export function ImportSourcePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg-secondary">Which file are you importing?</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {SOURCES.map((source) => (
          <div key={source} className="flex flex-col gap-2">
            {/* Each option's name says the service for screen readers, so it is shown here once for the eye. */}
            <p aria-hidden className="text-xs font-semibold uppercase tracking-wide text-fg-muted">
              {SOURCE_NAMES[source]}
            </p>
            {IMPORT_OPTIONS.filter((o) => o.source === source).map((option) => (
              <label
                key={option.id}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-border bg-surface-2/60 px-3 py-2.5 transition-colors duration-150 hover:border-border-strong has-[:checked]:border-accent/60 has-[:checked]:bg-accent/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={value === option.id}
                  onChange={() => onChange(option.id)}
                  aria-label={optionName(option)}
                  aria-describedby={`${name}-${option.id}`}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)] focus-visible:outline-none"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-fg">{option.file}</span>
                  <span id={`${name}-${option.id}`} className="block text-xs text-fg-muted">
                    {option.hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
