import { useCallback } from "react";
import { notify } from "@/web/lib/toast";
import { clearCurrentRecommendations } from "./api/clear-recommendations";
import { focusResultsHeading } from "./components/results-header";
import type { SavedPosition } from "./recommendation-state";

/** How long "Undo" is offered after a clear. */
export const CLEAR_UNDO_MS = 5_000;

export const CLEARED_TOAST_TITLE = "Recommendations cleared";

export function clearedToastDescription(cleared: SavedPosition): string {
  const n = cleared.recommendations.length;
  return `${n} ${n === 1 ? "pick" : "picks"} for “${cleared.query}”`;
}

/**
 * The results' Clear action: empties the list at once (no confirmation), tells the server to stop
 * whatever of the person's requests may still run there, and offers "Undo" for 5 s, which puts the
 * list back and stores it again.
 */
export function useClearWithUndo(clear: () => SavedPosition | null, restore: (saved: SavedPosition) => void) {
  return useCallback(() => {
    const cleared = clear();
    // The list here is gone already; a failure only leaves a request elsewhere to finish unseen.
    clearCurrentRecommendations().catch((err) => console.warn("Clearing recommendations on the server failed", err));
    // The Clear button leaves with the list: keep focus on the results.
    focusResultsHeading();
    if (!cleared) return;
    notify.success(
      CLEARED_TOAST_TITLE,
      clearedToastDescription(cleared),
      { label: "Undo", onClick: () => restore(cleared) },
      { durationMs: CLEAR_UNDO_MS },
    );
  }, [clear, restore]);
}
