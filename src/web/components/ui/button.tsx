import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

const VARIANTS = {
  primary: "bg-accent text-accent-fg hover:bg-accent-hover font-semibold",
  secondary: "bg-surface-2 text-fg hover:bg-surface-3 border border-border",
  ghost: "text-fg-secondary hover:text-fg hover:bg-surface-2",
  mood: "bg-mood text-[#120d2b] hover:brightness-110 font-semibold",
  danger: "bg-danger text-[#1b0707] hover:brightness-110 font-semibold",
  outline: "border border-border-strong text-fg hover:bg-surface-2",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm gap-1.5",
  md: "h-11 px-4 text-sm gap-2",
  lg: "h-12 px-6 text-base gap-2",
  icon: "h-11 w-11 p-0",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  asChild?: boolean;
}

export function Button({ variant = "primary", size = "md", asChild, className, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : (type ?? "button")}
      className={cn(
        "inline-flex select-none items-center justify-center whitespace-nowrap rounded-[var(--radius-control)] transition-[background-color,color,filter,transform] duration-150 ease-out active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
