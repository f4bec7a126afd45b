/**
 * How long a saved file's object URL lives: the browser reads it after the click returns, and some
 * browsers still need it a moment later, so it is released after a short while rather than at once.
 */
const RELEASE_AFTER_MS = 30_000;

/** Hands a file made or fetched in the page to the browser's download, under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
