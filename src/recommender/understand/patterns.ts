/**
 * Constraints read from the raw text with patterns: seasons, certifications, a title's age, runtimes
 * (runtimes.ts), ages and periods. Every pattern here must run in linear time on any input;
 * scripts/regex-audit.test.ts checks the literals and the ones built with `new RegExp`.
 */
import { CERTIFICATION_LEVEL } from "../../shared/vocabulary";
import { readAges } from "./ages";
import { addUnique, type Ctx, overlaps, type Span } from "./context";
import { NUMBER_WORDS, toNumber } from "./lengths";
import { readRuntimes } from "./runtimes";
import { negatedBefore } from "./text-before";
import { NUM_WORDS } from "./words";
import { readYears } from "./years";

/** A certification as typed: "PG-13", "pg13", "TV-MA", "rated R", "R-rated". Single letters only beside "rated". */
const CERT_NAME = "(nc-?17|pg-?13|pg|tv-?y7|tv-?y|tv-?g|tv-?pg|tv-?14|tv-?ma|rated\\s[gr]|[gr][\\s-]rated)";
/** A certification with the words that make it a ceiling ("nothing above PG-13", "PG only", "no R-rated"). */
const CERT_CAP = new RegExp(
  `\\b(?:(nothing above|nothing over|nothing higher than|no higher than|up to|at most|max(?:imum)?|under|below|no|not|nothing)\\s)?${CERT_NAME}\\b(\\s(?:only|or under|or below|or less|or lower|and under|and below|max(?:imum)?|at most|tops))?(\\s(?:is|are)\\s(?:fine|ok|okay|allowed|welcome))?`,
  "g",
);
/** Leading words that put the ceiling one level below the rating named ("under R", "no R-rated"). */
const BELOW = new Set(["under", "below", "no", "not", "nothing"]);
/** Certifications as typed, hyphens dropped ("pg13", "tvma"): their level and how they are written. */
const CERTS: ReadonlyMap<string, [number, string]> = new Map(
  Object.entries(CERTIFICATION_LEVEL).flatMap(([written, level]): [string, [number, string]][] =>
    level === null ? [] : [[written.toLowerCase().replace(/-/g, ""), [level, written]]],
  ),
);

/** "nothing above PG-13", "PG only", "no R-rated", "a PG-13 comedy": the most grown-up level allowed. */
function readCertification(ctx: Ctx, norm: string, take: (m: RegExpMatchArray) => Span | null): void {
  for (const m of norm.matchAll(CERT_CAP)) {
    const [, lead, name = "", , permission] = m;
    const cert = CERTS.get(name.replace(/rated|[\s-]/g, ""));
    // "rated R is fine" gives permission, not a limit
    if (cert === undefined || permission || !take(m)) continue;
    const [level, written] = cert;
    const below = lead !== undefined && BELOW.has(lead);
    const cap = below ? level - 1 : level;
    if (cap < 0) continue;
    ctx.mood.maxCertLevel = Math.min(ctx.mood.maxCertLevel ?? 4, cap);
    addUnique(ctx.mood.terms, below ? `nothing rated ${written}` : `${written} or under`);
  }
}

/** A season count: digits or a number word ("two"); "one", "single" and "just one" are one. */
const SEASON_NUM = "(\\d{1,2}|a single|just one|only one|single|one|two|three|four|five)";
/** "under 3 seasons", "no more than two seasons": strict words drop one season, the others keep the count. */
const SEASONS_CAP = new RegExp(
  `\\b(under|less than|fewer than|no more than|not more than|at most|max(?:imum)?(?: of)?|up to|tops)\\s${SEASON_NUM}[\\s-]seasons?\\b`,
  "g",
);
/** "2 seasons or less", "one season max", "a single season", "one-season show" */
const SEASONS_COUNT = new RegExp(
  `\\b${SEASON_NUM}[\\s-]seasons?(\\s(?:or less|or fewer|or under|max(?:imum)?|tops|at most))?\\b`,
  "g",
);
const STRICT_SEASON_WORDS = new Set(["under", "less than", "fewer than"]);
/**
 * Seasons refused by their count ("nothing with more than 3 seasons", "nothing over two seasons"): a cap,
 * which asks for a series. A count of episodes refused ("nothing with 500 episodes") refuses a size of
 * series, not every series, so it is left to the words around it.
 */
const REFUSED_COUNT = new RegExp(
  `\\b(?:nothing|not\\sanything|no\\s(?:show|series))\\s(?:with\\s|that\\s(?:has|runs|goes)\\s)?(?:(more\\sthan|over|past|beyond|longer\\sthan)\\s)?(\\d{1,2}|${NUMBER_WORDS})[\\s-]seasons?\\b`,
  "g",
);

