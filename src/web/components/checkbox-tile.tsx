import type { ReactNode } from "react";
import { Checkbox } from "@/web/components/ui/checkbox";
import { cn } from "@/web/lib/cn";

/**
 * A checkbox and its label as one tile: the whole tile is the click target (at least 44 px high,
 * so it is easy to hit on touch), and it lights up while ticked so a glance shows the choices.
 */
export function CheckboxTile({
  id,
  checked,
  onCheckedChange,
  disabled,
  children,
  className,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-[var(--radius-control)] border border-border bg-surface-2/60 px-2.5 py-2 text-sm leading-tight text-fg sm:gap-3 sm:px-3 transition-colors duration-150 hover:border-border-strong has-[button[data-state=checked]]:border-accent/60 has-[button[data-state=checked]]:bg-accent/10",
        disabled && "cursor-not-allowed opacity-70 hover:border-border",
        className,
      )}
    >
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(c) => onCheckedChange(c === true)} />
      {children}
    </label>
  );
}
