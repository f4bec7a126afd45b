import { FileJson, FileSpreadsheet, LoaderCircle } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { type ExportKind, useExportDownload } from "../api/export-data";
import { SettingsCard } from "./settings-card";

const CSV_FILES: readonly { kind: Exclude<ExportKind, "json">; label: string }[] = [
  { kind: "ratings", label: "Ratings CSV" },
  { kind: "watchlist", label: "Watch list CSV" },
  { kind: "watched", label: "Watched CSV" },
];

/** Settings › Your data › Export: the whole account as JSON, and each list as a CSV Letterboxd reads. */
export function ExportCard() {
  const download = useExportDownload();
  const busy = (kind: ExportKind) => download.isPending && download.variables === kind;
  const icon = (kind: ExportKind, Idle: typeof FileJson) =>
    busy(kind) ? (
      <LoaderCircle className="animate-spin" strokeWidth={1.75} aria-hidden />
    ) : (
      <Idle strokeWidth={1.75} aria-hidden />
    );

  return (
    <SettingsCard title="Export your data" description="Download a copy of what your account holds, whenever you like.">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-secondary">
            Everything in one file: account, profile, ratings, lists, hidden titles, alerts, watch-together sessions,
            recommendation history and feedback.
          </p>
          <Button
            className="shrink-0"
            onClick={() => download.mutate("json")}
            disabled={download.isPending}
            aria-busy={busy("json")}
          >
            {icon("json", FileJson)}
            Download my data
          </Button>
        </div>
        <div className="border-t border-border pt-5">
          <p className="text-sm text-fg-secondary">
            Your lists as CSV files in Letterboxd's import format, which Moodreel can import again.
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            {CSV_FILES.map(({ kind, label }) => (
              <Button
                key={kind}
                variant="secondary"
                onClick={() => download.mutate(kind)}
                disabled={download.isPending}
                aria-busy={busy(kind)}
              >
                {icon(kind, FileSpreadsheet)}
                {label}
              </Button>
            ))}
          </div>
        </div>
      </div>
    </SettingsCard>
  );
}
