import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

export interface Column<T> {
  key: string;
  header: string;
  /** right-aligned tabular figures */
  numeric?: boolean;
  className?: string;
  cell(row: T): ReactNode;
}

/**
 * A compact table that scrolls sideways inside its card on narrow screens (the scroll region is
 * focusable and named, so keyboard users can scroll it too).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="-mx-4 overflow-x-auto px-4 sm:-mx-5 sm:px-5" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[560px] border-collapse text-sm">
        <thead>
          <tr className="border-b border-border text-left text-xs text-fg-muted">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(
                  "whitespace-nowrap px-2 py-2 font-medium first:pl-0 last:pr-0",
                  c.numeric && "text-right",
                  c.className,
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} className="border-b border-border last:border-b-0">
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={cn(
                    "px-2 py-2.5 align-middle first:pl-0 last:pr-0",
                    c.numeric ? "text-right tabular-nums" : "text-fg-secondary",
                    c.className,
                  )}
                >
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
