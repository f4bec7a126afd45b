import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/** A titled card of the settings page: heading, one line of description, an optional action. */
export function SettingsCard({
  title,
  description,
  action,
  tone = "default",
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  /** "danger" marks a card whose action cannot be undone */
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-[var(--radius-card)] border bg-surface p-5 sm:p-6",
        tone === "danger" ? "border-danger/40" : "border-border",
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
            {title}
          </h2>
          <p className="mt-1 text-sm text-fg-secondary">{description}</p>
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** What a settings card shows when its data could not be loaded: what failed, and a retry. */
export function SettingsLoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-[var(--radius-control)] border border-border bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-fg-secondary">We couldn't load your {what} just now.</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw strokeWidth={1.75} />
        Try again
      </Button>
    </div>
  );
}
