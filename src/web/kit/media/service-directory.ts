import type { TStreamingService } from "@/shared/contracts/catalogue";
import { normaliseServiceName } from "./filter-state";

/** How a service is shown: display name, brand colour, initials for its mark and a readable text colour. */
export interface ServiceLook {
  name: string;
  displayName: string;
  color: string;
  initials: string;
  /** text colour with enough contrast on `color` */
  ink: string;
  kind: TStreamingService["kind"] | "unknown";
}

/** "Prime Video" -> "PV", "Disney+" -> "D+", "Netflix" -> "N". */
export function serviceInitials(displayName: string): string {
  const words = displayName
    .replace(/[^\p{L}\p{N}+ ]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) {
    const w = words[0];
    return `${w[0].toUpperCase()}${w.endsWith("+") && w.length > 1 ? "+" : ""}`;
  }
  return `${words[0][0]}${words[1][0]}`.toUpperCase();
}

function channel(hex: string, i: number): number {
  const v = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of #rrggbb. */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return 0;
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

/** Near-black or white, whichever reads better on the brand colour. */
export function inkFor(hex: string): string {
  const l = relativeLuminance(hex);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack >= onWhite ? "#0b0c12" : "#ffffff";
}

function titleCase(name: string): string {
  return name.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

const FALLBACK_COLOR = "#3a3d4d";

/**
 * The look of a service described outside the catalogue (the sign-up list, the admin report): its
 * initials and a readable ink are derived the same way as for catalogue services; no colour gives
 * the neutral mark.
 */
export function serviceLook(service: {
  name: string;
  display_name: string;
  color: string | null;
  kind?: ServiceLook["kind"];
}): ServiceLook {
  const color = service.color ?? FALLBACK_COLOR;
  return {
    name: normaliseServiceName(service.name),
    displayName: service.display_name,
    color,
    initials: serviceInitials(service.display_name),
    ink: inkFor(color),
    kind: service.kind ?? "unknown",
  };
}

/** A lookup from database name to its look; unknown names get a neutral mark and a title-cased name. */
export function makeServiceDirectory(services: readonly TStreamingService[] | undefined) {
  const byName = new Map<string, TStreamingService>();
  for (const s of services ?? []) byName.set(normaliseServiceName(s.name), s);
  const cache = new Map<string, ServiceLook>();
  return {
    look(name: string): ServiceLook {
      const key = normaliseServiceName(name);
      const hit = cache.get(key);
      if (hit) return hit;
      const look = serviceLook(byName.get(key) ?? { name: key, display_name: titleCase(key), color: null });
      cache.set(key, look);
      return look;
    },
    displayName(name: string): string {
      return this.look(name).displayName;
    },
  };
}
export type ServiceDirectory = ReturnType<typeof makeServiceDirectory>;
