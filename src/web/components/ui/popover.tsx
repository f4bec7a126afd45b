import { Popover as RPopover } from "radix-ui";
import type { ComponentProps, ReactElement } from "react";
import { cn } from "@/web/lib/cn";

export const Popover = RPopover.Root;
export const PopoverTrigger = RPopover.Trigger;
export const PopoverAnchor = RPopover.Anchor;

export function PopoverContent({
  className,
  align = "start",
  sideOffset = 8,
  ...props
}: ComponentProps<typeof RPopover.Content>) {
  return (
    <RPopover.Portal>
      <RPopover.Content
        align={align}
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-72 rounded-[var(--radius-card)] border border-border bg-surface-2 p-2 text-fg shadow-[var(--shadow-overlay)] outline-none data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </RPopover.Portal>
  );
}

/**
 * A popover whole: its trigger and its panel. LazyPopover loads this on the first open, so Radix's
 * popover and its positioning code stay out of first paint.
 */
export function PopoverPanel({
  open,
  onOpenChange,
  trigger,
  ...content
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: ReactElement;
} & ComponentProps<typeof RPopover.Content>) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent {...content} />
    </Popover>
  );
}
