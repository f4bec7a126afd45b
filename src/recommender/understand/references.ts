/** Title references: "like X", "X vibes", "similar to X", or a title named outright; fuzzy, leading "the" ignored. */
import { type EngineIndex, titleAt } from "../catalog";
import { COMPILED } from "../lexicon/index";
import { editDistance, normalizeTitle, STOPWORDS, type Token, typoAllowance } from "../text";
import type { EngineTitle, MediaKind, MoodFacet, TitleReference } from "../types";
import { type Ctx, freeSpan } from "./context";
import { lowScoreAfter } from "./scores-said";
import { cuedAt, hasCapital, nameRunsPast, phraseEndsOn, placeInContext, runsIntoPhrase } from "./title-context";
import {
  abbreviatedTitle,
  capitalsGoOn,
  fuzzySeriesTitle,
  opensSeries,
  partialTitleAt,
  seriesTitle,
} from "./title-keys";
import { addUnknown, findUnknownTitlesOutright, TITLE_TURNS, unknownTitleAt } from "./unknown-titles";
import {
  CUES_AFTER,
  CUES_BEFORE,
  isNegator,
  knownWord,
  MOVIE_WORDS,
  NEG_PHRASES,
  neverMet,
  POSSESSIVES,
  TV_WORDS,
} from "./words";

/** Words that point at something already said or named after them ("like that", "like the …", "like my …"). */
const POINTING: ReadonlySet<string> = new Set([
  "that",
  "this",
  "it",
  "those",
  "these",
  "them",
  "a",
  "an",
  "the",
  ...POSSESSIVES,
]);

/** A title found in the tokens: where, its normalised catalogue key, and the typo distance to it. */
interface RefMatch {
  start: number; // token index
  len: number;
  key: string;
  dist: number;
  /** where the mention begins, cue included ("like" in "nothing like X"), for reading a refusal before it */
  from?: number;
  /** set when the span named a whole series by its opening words */
  series?: string;
}

/** The catalogue title key of a token span (lowercase, leading "the" and punctuation dropped). */
function spanKey(span: Token[]): string {
  return normalizeTitle(span.map((t) => t.whole).join(" "));
}

/**
 * True when every word of the span is a stop word or a lexicon word: "dark comedy" may be a title,
 * but is far more often the mood itself, so it needs more evidence (a capital, a cue).
 */
function lexiconOnly(span: Token[]): boolean {
  return span.every(knownWord);
}

/**
 * The best title starting (dir 1) or ending (dir -1) at token `start`: an exact catalogue title, the
 * longest wins; after a cue ("like ...") also a title within typo distance. After a cue that names a
 * format ("shows like", "a sitcom like"), `cue` is "format" and a title that is one everyday word
 * ("friends") is the title too.
 */
