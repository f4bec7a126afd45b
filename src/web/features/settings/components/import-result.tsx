import { CircleCheck, Download, RotateCcw } from "lucide-react";
import type { TImportResponse } from "@/shared/contracts/portability";
import { Button } from "@/web/components/ui/button";
import { saveFile } from "@/web/lib/save-file";
import { ADDED_NOUN, unmatchedCsv } from "./import-options";

const COUNT = new Intl.NumberFormat("en-US");

function added({ counts, kind }: TImportResponse): string {
  if (counts.matched === 0) return "No row matched a title in the Moodreel catalogue, so nothing was added.";
  if (counts.imported === 0) return "Nothing new to add: everything that matched is already in your account.";
  const [one, many] = ADDED_NOUN[kind];
  return `${COUNT.format(counts.imported)} new ${counts.imported === 1 ? one : many} added.`;
}

/** What an import did: matched, already present and unmatched rows, and the unmatched ones to download. */
export function ImportResult({
  result,
  fileName,
  onAgain,
}: {
  result: TImportResponse;
  fileName: string;
  onAgain: () => void;
}) {
  const { counts } = result;
  const stats = [
    ["Matched", counts.matched],
    ["Already present", counts.already_present],
    ["Unmatched", counts.unmatched],
  ] as const;
  return (
    <div className="rounded-[var(--radius-card)] border border-border bg-surface-2/40 px-4 py-5 sm:px-5">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" strokeWidth={1.75} aria-hidden />
        <div className="min-w-0">
          <p role="status" className="font-medium text-fg">
            Import finished: {COUNT.format(counts.rows)} {counts.rows === 1 ? "row" : "rows"} read
          </p>
          <p className="mt-0.5 truncate text-sm text-fg-muted">{fileName}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2">
        {stats.map(([label, value]) => (
          <div
            key={label}
            className="flex flex-col justify-between gap-1 rounded-[var(--radius-control)] border border-border bg-surface px-3 py-3"
          >
            <dt className="text-xs text-fg-muted">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums text-fg">{COUNT.format(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-fg-secondary">{added(result)}</p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        {counts.unmatched > 0 ? (
          <Button
            variant="secondary"
            onClick={() =>
              saveFile(
                new Blob([unmatchedCsv(result)], { type: "text/csv;charset=utf-8" }),
                `moodreel-unmatched-${result.source}-${result.kind}.csv`,
              )
            }
          >
            <Download strokeWidth={1.75} aria-hidden />
            Download unmatched rows
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onAgain}>
          <RotateCcw strokeWidth={1.75} aria-hidden />
          Import another file
        </Button>
      </div>
    </div>
  );
}
