import { History } from "lucide-react";
import type { TSessionRow } from "@/shared/contracts/admin";
import { Badge } from "@/web/components/ui/badge";
import { formatCount, formatDateTime, formatSeconds } from "../format";
import { type Column, DataTable } from "./data-table";
import { EmptyState, Panel } from "./panel";
import { UserButton } from "./user-button";

export function StatusBadge({ status }: { status: string }) {
  if (status === "success") return <Badge variant="success">success</Badge>;
  if (status === "error") return <Badge className="bg-danger-soft text-danger">error</Badge>;
  return <Badge variant="outline">{status}</Badge>;
}

export function UserMetricsTab({
  sessions,
  onOpenUser,
}: {
  sessions: TSessionRow[];
  onOpenUser(userId: string): void;
}) {
  const columns: Column<TSessionRow>[] = [
    {
      key: "user",
      header: "User",
      className: "max-w-[220px]",
      cell: (s) => <UserButton name={s.user_name} detail={s.user_email} onOpen={() => onOpenUser(s.user_id)} />,
    },
    {
      key: "mood",
      header: "Mood",
      className: "max-w-[260px]",
      cell: (s) => <span className="line-clamp-2 text-fg">“{s.mood}”</span>,
    },
    { key: "provider", header: "Provider", cell: (s) => s.ai_provider },
    { key: "status", header: "Status", cell: (s) => <StatusBadge status={s.status} /> },
    { key: "time", header: "Time", numeric: true, cell: (s) => formatSeconds(s.processing_time_seconds) },
    { key: "count", header: "Recs", numeric: true, cell: (s) => formatCount(s.recommendation_count) },
    {
      key: "when",
      header: "When",
      className: "whitespace-nowrap",
      cell: (s) => formatDateTime(s.request_timestamp),
    },
  ];
  return (
    <Panel title="Latest recommendation sessions" description="The 10 most recent requests, newest first">
      {sessions.length === 0 ? (
        <EmptyState
          icon={History}
          title="No sessions yet"
          hint="Each request for recommendations shows here with its mood, provider and time."
        />
      ) : (
        <>
          <div className="hidden md:block">
            <DataTable label="Latest sessions" columns={columns} rows={sessions} rowKey={(s) => s.id} />
          </div>
          <ul className="divide-y divide-border md:hidden">
            {sessions.map((s) => (
              <li key={s.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-center justify-between gap-3">
                  <UserButton name={s.user_name} onOpen={() => onOpenUser(s.user_id)} />
                  <StatusBadge status={s.status} />
                </div>
                <p className="mt-1 line-clamp-2 text-sm text-fg">“{s.mood}”</p>
                <p className="mt-1 text-xs tabular-nums text-fg-secondary">
                  {[
                    s.ai_provider,
                    formatSeconds(s.processing_time_seconds),
                    `${formatCount(s.recommendation_count)} recs`,
                    formatDateTime(s.request_timestamp),
                  ].join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
