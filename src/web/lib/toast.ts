import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

let resolveToaster: (toast: Toast) => void = () => {};
/**
 * Settles once the toaster has loaded and mounted. The toast library is not part of the first load
 * (nothing is toasted before first paint), so a toast asked for earlier waits here instead of being
 * shown to a toaster that is not listening yet.
 */
const toasterReady = new Promise<Toast>((resolve) => {
  resolveToaster = resolve;
});

/** Called by the Toaster after it mounts, with the library's toast function. */
export function toasterMounted(toast: Toast): void {
  resolveToaster(toast);
}

const show = (draw: (toast: Toast) => void): void => {
  void toasterReady.then(draw);
};

/** A button on the toast that acts on what the toast reports ("Undo"). */
export interface ToastAction {
  label: string;
  onClick(): void;
}

/** How long the toast stays; the library's default (4 s) when unset. */
export interface ToastTiming {
  durationMs?: number;
}

/** Toasts are a title and a description, and at most one action; destructive ones use the error style. */
export const notify = {
  success: (title: string, description?: string, action?: ToastAction, timing?: ToastTiming) =>
    show((toast) => toast.success(title, { description, action, duration: timing?.durationMs })),
  info: (title: string, description?: string, action?: ToastAction, timing?: ToastTiming) =>
    show((toast) => toast(title, { description, action, duration: timing?.durationMs })),
  error: (title: string, description?: string) => show((toast) => toast.error(title, { description })),
};