function findTitleAt(
  index: EngineIndex,
  tokens: Token[],
  consumed: boolean[],
  start: number,
  dir: 1 | -1,
  cue: boolean | "format",
): RefMatch | null {
  let best: RefMatch | null = null;
  const maxLen = Math.min(index.maxTitleWords + 1, 10);
  for (let len = 1; len <= maxLen; len++) {
    const s = dir === 1 ? start : start - len + 1;
    const e = s + len - 1;
    if (s < 0 || e >= tokens.length) break;
    const span = freeSpan(tokens, consumed, s, len, true);
    if (!span) break;
    const key = spanKey(span);
    if (!key) continue;
    const allStop = span.every((t) => STOPWORDS.has(t.raw) || t.raw === "the" || t.raw === "a");
    const capital = hasCapital(tokens, s, len);
    if (index.byTitle.has(key)) {
      const onlyLex = lexiconOnly(span);
      const acceptable = allStop ? capital : onlyLex ? capital || (cue && len >= 2) || cue === "format" : true;
      if (acceptable && (!best || best.dist > 0 || len > best.len))
        best = { start: s, len, key, dist: 0, ...(opensSeries(index, key) ? { series: key } : {}) };
      continue;
    }
    if ((!cue && !capital) || key.length < 5) continue;
    if (lexiconOnly(span) && !capital) continue;
    const shortened = len >= 2 && (cue || !lexiconOnly(span)) ? abbreviatedTitle(index, key) : null;
    if (shortened && (!best || best.dist > 0 || len > best.len)) {
      best = { start: s, len, key: shortened, dist: 0 };
      continue;
    }
    const series = len >= 2 && (cue || capital) && !lexiconOnly(span) ? seriesTitle(index, key) : null;
    if (series && (!best || best.dist > 0 || len > best.len)) {
      best = { start: s, len, key: series, dist: 0, series: key };
      continue;
    }
    if (!cue) continue;
    const allow = typoAllowance(key.length);
    let bestKey = "";
    let bestD = allow + 1;
    for (let L = key.length - allow; L <= key.length + allow; L++) {
      const byFirst = index.titleKeysByLenChar.get(`${L}:${key[0]}`) ?? [];
      const bySecond = key[1] && key[1] !== key[0] ? (index.titleKeysByLenChar.get(`${L}:${key[1]}`) ?? []) : [];
      for (const cand of byFirst.length + bySecond.length ? [...byFirst, ...bySecond] : []) {
        if (cand[0] !== key[0] && cand[1] !== key[1]) continue;
        const d = editDistance(key, cand, allow);
        if (d < bestD || (d === bestD && cand < bestKey)) {
          bestD = d;
          bestKey = cand;
        }
      }
    }
    if (
      bestD <= allow &&
      (!best || (best.dist > 0 && (bestD < best.dist || (bestD === best.dist && len > best.len))))
    ) {
      best = { start: s, len, key: bestKey, dist: bestD, ...(opensSeries(index, bestKey) ? { series: bestKey } : {}) };
      continue;
    }
    // "harry poter": a series named by its opening words, misspelt
    const worthTrying: boolean = len >= 2 && (best === null || (best.dist > 0 && len > best.len));
    const misspeltSeries: { key: string; series: string } | null = worthTrying
      ? fuzzySeriesTitle(index, key, allow)
      : null;
    if (misspeltSeries) best = { start: s, len, key: misspeltSeries.key, dist: 1, series: misspeltSeries.series };
  }
  return best;
}

