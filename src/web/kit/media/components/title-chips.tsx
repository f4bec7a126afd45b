import { cn } from "@/web/lib/cn";

/** 'Similar to:' or 'Different from:' and the titles as chips; nothing when there are none. */
export function TitleChips({
  label,
  titles,
  max,
  tone = "similar",
  layout = "inline",
  className,
}: {
  label: string;
  titles: readonly string[];
  /** show at most this many, then "+N" */
  max?: number;
  tone?: "similar" | "different";
  /** inline: label and chips wrap together; stacked: the label above one row of chips that shorten to fit */
  layout?: "inline" | "stacked";
  className?: string;
}) {
  if (titles.length === 0) return null;
  const shown = max === undefined ? titles : titles.slice(0, max);
  const extra = titles.length - shown.length;
  const stacked = layout === "stacked";
  return (
    <div className={cn("flex min-w-0 gap-1.5", stacked ? "flex-col" : "flex-wrap items-center", className)}>
      <span className="text-xs font-medium text-fg-secondary">{label}</span>
      <ul className={cn("flex min-w-0 items-center gap-1.5", stacked ? "flex-nowrap" : "flex-wrap")}>
        {shown.map((t) => (
          <li
            key={t}
            title={t}
            className={cn(
              "inline-flex min-w-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium",
              stacked ? "shrink" : "max-w-full",
              tone === "similar" ? "border-mood/40 text-[#d4ceff]" : "border-border-strong text-fg-secondary",
            )}
          >
            <span className="truncate">{t}</span>
          </li>
        ))}
        {extra > 0 ? (
          <li className="shrink-0 text-xs tabular-nums text-fg-muted">
            +{extra}
            <span className="sr-only"> more</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
