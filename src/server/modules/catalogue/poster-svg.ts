/**
 * The generated poster of a title: a 2:3 SVG (400×600) with a palette and a geometric motif chosen by
 * the first genre, a deterministic variation from the id, the title set large (wrapped and shrunk to
 * fit), and the year and Movie/Series at the bottom. Pure: same facts in, same bytes out.
 */
import { seededRandom } from "../../../shared/seeded-random";

export interface PosterInput {
  id: string;
  title: string;
  type: "movie" | "tv";
  year: number;
  genres: readonly string[];
}

export const POSTER_WIDTH = 400;
const POSTER_HEIGHT = 600;
/** Bump when the drawing changes so ETags change with it. */
export const POSTER_VERSION = "2";

const MARGIN = 32;
const TEXT_WIDTH = POSTER_WIDTH - 2 * MARGIN;
const FONT =
  "Arial, 'Helvetica Neue', Helvetica, 'Liberation Sans', 'Noto Sans', 'Noto Sans CJK JP', 'Hiragino Sans', 'Microsoft YaHei', sans-serif";

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** FNV-1a 32-bit hash. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Rand {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

function rand(seed: number): Rand {
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

const n = (v: number) => (Math.round(v * 10) / 10).toString();

// ---------------------------------------------------------------------------------------------
// Palettes

interface Palette {
  /** background hue and saturation */
  hue: number;
  sat: number;
  /** accent hue and saturation */
  accentHue: number;
  accentSat: number;
}

const DEFAULT_GENRE = "Drama";
/** A table by genre name that has an entry for the default genre, for the genres it lacks. */
type GenreTable<T> = Record<string, T> & Record<typeof DEFAULT_GENRE, T>;

const PALETTES: GenreTable<Palette> = {
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

interface Colors {
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
function colorsFor(p: Palette, second: Palette | undefined, r: Rand): Colors {
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

// ---------------------------------------------------------------------------------------------
// Motifs: one per genre, drawn in the upper part of the poster

type Motif = (r: Rand, c: Colors, uid: string) => string;

function star4(x: number, y: number, s: number): string {
  const k = s * 0.22;
  return `M${n(x)} ${n(y - s)}L${n(x + k)} ${n(y - k)}L${n(x + s)} ${n(y)}L${n(x + k)} ${n(y + k)}L${n(x)} ${n(y + s)}L${n(x - k)} ${n(y + k)}L${n(x - s)} ${n(y)}L${n(x - k)} ${n(y - k)}Z`;
}

function heart(x: number, y: number, s: number): string {
  // s = half width
  return `M${n(x)} ${n(y + s * 0.85)}C${n(x - s * 1.6)} ${n(y - s * 0.1)} ${n(x - s * 0.75)} ${n(y - s * 1.25)} ${n(x)} ${n(y - s * 0.45)}C${n(x + s * 0.75)} ${n(y - s * 1.25)} ${n(x + s * 1.6)} ${n(y - s * 0.1)} ${n(x)} ${n(y + s * 0.85)}Z`;
}

function waves(y: number, amp: number, len: number, phase: number): string {
  let d = `M${n(-len + phase)} ${n(y)}`;
  for (let x = -len + phase; x < POSTER_WIDTH + len; x += len) {
    d += `Q${n(x + len / 4)} ${n(y - amp)} ${n(x + len / 2)} ${n(y)}T${n(x + len)} ${n(y)}`;
  }
  return `${d}L${POSTER_WIDTH + len} ${POSTER_HEIGHT}L${-len} ${POSTER_HEIGHT}Z`;
}

const MOTIFS: GenreTable<Motif> = {
  "Science Fiction": (r, c, uid) => {
    let out = "";
    for (let i = 0; i < 70; i++) {
      out += `<circle cx="${n(r.range(0, 400))}" cy="${n(r.range(0, 460))}" r="${n(r.range(0.5, 2))}" fill="${c.ink}" opacity="${n(r.range(0.25, 0.9))}"/>`;
    }
    for (let i = 0; i < 3; i++)
      out += `<path d="${star4(r.range(30, 370), r.range(30, 300), r.range(5, 9))}" fill="${c.accentSoft}"/>`;
    const x = r.range(110, 290);
    const y = r.range(150, 215);
    const rad = r.range(62, 92);
    const tilt = r.range(-28, -8);
    out += `<defs><radialGradient id="${uid}pl" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${c.accentSoft}"/><stop offset="0.6" stop-color="${c.accent}" stop-opacity="0.8"/><stop offset="1" stop-color="${c.deep}"/></radialGradient></defs>`;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rad * 1.9)}" ry="${n(rad * 0.42)}" fill="none" stroke="${c.accentSoft}" stroke-opacity="0.45" stroke-width="5" transform="rotate(${n(tilt)} ${n(x)} ${n(y)})"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="url(#${uid}pl)"/>`;
    // front half of the ring over the planet
    out += `<path d="M${n(x - rad * 1.9)} ${n(y)}A${n(rad * 1.9)} ${n(rad * 0.42)} 0 0 0 ${n(x + rad * 1.9)} ${n(y)}" fill="none" stroke="${c.accentSoft}" stroke-opacity="0.85" stroke-width="5" transform="rotate(${n(tilt)} ${n(x)} ${n(y)})"/>`;
    return out;
  },
  Horror: (r, c, uid) => {
    const x = r.range(130, 270);
    const y = r.range(150, 200);
    const rad = r.range(78, 105);
    let out = `<defs><radialGradient id="${uid}glow"><stop offset="0.55" stop-color="${c.accentSoft}" stop-opacity="0.35"/><stop offset="1" stop-color="${c.accentSoft}" stop-opacity="0"/></radialGradient></defs>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 1.9)}" fill="url(#${uid}glow)"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="hsl(48 40% 88%)"/>`;
    for (let i = 0; i < 4; i++) {
      out += `<circle cx="${n(x + r.range(-rad * 0.6, rad * 0.6))}" cy="${n(y + r.range(-rad * 0.6, rad * 0.6))}" r="${n(r.range(6, 16))}" fill="hsl(48 20% 76%)" opacity="0.6"/>`;
    }
    for (let i = 0; i < 3; i++) {
      const cy = y + r.range(-rad * 0.4, rad * 0.9);
      out += `<rect x="${n(r.range(-60, 200))}" y="${n(cy)}" width="${n(r.range(180, 300))}" height="${n(r.range(10, 20))}" rx="10" fill="${c.deep}" opacity="0.85"/>`;
    }
    // a bare branch reaching in from one side
    const left = r() < 0.5;
    const sx = left ? -10 : 410;
    const dir = left ? 1 : -1;
    const by = r.range(40, 110);
    out += `<path d="M${sx} ${n(by + 60)}Q${n(sx + dir * 120)} ${n(by + 30)} ${n(sx + dir * 210)} ${n(by - 10)}M${n(sx + dir * 90)} ${n(by + 42)}Q${n(sx + dir * 130)} ${n(by + 70)} ${n(sx + dir * 170)} ${n(by + 75)}M${n(sx + dir * 150)} ${n(by + 14)}Q${n(sx + dir * 170)} ${n(by - 30)} ${n(sx + dir * 160)} ${n(by - 50)}" stroke="${c.deep}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
    for (let i = 0; i < 3; i++) {
      const bx = r.range(60, 340);
      const bby = r.range(60, 300);
      const s = r.range(7, 12);
      out += `<path d="M${n(bx - s)} ${n(bby - s * 0.3)}Q${n(bx - s * 0.5)} ${n(bby - s * 0.6)} ${n(bx)} ${n(bby)}Q${n(bx + s * 0.5)} ${n(bby - s * 0.6)} ${n(bx + s)} ${n(bby - s * 0.3)}" stroke="${c.deep}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    }
    return out;
  },
  Romance: (r, c) => {
    let out = "";
    for (let i = 0; i < 9; i++) {
      out += `<path d="${heart(r.range(20, 380), r.range(30, 420), r.range(6, 16))}" fill="${c.accentSoft}" opacity="${n(r.range(0.25, 0.6))}"/>`;
    }
    const x = r.range(160, 240);
    const y = r.range(190, 230);
    const s = r.range(92, 112);
    const rot = r.range(-12, 12);
    out += `<g transform="rotate(${n(rot)} ${n(x)} ${n(y)})"><path d="${heart(x, y, s)}" fill="${c.accent}" opacity="0.9"/><path d="${heart(x, y, s * 0.72)}" fill="none" stroke="${c.ink}" stroke-opacity="0.5" stroke-width="3"/></g>`;
    return out;
  },
  Adventure: (r, c) => {
    const sx = r.range(90, 310);
    let out = `<circle cx="${n(sx)}" cy="${n(r.range(120, 170))}" r="${n(r.range(48, 70))}" fill="${c.accent}"/>`;
    const layers = 5;
    for (let i = 0; i < layers; i++) {
      const y = 230 + i * 42 + r.range(-8, 8);
      const op = 0.35 + (i / layers) * 0.6;
      out += `<path d="${waves(y, r.range(10, 20), r.range(90, 140), r.range(0, 90))}" fill="hsl(${n(c.hue)} 55% ${n(34 - i * 5)}%)" opacity="${n(op)}"/>`;
    }
    return out;
  },
  Documentary: (r, c) => {
    const rot = r.range(-16, 16);
    const y = r.range(150, 220);
    let out = `<g transform="rotate(${n(rot)} 200 ${n(y)})">`;
    out += `<rect x="-80" y="${n(y - 70)}" width="560" height="140" fill="${c.deep}"/>`;
    for (let x = -76; x < 480; x += 26) {
      out += `<rect x="${x}" y="${n(y - 62)}" width="13" height="11" rx="2" fill="${c.muted}" opacity="0.85"/>`;
      out += `<rect x="${x}" y="${n(y + 51)}" width="13" height="11" rx="2" fill="${c.muted}" opacity="0.85"/>`;
    }
    for (let x = -70; x < 480; x += 120) {
      out += `<rect x="${x}" y="${n(y - 42)}" width="108" height="84" rx="3" fill="${c.accent}" opacity="${n(r.range(0.25, 0.7))}"/>`;
    }
    out += "</g>";
    for (let i = 0; i < 40; i++) {
      out += `<circle cx="${n(r.range(0, 400))}" cy="${n(r.range(0, 600))}" r="${n(r.range(0.5, 1.6))}" fill="${c.ink}" opacity="${n(r.range(0.1, 0.35))}"/>`;
    }
    return out;
  },
  Action: (r, c) => {
    if (r() < 0.4) {
      // three slashes and sparks
      const rot = r.range(-40, -20);
      const cx = r.range(150, 250);
      let out = `<g transform="rotate(${n(rot)} ${n(cx)} 200)">`;
      for (let i = 0; i < 3; i++) {
        const len = r.range(300, 420);
        out += `<path d="M${n(cx - len / 2)} ${n(150 + i * 48)}L${n(cx + len / 2)} ${n(138 + i * 48)}L${n(cx + len / 2 - 30)} ${n(160 + i * 48)}Z" fill="${i === 1 ? c.accentSoft : c.accent}"/>`;
      }
      out += "</g>";
      for (let i = 0; i < 16; i++) {
        const sx = r.range(30, 370);
        const sy = r.range(40, 400);
        const a = r.range(0, Math.PI * 2);
        out += `<line x1="${n(sx)}" y1="${n(sy)}" x2="${n(sx + Math.cos(a) * 14)}" y2="${n(sy + Math.sin(a) * 14)}" stroke="${c.accentSoft}" stroke-width="3" stroke-linecap="round" opacity="${n(r.range(0.4, 0.9))}"/>`;
      }
      return out;
    }
    const x = r.range(120, 280);
    const y = r.range(150, 210);
    const points = r.int(12, 18);
    const rot = r.range(0, Math.PI);
    let d = "";
    for (let i = 0; i < points * 2; i++) {
      const a = rot + (i * Math.PI) / points;
      const rad = i % 2 === 0 ? r.range(150, 200) : r.range(50, 80);
      d += `${i === 0 ? "M" : "L"}${n(x + Math.cos(a) * rad)} ${n(y + Math.sin(a) * rad)}`;
    }
    let out = `<path d="${d}Z" fill="${c.accent}" opacity="0.85"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r.range(40, 60))}" fill="${c.accentSoft}"/>`;
    for (let i = 0; i < 7; i++) {
      const sy = r.range(20, 440);
      const len = r.range(80, 200);
      const sx = r.range(-40, 360);
      out += `<line x1="${n(sx)}" y1="${n(sy)}" x2="${n(sx + len)}" y2="${n(sy - len * 0.45)}" stroke="${c.ink}" stroke-opacity="${n(r.range(0.15, 0.45))}" stroke-width="${n(r.range(2, 5))}" stroke-linecap="round"/>`;
    }
    return out;
  },
  Animation: (r, c) => {
    const hues = [c.hue + 60, c.hue + 140, c.hue + 200, c.hue + 280].map((h) => h % 360);
    let out = "";
    for (let i = 0; i < 9; i++) {
      out += `<circle cx="${n(r.range(20, 380))}" cy="${n(r.range(30, 400))}" r="${n(r.range(14, 62))}" fill="hsl(${n(r.pick(hues))} 85% 65%)" opacity="${n(r.range(0.55, 0.95))}"/>`;
    }
    const y = r.range(120, 300);
    let d = `M-10 ${n(y)}`;
    for (let x = -10; x < 420; x += 50) d += `Q${n(x + 25)} ${n(y + (x % 100 === 0 ? -40 : 40))} ${n(x + 50)} ${n(y)}`;
    out += `<path d="${d}" stroke="${c.ink}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.85"/>`;
    for (let i = 0; i < 4; i++)
      out += `<path d="${star4(r.range(30, 370), r.range(30, 380), r.range(8, 14))}" fill="${c.ink}"/>`;
    return out;
  },
  Comedy: (r, c) => {
    const x = r.range(110, 290);
    const y = r.range(150, 230);
    let out = "";
    if (r() < 0.35) {
      // a speech bubble and confetti
      const hues = [c.hue + 120, c.hue + 200, c.hue + 280].map((h) => h % 360);
      for (let i = 0; i < 26; i++) {
        out += `<rect x="${n(r.range(10, 390))}" y="${n(r.range(20, 420))}" width="${n(r.range(6, 12))}" height="${n(r.range(12, 22))}" rx="2" fill="hsl(${n(r.pick(hues))} 85% 65%)" transform="rotate(${n(r.range(0, 180))})" transform-origin="center" transform-box="fill-box" opacity="0.85"/>`;
      }
      const w = r.range(210, 250);
      const h = 130;
      const bx = Math.min(Math.max(x - w / 2, 24), 376 - w);
      const by = y - h / 2 - 20;
      const tail = r() < 0.5 ? 0.3 : 0.7;
      out += `<path d="M${n(bx + w * tail - 16)} ${n(by + h - 2)}L${n(bx + w * tail - 30)} ${n(by + h + 44)}L${n(bx + w * tail + 20)} ${n(by + h - 2)}Z" fill="${c.accent}"/>`;
      out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(w)}" height="${h}" rx="60" fill="${c.accent}"/>`;
      out += `<text x="${n(bx + w / 2)}" y="${n(by + h / 2 + 24)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="66" fill="${c.deep}" transform="rotate(${n(r.range(-6, 6))} ${n(bx + w / 2)} ${n(by + h / 2)})">${r.pick(["HA!", "HA HA", "HEH!"])}</text>`;
      return out;
    }
    const rays = r.int(14, 22);
    const rot = r.range(0, 1);
    for (let i = 0; i < rays; i++) {
      const a1 = ((i + rot) * 2 * Math.PI) / rays;
      const a2 = a1 + Math.PI / rays;
      out += `<path d="M${n(x)} ${n(y)}L${n(x + Math.cos(a1) * 700)} ${n(y + Math.sin(a1) * 700)}L${n(x + Math.cos(a2) * 700)} ${n(y + Math.sin(a2) * 700)}Z" fill="${c.accent}" opacity="0.22"/>`;
    }
    const rad = r.range(60, 85);
    const tilt = r.range(-14, 14);
    out += `<g transform="rotate(${n(tilt)} ${n(x)} ${n(y)})"><circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${c.accent}"/>`;
    const face = r.pick(["smile", "wink", "laugh"] as const);
    const ex = rad * 0.3;
    const ey = y - rad * 0.25;
    const eye = (dx: number) => `<circle cx="${n(x + dx)}" cy="${n(ey)}" r="${n(rad * 0.09)}" fill="${c.deep}"/>`;
    const closed = (dx: number) =>
      `<path d="M${n(x + dx - rad * 0.12)} ${n(ey)}q${n(rad * 0.12)} ${n(-rad * 0.12)} ${n(rad * 0.24)} 0" stroke="${c.deep}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    if (face === "laugh") {
      out += closed(-ex) + closed(ex);
      out += `<path d="M${n(x - rad * 0.5)} ${n(y + rad * 0.05)}H${n(x + rad * 0.5)}Q${n(x + rad * 0.45)} ${n(y + rad * 0.7)} ${n(x)} ${n(y + rad * 0.7)}Q${n(x - rad * 0.45)} ${n(y + rad * 0.7)} ${n(x - rad * 0.5)} ${n(y + rad * 0.05)}Z" fill="${c.deep}"/>`;
    } else {
      out += eye(-ex) + (face === "wink" ? closed(ex) : eye(ex));
      out += `<path d="M${n(x - rad * 0.5)} ${n(y + rad * 0.1)}Q${n(x)} ${n(y + rad * 0.75)} ${n(x + rad * 0.5)} ${n(y + rad * 0.1)}" stroke="${c.deep}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }
    return `${out}</g>`;
  },
  Crime: (r, c, uid) => {
    const x = r.range(120, 280);
    let out = `<defs><radialGradient id="${uid}spot" cx="${n(x / 400)}" cy="0.3" r="0.55"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.75"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient></defs>`;
    out += `<rect width="400" height="600" fill="url(#${uid}spot)"/>`;
    const rot = r.range(-30, -14);
    out += `<g transform="rotate(${n(rot)} 200 200)" opacity="0.8">`;
    for (let y = -200; y < 700; y += 34) out += `<rect x="-200" y="${y}" width="800" height="15" fill="${c.deep}"/>`;
    out += "</g>";
    // a figure in a hat under the light
    const fy = r.range(250, 290);
    out += `<path d="M${n(x - 34)} ${n(fy)}h68l-8 -10h-52z" fill="${c.deep}"/><path d="M${n(x - 20)} ${n(fy - 10)}q20 -34 40 0z" fill="${c.deep}"/><path d="M${n(x - 16)} ${n(fy + 2)}q16 30 32 0z" fill="${c.deep}"/><path d="M${n(x - 60)} ${n(fy + 90)}q60 -100 120 0z" fill="${c.deep}"/>`;
    return out;
  },
  Drama: (r, c, uid) => {
    if (r() < 0.4) {
      // a tall window throwing its light across the floor
      const wx = r.range(90, 200);
      const ww = r.range(110, 140);
      const top = r.range(50, 80);
      const wh = 250;
      let out = `<defs><linearGradient id="${uid}floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.accentSoft}" stop-opacity="0.5"/><stop offset="1" stop-color="${c.accentSoft}" stop-opacity="0"/></linearGradient></defs>`;
      out += `<rect x="${n(wx)}" y="${n(top)}" width="${n(ww)}" height="${wh}" fill="${c.accentSoft}" opacity="0.9"/>`;
      out += `<path d="M${n(wx)} ${n(top + wh)}L${n(wx + ww)} ${n(top + wh)}L${n(wx + ww + 150)} 470L${n(wx + 60)} 470Z" fill="url(#${uid}floor)"/>`;
      out += `<g stroke="${c.deep}" stroke-width="7"><line x1="${n(wx + ww / 2)}" y1="${n(top)}" x2="${n(wx + ww / 2)}" y2="${n(top + wh)}"/><line x1="${n(wx)}" y1="${n(top + wh / 3)}" x2="${n(wx + ww)}" y2="${n(top + wh / 3)}"/><line x1="${n(wx)}" y1="${n(top + (wh * 2) / 3)}" x2="${n(wx + ww)}" y2="${n(top + (wh * 2) / 3)}"/></g>`;
      out += `<rect x="${n(wx - 6)}" y="${n(top - 6)}" width="${n(ww + 12)}" height="${wh + 12}" fill="none" stroke="${c.deep}" stroke-width="10"/>`;
      for (let i = 0; i < 18; i++) {
        const rx = r.range(0, 400);
        const ry = r.range(0, 400);
        out += `<line x1="${n(rx)}" y1="${n(ry)}" x2="${n(rx - 6)}" y2="${n(ry + 26)}" stroke="${c.ink}" stroke-opacity="0.18" stroke-width="2"/>`;
      }
      return out;
    }
    const x = r.range(130, 270);
    const spread = r.range(110, 150);
    let out = `<defs><linearGradient id="${uid}beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.accentSoft}" stop-opacity="0.65"/><stop offset="1" stop-color="${c.accentSoft}" stop-opacity="0.05"/></linearGradient></defs>`;
    out += `<path d="M${n(x - 14)} -10L${n(x + 14)} -10L${n(x + spread)} 390L${n(x - spread)} 390Z" fill="url(#${uid}beam)"/>`;
    out += `<ellipse cx="${n(x)}" cy="390" rx="${n(spread)}" ry="26" fill="${c.accentSoft}" opacity="0.35"/>`;
    // curtains
    const folds = (side: number) => {
      let d = "";
      for (let i = 0; i < 4; i++) {
        const cx = side < 0 ? i * 18 : 400 - i * 18;
        d += `<path d="M${n(cx)} 0Q${n(cx + side * -22)} 220 ${n(cx)} 460" stroke="${c.deep}" stroke-width="16" fill="none" opacity="0.75"/>`;
      }
      return d;
    };
    out += folds(-1) + folds(1);
    out += `<path d="M0 0H400V34Q300 58 200 40Q100 58 0 34Z" fill="${c.accent}" opacity="0.55"/>`;
    return out;
  },
  Family: (r, c) => {
    let out = `<circle cx="${n(r.range(80, 320))}" cy="${n(r.range(100, 150))}" r="${n(r.range(40, 58))}" fill="${c.accent}"/>`;
    for (let i = 0; i < 3; i++) {
      const cx = r.range(40, 360);
      const cy = r.range(50, 200);
      out += `<g fill="${c.ink}" opacity="0.85"><circle cx="${n(cx)}" cy="${n(cy)}" r="16"/><circle cx="${n(cx + 18)}" cy="${n(cy - 8)}" r="20"/><circle cx="${n(cx + 38)}" cy="${n(cy)}" r="15"/><rect x="${n(cx)}" y="${n(cy)}" width="38" height="15"/></g>`;
    }
    for (let i = 0; i < 3; i++) {
      const y = 280 + i * 55;
      out += `<ellipse cx="${n(r.range(60, 340))}" cy="${n(y + 170)}" rx="${n(r.range(260, 340))}" ry="190" fill="hsl(${n((c.hue + 300) % 360)} 45% ${n(46 - i * 11)}%)"/>`;
    }
    return out;
  },
  Fantasy: (r, c) => {
    const mx = r.range(90, 310);
    const my = r.range(70, 120);
    let out = `<circle cx="${n(mx)}" cy="${n(my)}" r="36" fill="${c.accentSoft}"/><circle cx="${n(mx + 15)}" cy="${n(my - 9)}" r="32" fill="${c.top}"/>`;
    for (let i = 0; i < 10; i++)
      out += `<path d="${star4(r.range(20, 380), r.range(20, 260), r.range(3, 9))}" fill="${c.ink}" opacity="${n(r.range(0.5, 1))}"/>`;
    const peaks = r.int(3, 5);
    for (let layer = 0; layer < 2; layer++) {
      let d = "M-20 460";
      for (let i = 0; i <= peaks; i++) {
        const px = -20 + (i + 0.5) * (440 / (peaks + 1)) + r.range(-20, 20);
        const py = (layer === 0 ? 190 : 260) + r.range(-35, 35);
        d += `L${n(px)} ${n(py)}L${n(px + 440 / (peaks + 1) / 2)} ${n(py + r.range(70, 110))}`;
      }
      d += "L420 460Z";
      out += `<path d="${d}" fill="hsl(${n(c.hue)} 40% ${layer === 0 ? 30 : 16}%)"/>`;
    }
    // a castle on the ridge
    const cx = r.range(120, 260);
    out += `<path d="M${n(cx)} 300v-60h10v-12h8v12h10v-12h8v12h10v60zM${n(cx + 46)} 300v-92l12 -22l12 22v92z" fill="${c.accent}" opacity="0.9"/>`;
    return out;
  },
  History: (r, c) => {
    const cols = r.int(4, 5);
    const w = 300 / cols;
    const top = r.range(140, 170);
    let out = `<path d="M40 ${n(top - 6)}L200 ${n(top - 80)}L360 ${n(top - 6)}Z" fill="${c.accent}" opacity="0.8"/><rect x="34" y="${n(top - 8)}" width="332" height="18" fill="${c.accentSoft}" opacity="0.85"/>`;
    for (let i = 0; i < cols; i++) {
      const x = 50 + i * w + w * 0.2;
      const cw = w * 0.6;
      out += `<rect x="${n(x - 4)}" y="${n(top + 10)}" width="${n(cw + 8)}" height="12" fill="${c.accentSoft}" opacity="0.85"/>`;
      out += `<rect x="${n(x)}" y="${n(top + 22)}" width="${n(cw)}" height="${n(390 - top - 22)}" fill="${c.accent}" opacity="0.55"/>`;
      for (let f = 1; f < 4; f++) {
        out += `<line x1="${n(x + (cw * f) / 4)}" y1="${n(top + 26)}" x2="${n(x + (cw * f) / 4)}" y2="386" stroke="${c.deep}" stroke-opacity="0.35" stroke-width="2"/>`;
      }
    }
    out += `<rect x="30" y="390" width="340" height="16" fill="${c.accentSoft}" opacity="0.7"/>`;
    return out;
  },
  Music: (r, c) => {
    const x = r.range(130, 270);
    const y = r.range(160, 210);
    const rad = r.range(115, 135);
    let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${c.deep}"/>`;
    for (let g = rad - 8; g > rad * 0.38; g -= 7) {
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(g)}" fill="none" stroke="${c.ink}" stroke-opacity="0.1" stroke-width="1.5"/>`;
    }
    out += `<path d="M${n(x)} ${n(y)}L${n(x + rad)} ${n(y - rad * 0.3)}A${n(rad)} ${n(rad)} 0 0 1 ${n(x + rad * 0.85)} ${n(y + rad * 0.52)}Z" fill="${c.ink}" opacity="0.08"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 0.34)}" fill="${c.accent}"/><circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${c.deep}"/>`;
    const bars = 14;
    for (let i = 0; i < bars; i++) {
      const h = r.range(20, 110);
      out += `<rect x="${n(20 + i * 26.5)}" y="${n(430 - h)}" width="16" height="${n(h)}" rx="3" fill="${c.accent}" opacity="${n(0.35 + r() * 0.4)}"/>`;
    }
    return out;
  },
  Mystery: (r, c, uid) => {
    const x = r.range(150, 250);
    const y = r.range(150, 190);
    let out = `<defs><radialGradient id="${uid}kh"><stop offset="0" stop-color="${c.accentSoft}"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0.6"/></radialGradient></defs>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="150" fill="${c.accent}" opacity="0.12"/>`;
    out += `<path d="M${n(x)} ${n(y - 62)}a56 56 0 0 1 30 103l22 118h-104l22 -118a56 56 0 0 1 30 -103z" fill="url(#${uid}kh)"/>`;
    for (let i = 0; i < 5; i++) {
      const fy = r.range(220, 430);
      out += `<rect x="${n(r.range(-120, 120))}" y="${n(fy)}" width="${n(r.range(260, 420))}" height="${n(r.range(14, 30))}" rx="15" fill="${c.muted}" opacity="${n(r.range(0.08, 0.2))}"/>`;
    }
    return out;
  },
  Thriller: (r, c) => {
    const x = r.range(130, 270);
    const y = r.range(160, 220);
    let out = "";
    for (const rad of [140, 100, 60]) {
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${rad}" fill="none" stroke="${c.accent}" stroke-opacity="0.7" stroke-width="3"/>`;
    }
    out += `<line x1="${n(x)}" y1="${n(y - 175)}" x2="${n(x)}" y2="${n(y + 175)}" stroke="${c.accent}" stroke-width="2"/><line x1="${n(x - 175)}" y1="${n(y)}" x2="${n(x + 175)}" y2="${n(y)}" stroke="${c.accent}" stroke-width="2"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${c.accent}"/>`;
    let d = `M${n(r.range(-10, 60))} -10`;
    let cx = 0;
    for (let cy = 40; cy < 480; cy += 48) {
      cx = r.range(40, 360);
      d += `L${n(cx)} ${n(cy)}`;
    }
    out += `<path d="${d}" stroke="${c.ink}" stroke-opacity="0.55" stroke-width="2.5" fill="none"/>`;
    return out;
  },
  War: (r, c) => {
    let out = "";
    for (let i = 0; i < 2; i++) {
      const bx = r.range(40, 360);
      const a = r.range(-0.55, 0.55);
      out += `<path d="M${n(bx)} 460L${n(bx + Math.sin(a - 0.09) * 600)} ${n(460 - Math.cos(a) * 600)}L${n(bx + Math.sin(a + 0.09) * 600)} ${n(460 - Math.cos(a) * 600)}Z" fill="${c.accentSoft}" opacity="0.18"/>`;
    }
    const x = r.range(140, 260);
    const y = r.range(90, 130);
    const count = r.int(3, 4);
    for (let i = 0; i < count; i++) {
      const cy = y + i * 44;
      out += `<path d="M${n(x - 80)} ${n(cy + 34)}L${n(x)} ${n(cy)}L${n(x + 80)} ${n(cy + 34)}L${n(x + 80)} ${n(cy + 58)}L${n(x)} ${n(cy + 24)}L${n(x - 80)} ${n(cy + 58)}Z" fill="${c.accent}" opacity="${n(0.9 - i * 0.15)}"/>`;
    }
    let d = "M-10 470";
    for (let px = -10; px < 420; px += r.range(24, 50)) d += `L${n(px)} ${n(r.range(390, 440))}`;
    out += `<path d="${d}L420 470Z" fill="${c.deep}"/>`;
    return out;
  },
  Western: (r, c) => {
    const x = r.range(120, 280);
    const horizon = r.range(320, 350);
    let out = `<g><circle cx="${n(x)}" cy="${n(horizon)}" r="${n(r.range(110, 140))}" fill="${c.accent}"/>`;
    for (let i = 0; i < 5; i++)
      out += `<rect x="0" y="${n(horizon - 16 - i * 22)}" width="400" height="${n(3 + i)}" fill="${c.top}"/>`;
    out += "</g>";
    const mx = r.range(-40, 160);
    out += `<path d="M-10 ${n(horizon + 2)}L${n(mx)} ${n(horizon + 2)}L${n(mx + 20)} ${n(horizon - 70)}L${n(mx + 120)} ${n(horizon - 70)}L${n(mx + 140)} ${n(horizon + 2)}L410 ${n(horizon + 2)}L410 600L-10 600Z" fill="${c.deep}"/>`;
    const cx = r.range(250, 350);
    out += `<path d="M${n(cx)} ${n(horizon + 2)}v-92a10 10 0 0 1 20 0v92zM${n(cx)} ${n(horizon - 40)}h-16a8 8 0 0 1 -8 -8v-24a6 6 0 0 1 12 0v18h12zM${n(cx + 20)} ${n(horizon - 55)}h14v-20a6 6 0 0 1 12 0v26a8 8 0 0 1 -8 8h-18z" fill="${c.deep}"/>`;
    return out;
  },
  Reality: (r, c) => {
    let out = "";
    for (let i = 1; i < 3; i++) {
      out += `<line x1="${n((400 * i) / 3)}" y1="0" x2="${n((400 * i) / 3)}" y2="460" stroke="${c.ink}" stroke-opacity="0.12" stroke-width="1.5"/><line x1="0" y1="${n((460 * i) / 3)}" x2="400" y2="${n((460 * i) / 3)}" stroke="${c.ink}" stroke-opacity="0.12" stroke-width="1.5"/>`;
    }
    const L = 44;
    const box: [x: number, y: number, dx: number, dy: number][] = [
      [36, 36, 1, 1],
      [364, 36, -1, 1],
      [36, 420, 1, -1],
      [364, 420, -1, -1],
    ];
    for (const [x, y, dx, dy] of box) {
      out += `<path d="M${x} ${y + dy * L}V${y}H${x + dx * L}" stroke="${c.ink}" stroke-width="5" fill="none"/>`;
    }
    out += `<circle cx="70" cy="74" r="10" fill="hsl(0 85% 58%)"/><text x="88" y="82" font-family="${FONT}" font-weight="700" font-size="22" fill="${c.ink}">REC</text>`;
    const x = r.range(140, 260);
    const y = r.range(200, 240);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r.range(70, 95))}" fill="${c.accent}" opacity="0.8"/><path d="M${n(x - 22)} ${n(y - 32)}L${n(x + 36)} ${n(y)}L${n(x - 22)} ${n(y + 32)}Z" fill="${c.ink}"/>`;
    return out;
  },
};

