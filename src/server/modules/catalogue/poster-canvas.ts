/**
 * The poster's canvas and the tools every part of its drawing shares: its size and text box, the font
 * stack, the id-seeded randomness that makes each poster differ yet repeat exactly, and the number
 * formatting that keeps the SVG short.
 */
import { seededRandom } from "../../../shared/seeded-random";

export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 600;

export const MARGIN = 32;
export const TEXT_WIDTH = POSTER_WIDTH - 2 * MARGIN;
export const FONT =
  "Arial, 'Helvetica Neue', Helvetica, 'Liberation Sans', 'Noto Sans', 'Noto Sans CJK JP', 'Hiragino Sans', 'Microsoft YaHei', sans-serif";

/** FNV-1a 32-bit hash. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rand {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

export function rand(seed: number): Rand {
  const next = seededRandom(seed);
  const r = (() => next()) as Rand;
  r.range = (min, max) => min + (max - min) * next();
  r.int = (min, max) => Math.floor(min + (max - min + 1) * next());
  r.pick = (list) => {
    // next() is below 1, so the index falls inside any non-empty list
    const item = list[Math.floor(next() * list.length)];
    if (item === undefined) throw new Error("pick needs a non-empty list");
    return item;
  };
  return r;
}

export const n = (v: number) => (Math.round(v * 10) / 10).toString();
