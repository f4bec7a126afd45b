import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

/** A raised card with a heading: the building block of every tab. */
export function Panel({
  title,
  description,
  action,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={cn("min-w-0 rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-5", className)}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold tracking-tight text-fg">{title}</h2>
          {description ? <p className="mt-0.5 text-sm text-fg-secondary">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A headline figure: label, big tabular number, one line of context. */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  tone = "accent",
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  tone?: "accent" | "mood" | "success";
}) {
  const toneClass = { accent: "text-accent", mood: "text-mood", success: "text-success" }[tone];
  return (
    <div className="min-w-0 rounded-[var(--radius-card)] border border-border bg-surface p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium leading-5 text-fg-secondary">{label}</h2>
        <Icon className={cn("size-5 shrink-0", toneClass)} strokeWidth={1.75} aria-hidden />
      </div>
      <p className="mt-2 truncate text-2xl font-semibold tracking-tight tabular-nums text-fg sm:text-3xl">{value}</p>
      {hint ? <p className="mt-1 text-xs text-fg-muted">{hint}</p> : null}
    </div>
  );
}

/** Nothing to show yet: an icon, what happened, what to do, and optionally one action. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  action,
  compact,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  action?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-[var(--radius-control)] border border-dashed border-border text-center",
        compact ? "px-4 py-8" : "px-6 py-14",
      )}
    >
      <Icon className="size-6 text-fg-muted" strokeWidth={1.75} aria-hidden />
      <p className="text-sm font-medium text-fg">{title}</p>
      <p className="max-w-sm text-sm text-fg-secondary">{hint}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