// ---------------------------------------------------------------------------------------------
// Title typography

/** Advance widths of Arial Bold (per 1000 em); Liberation Sans and Helvetica share the metrics. */
// biome-ignore format: a table reads better in rows
const WIDTHS: Record<string, number> = {
  A: 722, B: 722, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 556, K: 722, L: 611, M: 833,
  N: 722, O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  "0": 556, "1": 556, "2": 556, "3": 556, "4": 556, "5": 556, "6": 556, "7": 556, "8": 556, "9": 556,
  " ": 278, ".": 278, ",": 278, ":": 333, ";": 333, "!": 333, "?": 611, "'": 238, "’": 278, '"': 474,
  "-": 333, "–": 556, "—": 1000, "&": 722, "(": 333, ")": 333, "/": 278, "*": 389, "+": 584, "#": 556, "$": 556,
  "%": 889, "@": 975,
};

/** Width of a string at 1 px font size. */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    const base = ch.normalize("NFD")[0] ?? ch;
    const known = WIDTHS[base];
    if (known !== undefined) w += known;
    else if (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch)) w += 1000;
    else w += 700;
  }
  return w / 1000;
}

const LETTER_SPACING = 0.01; // em

function lineWidth(text: string, size: number): number {
  return textWidth(text) * size + LETTER_SPACING * size * Math.max(0, [...text].length - 1);
}