/** "newer than 5 years old", "less than ten years old", "older than 20 years": the age of a title. */
const TITLE_AGE = new RegExp(
  `\\b(newer|younger|older|less)\\sthan\\s(\\d{1,3}|${NUMBER_WORDS})\\s(?:years?|yrs?)(?:\\sold)?\\b`,
  "g",
);
/** "the last five years", "past couple of years", "the past year or two", "the last 18 months", "the last decade", "this decade": years counted back from the newest title. */
const RECENT_SPAN = new RegExp(
  `\\b(?:(?:last|past|previous)\\s(?:(\\d{1,2}|${NUMBER_WORDS}|(?:a\\s)?couple(?:\\sof)?)\\s(years?|yrs?|decades?|months?)|(decade)|(year\\sor\\s(?:two|2)))|(this decade))\\b`,
  "g",
);
/**
 * Season caps: "a miniseries"-like requests in numbers ("one season", "under 3 seasons", "two seasons
 * or less"). A bare count above one ("three seasons") is a size, not a cap, and is left alone.
 */
function readSeasonCaps(ctx: Ctx, norm: string, take: (m: RegExpMatchArray) => Span | null): void {
  const mood = ctx.mood;
  const cap = (n: number) => {
    if (n < 1 || n > 30) return;
    mood.maxSeasons = Math.min(mood.maxSeasons ?? 1_000, n);
    addUnique(mood.terms, n === 1 ? "one season" : `${n} seasons at most`);
  };
  for (const m of norm.matchAll(SEASONS_CAP)) {
    const [, word = "", count = ""] = m;
    if (!take(m)) continue;
    const n = toNumber(count.replace(/^(a single|just one|only one|single)$/, "one"));
    cap(STRICT_SEASON_WORDS.has(word) ? n - 1 : n);
  }
  for (const m of norm.matchAll(REFUSED_COUNT)) {
    const [, over, count = ""] = m;
    // "nothing over 3 seasons" allows three; "nothing with 10 seasons" means fewer
    if (take(m)) cap(over ? toNumber(count) : toNumber(count) - 1);
  }
  for (const m of norm.matchAll(SEASONS_COUNT)) {
    const [, count = "", orLess] = m;
    const n = toNumber(count.replace(/^(a single|just one|only one|single)$/, "one"));
    if (n !== 1 && !orLess) continue;
    if (take(m)) cap(n);
  }
}

/**
 * A hard lower year bound counted back from the catalogue's newest year, so "the last five years"
 * means the same thing whatever the clock says when the catalogue was built; refused, an upper one.
 */
function readRecentSpan(ctx: Ctx, norm: string, take: (m: RegExpMatchArray) => Span | null): void {
  const newest = ctx.index.maxYear;
  for (const m of norm.matchAll(RECENT_SPAN)) {
    const [, count, unit = "", lastDecade, yearOrTwo, thisDecade] = m;
    if (!take(m)) continue;
    let min: number;
    if (thisDecade) min = newest - (newest % 10);
    else if (lastDecade) min = newest - 9;
    else if (yearOrTwo) min = newest - 1;
    else {
      // "the last 18 months" reach back into the year before; "the last few years" is too loose to bound
      const said = toNumber(count ?? "1");
      const years = unit.startsWith("month") ? Math.ceil(said / 12) : said * (unit.startsWith("decade") ? 10 : 1);
      if (years < 1 || years > 100) continue;
      min = newest - years + 1;
    }
    // "nothing from the last ten years" refuses the span: everything before it
    if (negatedBefore(norm, m.index ?? 0)) {
      ctx.mood.yearMax = Math.min(ctx.mood.yearMax ?? min - 1, min - 1);
      addUnique(ctx.mood.terms, `before ${min}`);
      continue;
    }
    ctx.mood.yearMin = Math.max(ctx.mood.yearMin ?? min, min);
    addUnique(ctx.mood.terms, `since ${min}`);
  }
  // "newer than 5 years old" is a title's age, not a five-year-old watching
  for (const m of norm.matchAll(TITLE_AGE)) {
    const [, side = "", count = ""] = m;
    const years = /^\d/.test(count) ? Number(count) : (NUM_WORDS[count] ?? 0);
    if (years < 1 || years > 100 || !take(m)) continue;
    const year = newest - years;
    // "nothing older than 20 years" asks for the newer side
    const older = (side === "older") !== negatedBefore(norm, m.index ?? 0);
    if (older) ctx.mood.yearMax = Math.min(ctx.mood.yearMax ?? year, year);
    else ctx.mood.yearMin = Math.max(ctx.mood.yearMin ?? year, year);
    addUnique(ctx.mood.terms, older ? `before ${year + 1}` : `since ${year}`);
  }
}

/**
 * Reads runtimes, ages, decades, year ranges and years from the normalised text into ctx.mood. A
 * match overlapping a title reference or an earlier match is skipped; returns the spans it used, so
 * the term reader leaves their words alone.
 */
export function readPatterns(ctx: Ctx, norm: string, refSpans: Span[]): Span[] {
  const used: Span[] = [];
  // all the spans or none
  const claim = (spans: Span[]): boolean => {
    if (spans.some((s) => overlaps(refSpans, s) || overlaps(used, s))) return false;
    used.push(...spans);
    return true;
  };
  const take = (m: RegExpMatchArray): Span | null => {
    const s = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    return claim([s]) ? s : null;
  };
  readSeasonCaps(ctx, norm, take);
  readRecentSpan(ctx, norm, take);
  readCertification(ctx, norm, take);
  readRuntimes(ctx, norm, take, claim);
  readAges(ctx.mood, norm, take);
  readYears(ctx, norm, take, (span) => used.push(span));
  return used;
}