/** Finds the titles the text refers to, marks their tokens (and their cues) as used and adds them to mood.references. */
export function findReferences(ctx: Ctx): void {
  const { tokens, consumed, index, mood } = ctx;
  // A cheap type hint for picking between a film and a series of the same name.
  const typeHint: MediaKind | null = tokens.some((t) =>
    ["series", "show", "shows", "tv", "episodes", "season", "sitcom"].includes(t.raw),
  )
    ? "tv"
    : tokens.some((t) => ["movie", "movies", "film", "films"].includes(t.raw))
      ? "movie"
      : null;
  const found: RefMatch[] = [];
  const mark = (m: RefMatch) => {
    for (let j = m.start; j < m.start + m.len; j++) consumed[j] = true;
    found.push(m);
  };
  // 1. after a cue ("like", "similar to", ...)
  for (let i = 0; i < tokens.length; i++) {
    for (const cue of CUES_BEFORE) {
      if (i + cue.length >= tokens.length) continue;
      const ok = cue.every((word, c) => tokens[i + c]?.raw === word && !consumed[i + c]);
      if (!ok || tokens[i + cue.length - 1]?.breakAfter) continue;
      // "anything other than horror" refuses; it compares with nothing
      if (cue.length === 1 && cue[0] === "than" && tokens[i - 1]?.raw === "other") continue;
      const formatCue = [...cue, tokens[i - 1]?.raw ?? ""].some((w) => MOVIE_WORDS.has(w) || TV_WORDS.has(w));
      const found = findTitleAt(index, tokens, consumed, i + cue.length, 1, formatCue ? "format" : true);
      // "like studio ghibli": the name goes on past the title it starts with, so it names something else;
      // "than English": a language, as English writes it
      const m =
        found &&
        (nameGoesOn(tokens, found) ||
          (found.len === 1 && placeInContext(tokens, found.start, tokens[found.start]?.stem ?? "")))
          ? null
          : found;
      if (m) {
        for (let c = 0; c < cue.length; c++) consumed[i + c] = true;
        mark({ ...m, from: i });
        // "like Inception or Tenet", "like Alien and Aliens"
        let j = m.start + m.len;
        while (j + 1 < tokens.length && isListJoiner(tokens[j]) && !tokens[j - 1]?.breakAfter) {
          const more = findTitleAt(index, tokens, consumed, j + 1, 1, true);
          if (!more) break;
          consumed[j] = true;
          mark({ ...more, from: i });
          j = more.start + more.len;
        }
        break;
      }
      const unknown = unknownTitleAt(tokens, consumed, i + cue.length, 1);
      if (unknown) addUnknown(mood.unknownTitles, unknown);
    }
  }
  // 2. before a cue ("Matrix vibes", "Wes Anderson-esque")
  for (const [i, tok] of tokens.entries()) {
    const previous = tokens[i - 1];
    if (!previous || !CUES_AFTER.has(tok.raw) || consumed[i] || previous.breakAfter) continue;
    // "aching like that", "funny like the first one": "like" before a pointing word opens a comparison,
    // it is no "-like" ending a name
    if (tok.raw === "like" && !tok.breakAfter && POINTING.has(tokens[i + 1]?.raw ?? "")) continue;
    const m = findTitleAt(index, tokens, consumed, i - 1, -1, true);
    if (m) {
      consumed[i] = true;
      mark(m);
    } else {
      const unknown = unknownTitleAt(tokens, consumed, i - 1, -1);
      if (unknown) addUnknown(mood.unknownTitles, unknown);
    }
  }
  // 3. a clause opening with a title and turning on "but" ("interstellar but as a series") or "with" a
  // comparison: the turn is as good as a cue, so lower case and typos are read as after "like"
  for (let i = 1; i < tokens.length; i++) {
    if (!turnsATitle(tokens, i) || consumed[i] || tokens[i - 1]?.breakAfter) continue;
    let start = i - 1;
    while (start > 0 && !tokens[start - 1]?.breakAfter) start--;
    const m = findTitleAt(index, tokens, consumed, start, 1, true);
    if (m && m.start + m.len === i) mark(m);
    else if (i - start <= 4) {
      // "riverdale but less ridiculous": the clause names something we do not have
      const unknown = unknownTitleAt(tokens, consumed, start, 1);
      if (unknown && unknown.split(" ").length === i - start) addUnknown(mood.unknownTitles, unknown);
    }
  }
  // 4. a title named outright ("Interstellar but lighter", "The Office")
  for (let i = 0; i < tokens.length; i++) {
    if (consumed[i]) continue;
    // "breaking bad and ozark", "not The Killing or The Bridge": an item carrying on a list of titles is
    // one too, in lower case and in everyday words as after a cue, and refused or wished as the list is
    const before =
      (isListJoiner(tokens[i - 1]) ? found.find((f) => f.start + f.len === i - 1) : undefined) ??
      (tokens[i - 1]?.commaAfter === true ? found.find((f) => f.start + f.len === i) : undefined);
    const listed = before !== undefined;
    const m = findTitleAt(index, tokens, consumed, i, 1, listed);
    if (!m) continue;
    const span = tokens.slice(m.start, m.start + m.len);
    const single = m.len === 1 || (m.len === 2 && span[0]?.raw === "the");
    const capital = hasCapital(tokens, m.start, m.len);
    if (single && !capital && !listed) continue;
    const sig = span.filter((t) => !STOPWORDS.has(t.raw));
    if (!sig.length) continue;
    // the span is itself a lexicon phrase ("cold war", "date night"): a title only when capitalised
    const phraseKey = span.map((t) => t.stem).join(" ");
    if (COMPILED.phrases.has(phraseKey) && !capital && !listed) continue;
    const lastWord = span.at(-1);
    if (
      single &&
      lastWord !== undefined &&
      COMPILED.phrases.has(lastWord.stem) &&
      (m.start === 0 || tokens[m.start - 1]?.breakAfter)
    )
      continue;
    // "Studio Ghibli", "ancient Rome": a longer lexicon phrase opening or closing on the title's words is
    // that phrase, not the title
    if (runsIntoPhrase(tokens, m.start, m.len) || phraseEndsOn(tokens, m.start, m.len)) continue;
    // "not in English", "other than English", "English subtitles": a language or place, capitalised as
    // English writes them
    if (m.len === 1 && placeInContext(tokens, m.start, phraseKey)) continue;
    mark(before ? { ...m, from: before.from ?? before.start } : m);
    i = m.start + m.len - 1;
  }
  // 4b. the whole request is a title, misspelt ("shawshank redemtion"): as good as cued
  if (!found.length && tokens.length >= 2 && tokens.length <= index.maxTitleWords && !consumed.some(Boolean)) {
    const m = findTitleAt(index, tokens, consumed, 0, 1, true);
    if (m && m.start === 0 && m.len === tokens.length && !lexiconOnly(tokens)) mark(m);
  }
  // 4c. a title named by a distinctive part of its name ("Totoro", "eternal sunshine")
  for (let i = 0; i < tokens.length; i++) {
    if (consumed[i]) continue;
    const part = partialTitleAt(index, tokens, i);
    if (!part || consumed.slice(part.start, part.start + part.len).some(Boolean)) continue;
    // one word alone ("the" and one word too: "through the roof") names a title only when capitalised as
    // a name ("Totoro"), and not inside a longer name of something else ("Line of Duty" is no Jury Duty)
    const oneWord = part.len === 1 || (part.len === 2 && tokens[part.start]?.raw === "the");
    if (oneWord && !hasCapital(tokens, part.start, part.len) && !cuedAt(tokens, part.start)) continue;
    if (nameRunsPast(tokens, part.start, part.len)) continue;
    mark({ ...part, dist: 0 });
    // "gilmore vibes" was taken for a title we lack before its part was found in Gilmore Girls
    const said = spanKey(tokens.slice(part.start, part.start + part.len));
    mood.unknownTitles = mood.unknownTitles.filter((name) => normalizeTitle(name) !== said);
    i = part.start + part.len - 1;
  }
  // 5. a title we lack, named outright in title case ("The Good, the Bad and the Ugly but…")
  findUnknownTitlesOutright(ctx);
  // a name the catalogue holds is never one we lack ("Fargo season 2 vibes" names Fargo, read already)
  mood.unknownTitles = mood.unknownTitles.filter((name) => !index.byTitle.has(normalizeTitle(name)));
  // "Secret Life of Walter Mitty vibes", a title we lack, does not name the series Life inside it
  const lacked = mood.unknownTitles.map((name) => ` ${normalizeTitle(name)} `).filter((n) => n.split(" ").length > 4);
  for (const m of found) {
    if (!m.key.includes(" ") && lacked.some((n) => n.includes(` ${m.key} `))) continue;
    const list = index.byTitle.get(m.key) ?? [];
    const [mostPopular] = list;
    if (mostPopular === undefined) continue;
    const pick = (typeHint && list.find((i) => titleAt(index.titles, i).t.type === typeHint)) ?? mostPopular;
    addMention(ctx, titleAt(index.titles, pick).t, m.from ?? m.start, m.series, m.start + m.len);
  }
}