/** Greedy wrap of words into lines no wider than `max` px at `size`; long words are split. */
function wrap(words: string[], size: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (lineWidth(candidate, size) <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (lineWidth(word, size) <= max) {
      line = word;
      continue;
    }
    // a word wider than the line: split it, marking the break with a hyphen
    let part = "";
    for (const ch of word) {
      if (lineWidth(`${part}${ch}-`, size) > max && part) {
        lines.push(`${part}-`);
        part = ch;
      } else part += ch;
    }
    line = part;
  }
  if (line) lines.push(line);
  return lines;
}

/** Moves words between lines so they are closer in length (wrap is greedy, the last line short). */
function balance(lines: string[], size: number, max: number): string[] {
  if (lines.length < 2 || lines.some((l) => l.endsWith("-"))) return lines;
  const words = lines.join(" ").split(" ");
  // smallest width that still wraps into the same number of lines
  let lo = 0;
  let hi = max;
  for (let i = 0; i < 18; i++) {
    const mid = (lo + hi) / 2;
    const trial = wrap(words, size, mid);
    if (trial.length <= lines.length && !trial.some((l) => l.endsWith("-"))) hi = mid;
    else lo = mid;
  }
  const out = wrap(words, size, hi);
  return out.length === lines.length ? out : lines;
}

