import { Search, X } from "lucide-react";
import { type RefObject, useEffect, useId } from "react";
import { cn } from "@/web/lib/cn";

/** True when a key press belongs to a text field or an open dialog, where '/' must type, not jump. */
function typingSomewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || !!target.closest("[role=dialog]");
}

/**
 * The catalogue search: a labelled search field with a clear button; '/' anywhere on the page
 * focuses it.
 */
export function SearchBar({
  value,
  onChange,
  onClear,
  inputRef,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  className?: string;
}) {
  const id = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (typingSomewhere(e.target) || document.querySelector("[role=dialog]")) return;
      const input = inputRef.current;
      if (!input) return;
      e.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [inputRef]);

  return (
    <div className={cn("relative flex-1", className)}>
      <label htmlFor={id} className="sr-only">
        Search films and series
      </label>
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
        strokeWidth={1.75}
        aria-hidden
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && value) {
            e.preventDefault();
            onClear();
          }
        }}
        placeholder="Search titles or moods…"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-keyshortcuts="/"
        className="h-12 w-full rounded-[var(--radius-control)] border border-border bg-surface pl-11 pr-12 text-base text-fg shadow-[inset_0_1px_0_rgb(255_255_255/0.03)] transition-colors duration-150 placeholder:text-fg-muted hover:border-border-strong focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value ? (
        <button
          type="button"
          onClick={onClear}
          aria-label="Clear search"
          className="absolute right-0.5 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-fg-secondary transition-colors hover:text-fg"
        >
          <X className="size-4" strokeWidth={1.75} aria-hidden />
        </button>
      ) : (
        <kbd
          aria-hidden
          className="pointer-events-none absolute right-3 top-1/2 hidden -translate-y-1/2 rounded-[5px] border border-border-strong bg-surface-2 px-1.5 py-0.5 font-sans text-xs text-fg-muted sm:inline-block"
        >
          /
        </kbd>
      )}
    </div>
  );
}
