import { X } from "lucide-react";
import { cn } from "@/web/lib/cn";
import type { FilterChip } from "../filter-state";

/** The selected filters as chips, each with a button that removes it. */
export function FilterChips({
  chips,
  onRemove,
  className,
}: {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label="Selected filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <span className="inline-flex h-8 items-center gap-1 rounded-full border border-accent/40 bg-accent/10 pl-3 text-sm text-fg">
            {chip.label}
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={`Remove ${chip.label} filter`}
              className="relative inline-flex size-8 items-center justify-center rounded-full text-fg-secondary transition-colors hover:text-fg after:absolute after:-inset-1.5 after:content-['']"
            >
              <X className="size-3.5" strokeWidth={1.75} aria-hidden />
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
