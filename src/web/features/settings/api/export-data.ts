import { useMutation } from "@tanstack/react-query";
import type { TExportCsvKind } from "@/shared/contracts/portability";
import { apiFile } from "@/web/lib/api";
import { saveFile } from "@/web/lib/save-file";
import { notify } from "@/web/lib/toast";

/** The whole account as JSON, or one list as a CSV. */
export type ExportKind = "json" | TExportCsvKind;

/** GET /api/me/export or /api/me/export.csv?kind=: the file and the name the server gives it. */
export function fetchExport(kind: ExportKind) {
  return kind === "json"
    ? apiFile("/api/me/export", "moodreel-export.json")
    : apiFile(`/api/me/export.csv?kind=${kind}`, `moodreel-${kind}.csv`);
}

/** Downloads one export; `variables` says which while it runs. */
export function useExportDownload() {
  return useMutation({
    mutationFn: async (kind: ExportKind) => {
      const { blob, filename } = await fetchExport(kind);
      saveFile(blob, filename);
    },
    onError: () => notify.error("Error", "Failed to download your data. Please try again."),
  });
}
