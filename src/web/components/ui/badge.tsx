import type { HTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

const VARIANTS = {
  neutral: "bg-surface-3 text-fg-secondary",
  accent: "bg-accent text-accent-fg",
  mood: "bg-mood-soft text-[#c9c1ff]",
  outline: "border border-border-strong text-fg-secondary",
  success: "bg-[rgb(62_207_142/0.15)] text-success",
} as const;

export function Badge({
  variant = "neutral",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: keyof typeof VARIANTS }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
