import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

const FIELD =
  "w-full rounded-[var(--radius-control)] border border-border bg-surface px-3 text-base text-fg placeholder:text-fg-muted transition-colors duration-150 hover:border-border-strong focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-0 disabled:opacity-60 read-only:bg-surface-2 read-only:text-fg-secondary";

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(FIELD, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(FIELD, "min-h-24 py-2.5 leading-relaxed", className)} {...props} />;
}

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
  return <label className={cn("text-sm font-medium text-fg-secondary", className)} {...props} />;
}
