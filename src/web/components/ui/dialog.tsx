import { X } from "lucide-react";
import { Dialog as RDialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/web/lib/cn";

export const Dialog = RDialog.Root;
export const DialogTrigger = RDialog.Trigger;
export const DialogClose = RDialog.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof RDialog.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  /** Visually hide the title (it stays for screen readers). */
  hideTitle?: boolean;
  hideClose?: boolean;
  size?: "sm" | "md" | "lg" | "xl";
}

const SIZES = { sm: "sm:max-w-sm", md: "sm:max-w-md", lg: "sm:max-w-2xl", xl: "sm:max-w-4xl" };

/** The dimmed backdrop, shared with the alert dialog. */
export const DIALOG_OVERLAY = "fixed inset-0 z-50 bg-black/70 backdrop-blur-[2px] data-[state=open]:animate-fade-in";

/** The panel: a bottom sheet on mobile, centred from sm up; shared with the alert dialog. */
export const DIALOG_PANEL = cn(
  "fixed z-50 flex max-h-[92dvh] w-full flex-col overflow-y-auto border border-border bg-surface text-fg shadow-[var(--shadow-overlay)] outline-none",
  "inset-x-0 bottom-0 rounded-t-[var(--radius-card)] data-[state=open]:animate-slide-up",
  "sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[var(--radius-card)]",
);

/** Centred on desktop, a bottom sheet on mobile; focus trapped and restored, Esc closes. */
export function DialogContent({
  title,
  description,
  hideTitle,
  hideClose,
  size = "md",
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <RDialog.Portal>
      <RDialog.Overlay className={DIALOG_OVERLAY} />
      <RDialog.Content
        className={cn(DIALOG_PANEL, SIZES[size], className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className={cn("flex items-start justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6", hideTitle && "sr-only")}>
          <div className="min-w-0">
            <RDialog.Title className="text-xl font-semibold tracking-tight">{title}</RDialog.Title>
            {description ? (
              <RDialog.Description className="mt-1 text-sm text-fg-secondary">{description}</RDialog.Description>
            ) : null}
          </div>
        </div>
        {!hideClose ? (
          <RDialog.Close
            className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-fg-secondary transition-colors hover:bg-surface-2 hover:text-fg"
            aria-label="Close"
          >
            <X className="size-5" strokeWidth={1.75} aria-hidden />
          </RDialog.Close>
        ) : null}
        <div className="px-5 pb-5 pt-4 sm:px-6 sm:pb-6">{children}</div>
      </RDialog.Content>
    </RDialog.Portal>
  );
}

/** One primary action, right-aligned. */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>{children}</div>;
}
