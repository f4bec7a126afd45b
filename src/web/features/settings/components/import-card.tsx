import { CircleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FileDropZone } from "@/web/components/file-drop-zone";
import { useImportFile } from "../api/import-file";
import { IMPORT_OPTIONS, optionName } from "./import-options";
import { ImportProgress } from "./import-progress";
import { ImportResult } from "./import-result";
import { ImportSourcePicker } from "./import-source-picker";
import { SettingsCard } from "./settings-card";

const [FIRST_OPTION] = IMPORT_OPTIONS;

function ImportFailed({ fileName, message }: { fileName: string; message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-[var(--radius-control)] border border-danger/40 bg-danger-soft px-4 py-3"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" strokeWidth={1.75} aria-hidden />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-fg">
          <span className="break-all">{fileName}</span> couldn't be imported
        </p>
        <p className="mt-0.5 text-fg-secondary">{message}</p>
      </div>
    </div>
  );
}

/** Settings › Your data › Import: pick the kind of file, drop or choose it, watch it go, read the counts. */
export function ImportCard() {
  const [optionId, setOptionId] = useState(FIRST_OPTION.id);
  const [fileName, setFileName] = useState("");
  const importing = useImportFile();
  const option = IMPORT_OPTIONS.find((o) => o.id === optionId) ?? FIRST_OPTION;
  const stage = importing.status;
  const panel = useRef<HTMLDivElement>(null);

  // The drop zone leaves the page while the file goes up: focus follows to what replaced it.
  useEffect(() => {
    if (stage === "pending" || stage === "success") panel.current?.focus();
  }, [stage]);

  const start = (file: File) => {
    setFileName(file.name);
    importing.mutate({ source: option.source, kind: option.kind, file });
  };

  return (
    <SettingsCard
      title="Import your history"
      description="Bring your ratings, watched titles and watch list over from Letterboxd or IMDb. An import only adds: nothing already in your account changes."
    >
      <div ref={panel} tabIndex={-1} className="outline-none">
        {importing.isSuccess ? (
          <ImportResult result={importing.data} fileName={fileName} onAgain={importing.reset} />
        ) : importing.isPending ? (
          <ImportProgress fileName={fileName} sent={importing.sent} />
        ) : (
          <div className="flex flex-col gap-5">
            <ImportSourcePicker
              value={optionId}
              onChange={(id) => {
                setOptionId(id);
                importing.reset();
              }}
            />
            {importing.isError ? <ImportFailed fileName={fileName} message={importing.error.message} /> : null}
            <FileDropZone
              label={`Choose a file to import as ${optionName(option)}`}
              hint="A .csv file up to 5 MB. Letterboxd's data export is a .zip: unzip it first."
              accept=".csv,text/csv"
              onFile={start}
            />
          </div>
        )}
      </div>
    </SettingsCard>
  );
}
