import { AlertTriangle, ShieldAlert } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";

/** Shown to anyone who is not an administrator, and when the server refuses the analytics. */
export function AccessDenied() {
  return (
    <div className="page-gutter mx-auto max-w-xl py-20">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-[var(--radius-card)] border border-[rgb(243_107_107/0.4)] bg-danger-soft p-4 text-fg"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-danger" strokeWidth={1.75} aria-hidden />
        <p>Access denied. Admin privileges required.</p>
      </div>
    </div>
  );
}

/** The analytics request failed: say so, with a retry. */
export function LoadFailed({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-[rgb(243_107_107/0.4)] bg-danger-soft p-4 text-fg sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" strokeWidth={1.75} aria-hidden />
        Failed to load analytics data
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} className="self-start sm:self-auto">
        Try again
      </Button>
    </div>
  );
}

/** Placeholders shaped like the overview's stat cards and charts while the analytics load. */
export function DashboardSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading analytics">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[116px] rounded-[var(--radius-card)]" />
        ))}
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-5">
        <Skeleton className="h-[330px] rounded-[var(--radius-card)] lg:col-span-3" />
        <Skeleton className="h-[330px] rounded-[var(--radius-card)] lg:col-span-2" />
      </div>
    </div>
  );
}
