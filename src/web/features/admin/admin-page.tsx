import { ShieldAlert } from "lucide-react";
import { PageSpinner } from "../../components/ui/spinner";
import { useSession } from "../session/session-provider";

export function AdminPage() {
  const { loading, isAdmin } = useSession();
  if (loading) return <PageSpinner />;
  if (!isAdmin) {
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
  return (
    <div className="page-gutter mx-auto max-w-[1440px] py-10">
      <h1 className="text-3xl font-semibold">Admin Analytics</h1>
    </div>
  );
}
