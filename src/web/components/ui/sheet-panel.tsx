import { X } from "lucide-react";
import { Dialog as RDialog } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

/** A right-side slide-out panel built on the Radix dialog, with its trigger; Sheet loads it on the first open. */
export function SheetPanel({
  open,
  onOpenChange,
  trigger,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
  title: string;
  children: ReactNode;
}) {
  return (
    <RDialog.Root open={open} onOpenChange={onOpenChange}>
      <RDialog.Trigger asChild>{trigger}</RDialog.Trigger>
      <RDialog.Portal>
        <RDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <RDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,86vw)] flex-col border-l border-border bg-surface shadow-[var(--shadow-overlay)] outline-none data-[state=open]:animate-slide-in-right"
        >
          <div className="flex h-16 items-center justify-between border-b border-border px-5">
            <RDialog.Title className="text-base font-semibold">{title}</RDialog.Title>
            <RDialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-full text-fg-secondary hover:bg-surface-2 hover:text-fg"
            >
              <X className="size-5" strokeWidth={1.75} aria-hidden />
            </RDialog.Close>
          </div>
          <nav className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">{children}</nav>
        </RDialog.Content>
      </RDialog.Portal>
    </RDialog.Root>
  );
}
