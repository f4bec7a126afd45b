import { Progress } from "@/web/components/ui/progress";

/**
 * The import under way: the upload's share while the file goes up, then an open-ended bar while the
 * server matches its rows (a big file takes a second or two).
 */
export function ImportProgress({ fileName, sent }: { fileName: string; sent: number }) {
  const uploading = sent < 1;
  const percent = Math.round(sent * 100);
  return (
    <div className="rounded-[var(--radius-card)] border border-border bg-surface-2/40 px-4 py-6 sm:px-5">
      <div className="flex items-baseline justify-between gap-4">
        <p className="min-w-0 truncate text-sm font-medium text-fg">{fileName}</p>
        {uploading ? (
          <span className="shrink-0 text-sm tabular-nums text-fg-secondary" aria-hidden>
            {percent}%
          </span>
        ) : null}
      </div>
      <Progress value={uploading ? percent : null} label={`Importing ${fileName}`} className="mt-3" />
      <p role="status" className="mt-3 text-sm text-fg-secondary">
        {uploading ? "Uploading your file..." : "Matching titles against the catalogue..."}
      </p>
    </div>
  );
}