/**
 * A title the person named or told of, its mention at tokens [from, end): a reference, or one to steer
 * away from when the words before refuse it ("nothing like La La Land") or a low score follows ("2/10").
 */
export function addMention(ctx: Ctx, t: EngineTitle, from: number, series?: string, end = from): void {
  const { mood, tokens, consumed } = ctx;
  if ([...mood.references, ...mood.avoided].some((r) => r.id === t.id)) return;
  const ref = { id: t.id, title: t.title, year: t.year, ...(series ? { series } : {}) };
  if (!refusedBefore(tokens, consumed, from) && !lowScoreAfter(ctx.norm, tokens, end)) mood.references.push(ref);
  else {
    mood.avoided.push(ref);
    mood.negated.push(`nothing like ${t.title}`);
  }
}

/**
 * True when the words just before a mention (at most three, within its clause, not crossing another
 * mention) refuse it: a negator in any form ("nothing like", "I hated", "unlike"), "anything but", or
 * a negation idiom ("done with").
 */
function refusedBefore(tokens: Token[], consumed: boolean[], from: number): boolean {
  if (NEG_PHRASES.some((p) => p.every((w, c) => tokens[from - p.length + c]?.raw === w))) return true;
  for (let k = from - 1; k >= Math.max(0, from - 3); k--) {
    const t = tokens[k];
    if (!t || t.breakAfter || consumed[k]) return false;
    if (isNegator(t.raw)) return !neverMet(tokens[k - 1]?.whole ?? "", t.raw, tokens[k + 1]?.raw ?? "");
    if (t.raw === "but") return ["anything", "everything"].includes(tokens[k - 1]?.raw ?? "");
  }
  return false;
}

