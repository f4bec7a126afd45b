import { Upload } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { cn } from "@/web/lib/cn";

/**
 * A place to drop a file, which is also the label of a real file input: a click, a tap, or Enter
 * or Space on the focused input opens the file picker, so the keyboard and screen readers get the
 * browser's own control while the mouse gets a large target.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  onFile,
}: {
  /** the input's accessible name; it should hold the visible "choose a file", for speech input */
  label: string;
  hint: string;
  accept: string;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const dragOver = (e: DragEvent) => {
    e.preventDefault();
    e.dataTransfer.dropEffect = "copy";
    setOver(true);
  };
  const dragLeave = (e: DragEvent) => {
    // Leaving for a child of the zone is still over it.
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <label
      htmlFor={inputId}
      data-drop-zone
      data-over={over || undefined}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={dragLeave}
      onDrop={drop}
      className={cn(
        "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-[var(--radius-card)] border-2 border-dashed border-border-strong bg-surface-2/40 px-6 py-10 text-center transition-colors duration-150 ease-out hover:border-accent/60 hover:bg-surface-2",
        "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent",
        over && "border-accent bg-accent/10",
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-surface-3 text-accent">
        <Upload className="size-6" strokeWidth={1.75} aria-hidden />
      </span>
      <span className="text-base font-medium text-fg">{over ? "Drop it here" : "Drag and drop your file here"}</span>
      <span className="text-sm text-fg-secondary">
        or <span className="font-medium text-accent underline underline-offset-4">choose a file</span>
      </span>
      <span id={hintId} className="text-xs text-fg-muted">
        {hint}
      </span>
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-label={label}
        aria-describedby={hintId}
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) still reports a change.
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
