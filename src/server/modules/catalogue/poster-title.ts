/** The title's typography: Arial Bold metrics, wrapping and balancing lines, shrinking to fit. */
import { TEXT_WIDTH } from "./poster-canvas";

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

export const LETTER_SPACING = 0.01; // em

export function lineWidth(text: string, size: number): number {
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
export const LINE_HEIGHT = 1.04;

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
