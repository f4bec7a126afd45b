import { AlertDialog as RAlertDialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/web/lib/cn";
import { DIALOG_OVERLAY, DIALOG_PANEL } from "./dialog";

export const AlertDialog = RAlertDialog.Root;
export const AlertDialogTrigger = RAlertDialog.Trigger;
export const AlertDialogCancel = RAlertDialog.Cancel;

interface AlertDialogContentProps extends Omit<ComponentProps<typeof RAlertDialog.Content>, "title"> {
  title: ReactNode;
  description: ReactNode;
}

/**
 * A dialog that asks before something that cannot be undone: it looks like Dialog (bottom sheet on
 * mobile, centred from sm up) but has no close button and does not close on an outside click, so
 * only its own Cancel, Esc or the action leave it.
 */
export function AlertDialogContent({ title, description, className, children, ...props }: AlertDialogContentProps) {
  return (
    <RAlertDialog.Portal>
      <RAlertDialog.Overlay className={DIALOG_OVERLAY} />
      <RAlertDialog.Content className={cn(DIALOG_PANEL, "sm:max-w-md", className)} {...props}>
        <div className="px-5 pt-5 sm:px-6 sm:pt-6">
          <RAlertDialog.Title className="text-xl font-semibold tracking-tight">{title}</RAlertDialog.Title>
          <RAlertDialog.Description className="mt-2 text-sm text-fg-secondary">{description}</RAlertDialog.Description>
        </div>
        <div className="px-5 pb-5 pt-4 sm:px-6 sm:pb-6">{children}</div>
      </RAlertDialog.Content>
    </RAlertDialog.Portal>
  );
}
