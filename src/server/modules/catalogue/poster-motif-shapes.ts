/** The shapes several genre motifs draw with, and the signature every motif shares. */
import { n, POSTER_HEIGHT, POSTER_WIDTH, type Rand } from "./poster-canvas";
import type { Colors } from "./poster-palettes";

export type Motif = (r: Rand, c: Colors, uid: string) => string;

export function star4(x: number, y: number, s: number): string {
  const k = s * 0.22;
  return `M${n(x)} ${n(y - s)}L${n(x + k)} ${n(y - k)}L${n(x + s)} ${n(y)}L${n(x + k)} ${n(y + k)}L${n(x)} ${n(y + s)}L${n(x - k)} ${n(y + k)}L${n(x - s)} ${n(y)}L${n(x - k)} ${n(y - k)}Z`;
}

export function heart(x: number, y: number, s: number): string {
  // s = half width
  return `M${n(x)} ${n(y + s * 0.85)}C${n(x - s * 1.6)} ${n(y - s * 0.1)} ${n(x - s * 0.75)} ${n(y - s * 1.25)} ${n(x)} ${n(y - s * 0.45)}C${n(x + s * 0.75)} ${n(y - s * 1.25)} ${n(x + s * 1.6)} ${n(y - s * 0.1)} ${n(x)} ${n(y + s * 0.85)}Z`;
}

export function waves(y: number, amp: number, len: number, phase: number): string {
  let d = `M${n(-len + phase)} ${n(y)}`;
  for (let x = -len + phase; x < POSTER_WIDTH + len; x += len) {
    d += `Q${n(x + len / 4)} ${n(y - amp)} ${n(x + len / 2)} ${n(y)}T${n(x + len)} ${n(y)}`;
  }
  return `${d}L${POSTER_WIDTH + len} ${POSTER_HEIGHT}L${-len} ${POSTER_HEIGHT}Z`;
}
