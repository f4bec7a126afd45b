import type { ComponentProps } from "react";

/**
 * A link that opens in a new tab without handing the new page a handle on ours (noopener), and
 * tells screen-reader users it will leave the current tab, since they cannot see the icon that
 * usually says so.
 */
export function NewTabLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