interface TitleLayout {
  size: number;
  lines: string[];
}

const MAX_TITLE_HEIGHT = 200;
const LINE_HEIGHT = 1.04;

/** The largest font size (72 down to 22 px) at which the title fits the text box. */
export function layoutTitle(title: string): TitleLayout {
  const words = title.toUpperCase().trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { size: 64, lines: [""] };
  for (let size = 72; size >= 22; size -= 2) {
    const lines = wrap(words, size, TEXT_WIDTH);
    const height = size + (lines.length - 1) * size * LINE_HEIGHT;
    const maxLines = size >= 40 ? 4 : 6;
    if (lines.length <= maxLines && height <= MAX_TITLE_HEIGHT && !lines.some((l) => l.endsWith("-") && size > 30)) {
      return { size, lines: balance(lines, size, TEXT_WIDTH) };
    }
  }
  // very long titles: smallest size, cut with an ellipsis
  const size = 22;
  const lines = wrap(words, size, TEXT_WIDTH);
  const maxLines = Math.floor((MAX_TITLE_HEIGHT - size) / (size * LINE_HEIGHT)) + 1;
  if (lines.length <= maxLines) return { size, lines };
  // more lines than fit: keep maxLines of them and end the last kept one with an ellipsis
  const kept = lines.slice(0, maxLines);
  let last = kept.pop();
  if (last === undefined) return { size, lines: kept };
  while (last.length > 1 && lineWidth(`${last}…`, size) > TEXT_WIDTH) last = last.slice(0, -1).trimEnd();
  kept.push(`${last}…`);
  return { size, lines: kept };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

// ---------------------------------------------------------------------------------------------

/** The poster SVG of a title. */
export function posterSvg(input: PosterInput): string {
  const seed = hash32(`${POSTER_VERSION}:${input.id}`);
  const r = rand(seed);
  const known = input.genres.filter((g) => PALETTES[g]);
  const [genre = DEFAULT_GENRE, second] = known;
  const c = colorsFor(PALETTES[genre] ?? PALETTES[DEFAULT_GENRE], second ? PALETTES[second] : undefined, r);
  const uid = `p${seed.toString(36)}`;
  const motif = (MOTIFS[genre] ?? MOTIFS[DEFAULT_GENRE])(rand(seed ^ 0x9e3779b9), c, uid);

  const { size, lines } = layoutTitle(input.title);
  const bottom = 512;
  const firstBaseline = bottom - (lines.length - 1) * size * LINE_HEIGHT;
  const labelY = firstBaseline - size * 0.78 - 16;
  // the shade under the text: clear above the label, dark from just above it down
  const fadeTop = Math.min(labelY - 80, 330);
  const fadeFull = Math.min(0.95, (labelY - 14 - fadeTop) / (POSTER_HEIGHT - fadeTop));
  const kind = input.type === "tv" ? "SERIES" : "MOVIE";
  const label = known.slice(0, 2).join(" · ").toUpperCase();
  const title = lines
    .map(
      (l, i) =>
        `<text x="${MARGIN}" y="${n(firstBaseline + i * size * LINE_HEIGHT)}"${lineWidth(l, size) > TEXT_WIDTH * 0.97 ? ` textLength="${n(Math.min(lineWidth(l, size), TEXT_WIDTH))}" lengthAdjust="spacingAndGlyphs"` : ""}>${escapeXml(l)}</text>`,
    )
    .join("");

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" role="img" aria-label="${escapeXml(`${input.title} (${input.year}) poster`)}">`,
    `<title>${escapeXml(`${input.title} (${input.year})`)}</title>`,
    `<defs><linearGradient id="${uid}bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${c.top}"/><stop offset="1" stop-color="${c.bottom}"/></linearGradient>`,
    `<linearGradient id="${uid}fade" gradientUnits="userSpaceOnUse" x1="0" y1="${n(fadeTop)}" x2="0" y2="${POSTER_HEIGHT}"><stop offset="0" stop-color="${c.deep}" stop-opacity="0"/><stop offset="${n(fadeFull)}" stop-color="${c.deep}" stop-opacity="0.84"/><stop offset="1" stop-color="${c.deep}" stop-opacity="0.95"/></linearGradient>`,
    `<radialGradient id="${uid}vig" cx="0.5" cy="0.42" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#${uid}bg)"/>`,
    `<g>${motif}</g>`,
    `<rect y="${n(fadeTop)}" width="${POSTER_WIDTH}" height="${n(POSTER_HEIGHT - fadeTop)}" fill="url(#${uid}fade)"/>`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#${uid}vig)"/>`,
    label
      ? `<text x="${MARGIN}" y="${n(labelY)}" font-family="${FONT}" font-weight="700" font-size="14" letter-spacing="3.5" fill="${c.accentSoft}">${escapeXml(label)}</text>`
      : "",
    `<g font-family="${FONT}" font-weight="800" font-size="${size}" letter-spacing="${n(LETTER_SPACING * size)}" fill="${c.ink}">${title}</g>`,
    `<rect x="${MARGIN}" y="538" width="${TEXT_WIDTH}" height="1.5" fill="${c.ink}" opacity="0.35"/>`,
    `<g font-family="${FONT}" font-weight="700" font-size="17" letter-spacing="3" fill="${c.muted}">`,
    `<text x="${MARGIN}" y="568">${input.year}</text>`,
    `<text x="${POSTER_WIDTH - MARGIN}" y="568" text-anchor="end">${kind}</text></g>`,
    "</svg>",
  ].join("");
}
