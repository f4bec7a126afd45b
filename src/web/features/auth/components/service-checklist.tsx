import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { SIGNUP_SERVICES, type SignupService } from "@/shared/signup-services";
import { Checkbox } from "@/web/components/ui/checkbox";
import { ServiceMark } from "@/web/kit/media/components/service-mark";
import { inkFor, type ServiceLook, serviceInitials } from "@/web/kit/media/service-directory";
import { cn } from "@/web/lib/cn";

const look = (s: SignupService): ServiceLook => ({
  name: s.name,
  displayName: s.display_name,
  color: s.color,
  initials: serviceInitials(s.display_name),
  ink: inkFor(s.color),
  kind: s.kind,
});

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
    // the chosen services follow the checklist's order, not the order they were ticked in
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
        <div id={`${id}-services`} className="grid grid-cols-2 gap-1 px-1.5 pb-1.5 sm:grid-cols-3">
          {SIGNUP_SERVICES.map((s) => {
            const checked = selected.includes(s.name);
            const boxId = `${id}-${s.name.replace(/[^a-z0-9]/g, "-")}`;
            return (
              <label
                key={s.name}
                htmlFor={boxId}
                className={cn(
                  "flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-[var(--radius-control)] border px-2 py-1.5 text-sm leading-tight transition-colors duration-150",
                  checked
                    ? "border-accent/50 bg-accent/10 text-fg"
                    : "border-transparent text-fg-secondary hover:bg-surface-3/60 hover:text-fg",
                )}
              >
                <Checkbox
                  id={boxId}
                  checked={checked}
                  disabled={disabled}
                  onCheckedChange={(v) => toggle(s.name, v === true)}
                />
                <ServiceMark look={look(s)} size="sm" decorative />
                <span className="min-w-0">{s.display_name}</span>
              </label>
            );
          })}
        </div>
      ) : null}
    </fieldset>
  );
}
