import { Check } from "lucide-react";
import { Checkbox as RCheckbox } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export function Checkbox({ className, ...props }: ComponentProps<typeof RCheckbox.Root>) {
  return (
    <RCheckbox.Root
      className={cn(
        "peer inline-flex size-5 shrink-0 items-center justify-center rounded-[5px] border border-border-strong bg-surface transition-colors duration-150 data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-accent-fg disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <RCheckbox.Indicator>
        <Check className="size-3.5" strokeWidth={3} aria-hidden />
      </RCheckbox.Indicator>
    </RCheckbox.Root>
  );
}
