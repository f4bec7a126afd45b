import { cn } from "@/web/lib/cn";
import type { ServiceLook } from "../service-directory";

/**
 * A coloured rounded square with the service's initials, standing in for its logo (we ship no
 * third-party logos). Drawn as SVG: like a logo it carries the brand colour as is.
 */
export function ServiceMark({
  look,
  size = "sm",
  className,
  decorative = false,
}: {
  look: ServiceLook;
  size?: "xs" | "sm" | "md";
  className?: string;
  /** true when the name is already written next to the mark */
  decorative?: boolean;
}) {
  const long = look.initials.length > 1;
  return (
    <svg
      viewBox="0 0 24 24"
      className={cn(
        "shrink-0 select-none overflow-hidden rounded-[5px]",
        size === "xs" && "size-5",
        size === "sm" && "size-6",
        size === "md" && "size-7",
        className,
      )}
      role="img"
      aria-label={look.displayName}
      aria-hidden={decorative || undefined}
    >
      <title>{look.displayName}</title>
      <rect width="24" height="24" fill={look.color} />
      <rect x="0.5" y="0.5" width="23" height="23" rx="4.5" fill="none" stroke="rgb(255 255 255 / 0.15)" />
      <text
        x="12"
        y="12.5"
        dominantBaseline="middle"
        textAnchor="middle"
        fill={look.ink}
        fontSize={long ? 10 : 12}
        fontWeight={700}
        letterSpacing={long ? -0.3 : 0}
      >
        {look.initials}
      </text>
    </svg>
  );
}

/** A chip: brand colour dot and display name. */
export function ServiceChip({ look, className }: { look: ServiceLook; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex h-8 items-center gap-2 rounded-full border border-border bg-surface-2 pl-1 pr-3 text-sm text-fg",
        className,
      )}
    >
      <ServiceMark look={look} size="xs" decorative className="rounded-full" />
      {look.displayName}
    </span>
  );
}
