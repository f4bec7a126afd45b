import { useId } from "react";
import { CheckboxTile } from "@/web/components/checkbox-tile";
import { cn } from "@/web/lib/cn";
import type { ServiceLook } from "../service-directory";
import { ServiceMark } from "./service-mark";

/**
 * One tickable tile per streaming service (mark and name), for every place a person picks
 * services: the streaming filter, Settings › Streaming and sign-up. A service is ticked when its
 * normalised name is in `selected`; `onToggle` gets that name.
 */
export function ServiceCheckboxGrid({
  services,
  selected,
  onToggle,
  disabled,
  className,
}: {
  services: readonly ServiceLook[];
  selected: readonly string[];
  onToggle: (name: string, checked: boolean) => void;
  disabled?: boolean;
  /** the grid's columns and gaps, when the default (1, 2 from 360 px, 3 from sm) does not fit */
  className?: string;
}) {
  const idPrefix = useId();
  return (
    <ul className={cn("grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3", className)}>
      {services.map((look) => (
        <li key={look.name} className="min-w-0">
          <CheckboxTile
            id={`${idPrefix}-${look.name.replace(/[^a-z0-9]+/g, "-")}`}
            checked={selected.includes(look.name)}
            disabled={disabled}
            onCheckedChange={(c) => onToggle(look.name, c)}
            className="h-full"
          >
            <ServiceMark look={look} size="sm" decorative />
            <span className="min-w-0 break-words">{look.displayName}</span>
          </CheckboxTile>
        </li>
      ))}
    </ul>
  );
}
