/** The colours of a poster: a palette per genre, varied a little per title. */
import { n, type Rand } from "./poster-canvas";

interface Palette {
  /** background hue and saturation */
  hue: number;
  sat: number;
  /** accent hue and saturation */
  accentHue: number;
  accentSat: number;
}

export const DEFAULT_GENRE = "Drama";
/** A table by genre name that has an entry for the default genre, for the genres it lacks. */
export type GenreTable<T> = Record<string, T> & Record<typeof DEFAULT_GENRE, T>;

export const PALETTES: GenreTable<Palette> = {
  Action: { hue: 8, sat: 70, accentHue: 30, accentSat: 95 },
  Adventure: { hue: 188, sat: 60, accentHue: 44, accentSat: 90 },
  Animation: { hue: 262, sat: 60, accentHue: 322, accentSat: 85 },
  Comedy: { hue: 28, sat: 65, accentHue: 48, accentSat: 95 },
  Crime: { hue: 214, sat: 30, accentHue: 38, accentSat: 85 },
  Documentary: { hue: 32, sat: 12, accentHue: 40, accentSat: 35 },
  Drama: { hue: 344, sat: 55, accentHue: 30, accentSat: 75 },
  Family: { hue: 204, sat: 65, accentHue: 46, accentSat: 95 },
  Fantasy: { hue: 272, sat: 50, accentHue: 158, accentSat: 70 },
  History: { hue: 26, sat: 40, accentHue: 38, accentSat: 60 },
  Horror: { hue: 356, sat: 45, accentHue: 48, accentSat: 35 },
  Music: { hue: 300, sat: 55, accentHue: 184, accentSat: 90 },
  Mystery: { hue: 236, sat: 40, accentHue: 200, accentSat: 45 },
  Romance: { hue: 338, sat: 60, accentHue: 352, accentSat: 90 },
  "Science Fiction": { hue: 226, sat: 60, accentHue: 186, accentSat: 90 },
  Thriller: { hue: 166, sat: 35, accentHue: 72, accentSat: 85 },
  War: { hue: 78, sat: 25, accentHue: 46, accentSat: 45 },
  Western: { hue: 18, sat: 70, accentHue: 40, accentSat: 95 },
  Reality: { hue: 350, sat: 65, accentHue: 174, accentSat: 80 },
};

export interface Colors {
  top: string;
  bottom: string;
  deep: string;
  accent: string;
  accentSoft: string;
  ink: string;
  muted: string;
  hue: number;
}

/** Hue part of the way from a to b on the colour wheel. */
function mixHue(a: number, b: number, t: number): number {
  const d = ((b - a + 540) % 360) - 180;
  return (a + d * t + 360) % 360;
}

/** The first genre's palette, its background leaning toward the second genre's. */
export function colorsFor(p: Palette, second: Palette | undefined, r: Rand): Colors {
  const base = second && second !== p ? mixHue(p.hue, second.hue, r.range(0.25, 0.45)) : p.hue;
  const hue = (base + r.range(-10, 10) + 360) % 360;
  const accentHue = (p.accentHue + r.range(-8, 8) + 360) % 360;
  const light = r.range(20, 27);
  return {
    top: `hsl(${n(hue)} ${p.sat}% ${n(light)}%)`,
    bottom: `hsl(${n((hue + 14) % 360)} ${p.sat}% 7%)`,
    deep: `hsl(${n(hue)} ${Math.min(p.sat, 40)}% 5%)`,
    accent: `hsl(${n(accentHue)} ${p.accentSat}% 62%)`,
    accentSoft: `hsl(${n(accentHue)} ${p.accentSat}% 75%)`,
    ink: `hsl(${n(hue)} 35% 97%)`,
    muted: `hsl(${n(hue)} 18% 78%)`,
    hue,
  };
}
