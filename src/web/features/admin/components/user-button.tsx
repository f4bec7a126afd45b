import { initials } from "../format";

/** A person's name that opens their insights. */
export function UserButton({ name, detail, onOpen }: { name: string; detail?: string; onOpen(): void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group -my-1 flex min-h-11 min-w-0 items-center gap-2.5 rounded-[var(--radius-control)] text-left"
    >
      <span
        aria-hidden
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-3 text-xs font-semibold text-fg-secondary"
      >
        {initials(name)}
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-fg underline-offset-4 group-hover:underline">
          {name}
        </span>
        {detail ? <span className="block truncate text-xs text-fg-muted">{detail}</span> : null}
      </span>
      <span className="sr-only">: view insights</span>
    </button>
  );
}
