import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { SIGNUP_SERVICES } from "@/shared/signup-services";
import { ServiceCheckboxGrid } from "@/web/kit/media/components/service-checkbox-grid";
import { serviceLook } from "@/web/kit/media/service-directory";
import { cn } from "@/web/lib/cn";

const LOOKS = SIGNUP_SERVICES.map(serviceLook);

/** 'Select your streaming services': the 10 sign-up services, expandable, expanded by default. */
export function ServiceChecklist({
  selected,
  onChange,
  disabled,
}: {
  selected: readonly string[];
  onChange(next: string[]): void;
  disabled?: boolean;
}) {
  const [expanded, setExpanded] = useState(true);
  const id = useId();
  const toggle = (name: string, on: boolean) => {
    const set = new Set(selected);
    if (on) set.add(name);
    else set.delete(name);
    // saved in the order the services are listed, whatever the order they were ticked in
    onChange(SIGNUP_SERVICES.map((s) => s.name).filter((n) => set.has(n)));
  };
  return (
    <fieldset className="rounded-[var(--radius-card)] border border-border bg-surface-2/40">
      <legend className="sr-only">Select your streaming services</legend>
      <button
        type="button"
        onClick={() => setExpanded((v) => !v)}
        aria-expanded={expanded}
        aria-controls={`${id}-services`}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-[var(--radius-card)] px-3 text-left text-sm font-medium text-fg"
      >
        <span>
          Select your streaming services
          <span className="ml-2 font-normal text-fg-muted tabular-nums">
            {selected.length > 0 ? `${selected.length} selected` : "optional"}
          </span>
        </span>
        <ChevronDown
          className={cn(
            "size-4 shrink-0 text-fg-secondary transition-transform duration-200",
            expanded && "rotate-180",
          )}
          strokeWidth={1.75}
          aria-hidden
        />
      </button>
      {expanded ? (
        <div id={`${id}-services`} className="px-1.5 pb-1.5">
          <ServiceCheckboxGrid
            services={LOOKS}
            selected={selected}
            disabled={disabled}
            onToggle={toggle}
            className="grid-cols-2 gap-1"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
