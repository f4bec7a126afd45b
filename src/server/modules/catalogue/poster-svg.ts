/**
 * The generated poster of a title: a 2:3 SVG (400×600) with a palette and a geometric motif chosen by
 * the first genre, a deterministic variation from the id, the title set large (wrapped and shrunk to
 * fit), and the year and Movie/Series at the bottom. Pure: same facts in, same bytes out.
 */
import { FONT, hash32, MARGIN, n, POSTER_HEIGHT, POSTER_WIDTH, rand, TEXT_WIDTH } from "./poster-canvas";
import { MOTIFS } from "./poster-motifs";
import { colorsFor, DEFAULT_GENRE, PALETTES } from "./poster-palettes";
import { escapeXml, LETTER_SPACING, LINE_HEIGHT, layoutTitle, lineWidth } from "./poster-title";

export interface PosterInput {
  id: string;
  title: string;
  type: "movie" | "tv";
  year: number;
  genres: readonly string[];
}

/** Bump when the drawing changes so ETags change with it. */
export const POSTER_VERSION = "2";

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