/**
 * True when the words after a matched title, in the same clause, carry on a longer name: a word no
 * reader knows, or a lexicon phrase the title's words open.
 */
function nameGoesOn(tokens: Token[], m: RefMatch): boolean {
  const last = tokens[m.start + m.len - 1];
  const next = tokens[m.start + m.len];
  if (!last || !next || last.breakAfter || /^\d/.test(next.raw)) return false;
  // words that end a name: "like X but…", "X vibes", "like X or Y"
  const endsName = TITLE_TURNS.has(next.raw) || CUES_AFTER.has(next.raw) || isListJoiner(next);
  // a typo match must end where the name ends: "like pitch perfect" is not The Witch
  if (m.dist > 0 && !endsName && !STOPWORDS.has(next.raw)) return true;
  // a lexicon phrase that starts with the title's words ("studio ghibli") is the phrase, not the title
  if (runsIntoPhrase(tokens, m.start, m.len)) return true;
  // "The Great | British Bake Off": two more capitalised words carry the name on past the title
  if (!endsName && tokens[m.start]?.capital && capitalsGoOn(tokens, m.start + m.len)) return true;
  return !(endsName || knownWord(next) || MOVIE_WORDS.has(next.raw) || TV_WORDS.has(next.raw));
}

/**
 * A word on which a clause opening with a title turns: "but", "meets", "without", or "with" before a
 * comparison ("succession with shorter episodes", "ted lasso with more bite").
 */
function turnsATitle(tokens: Token[], i: number): boolean {
  const raw = tokens[i]?.raw ?? "";
  if (TITLE_TURNS.has(raw)) return true;
  const next = tokens[i + 1]?.raw ?? "";
  return (
    raw === "with" && (["less", "more", "fewer"].includes(next) || COMPILED.surface.get(next)?.kind === "modifier")
  );
}

/** Words that carry a list of titles on ("like Inception or Tenet"). */
function isListJoiner(tok: Token | undefined): boolean {
  return tok !== undefined && ["or", "and", "nor"].includes(tok.raw);
}

/** Facet of a referenced title: its genres, tones and keywords. */
export function referenceFacet(index: EngineIndex, ref: TitleReference, weight: number): MoodFacet {
  const it = titleAt(index.titles, index.byId.get(ref.id) ?? 0);
  const g: Record<string, number> = {};
  for (const [genre, w] of it.genres) g[genre] = w;
  const m: Record<string, number> = {};
  it.t.moods.forEach((mood, i) => {
    m[mood] = i < 3 ? 0.7 : 0.5;
  });
  const k: Record<string, number> = {};
  for (const p of it.kwPhrases) k[p.trim()] = 0.5;
  const total = [...Object.values(g), ...Object.values(m), ...Object.values(k)].reduce((a, b) => a + b, 0);
  return {
    label: ref.title,
    kind: "reference",
    weight,
    g,
    m,
    k,
    lang: {},
    country: {},
    thematic: false,
    core: ["*"],
    all: [],
    full: Math.max(1, 0.42 * total),
    refId: ref.id,
  };
}
