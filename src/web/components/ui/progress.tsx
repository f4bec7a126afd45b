import { Progress as RProgress } from "radix-ui";
import { cn } from "@/web/lib/cn";

/**
 * A labelled progress bar: `value` 0 to 100, or null while the end cannot be known (the bar then
 * shimmers across its width, or holds still under reduced motion).
 */
export function Progress({ value, label, className }: { value: number | null; label: string; className?: string }) {
  return (
    <RProgress.Root
      value={value}
      aria-label={label}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-surface-3", className)}
    >
      <RProgress.Indicator
        className={cn(
          "h-full rounded-full transition-[width] duration-200 ease-out",
          value === null
            ? "w-full bg-[linear-gradient(90deg,transparent,var(--color-accent),transparent)] bg-[length:200%_100%] animate-shimmer"
            : "bg-accent",
        )}
        style={value === null ? undefined : { width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </RProgress.Root>
  );
}
