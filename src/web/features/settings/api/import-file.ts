import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  IMPORT_MAX_BYTES,
  PORTABILITY_MESSAGES,
  type TImportKind,
  type TImportResponse,
  type TImportSource,
} from "@/shared/contracts/portability";
import { ApiError, apiRequest } from "@/web/lib/api";

export interface ImportChoice {
  source: TImportSource;
  kind: TImportKind;
}

/**
 * POST /api/me/import: the file's text goes up inside JSON, as the server reads it. A file over the
 * limit is refused here with the server's own message, before any of it is sent.
 */
export async function importFile(
  choice: ImportChoice,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TImportResponse> {
  if (file.size > IMPORT_MAX_BYTES) throw new ApiError(413, "payload_too_large", PORTABILITY_MESSAGES.tooLarge);
  const csv = await file.text();
  return apiRequest<TImportResponse>("/api/me/import", {
    method: "POST",
    body: { ...choice, csv },
    retry: false,
    onUploadProgress: onProgress,
  });
}

/**
 * The import as a mutation, with the share of the file sent so far (0 to 1). What it adds shows in
 * every list and rating at once, since every cached answer about the user's titles is refetched.
 */
export function useImportFile() {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ file, ...choice }: ImportChoice & { file: File }) => importFile(choice, file, setSent),
    // Not awaited: the counts show at once, while the user's lists and ratings refetch behind them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["me"] });
    },
    // Back to nothing sent once it ends, so the next import does not start out at the last one's end.
    onSettled: () => setSent(0),
  });
  return { ...mutation, sent };
}
