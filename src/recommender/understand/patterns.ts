/**
 * Constraints read from the raw text with patterns: decades, years, runtimes, ages. Every pattern here
 * must run in linear time on any input; scripts/regex-audit.test.ts checks the literals and the ones
 * built with `new RegExp`.
 */
import { CERTIFICATION_LEVEL } from "../../shared/vocabulary";
import { addUnique, type Ctx, overlaps, type Span } from "./context";
import { isNegator, NUM_WORDS, POSSESSIVES } from "./words";

/** A number: digits, a small number word, "half an", or "a couple (of)", which is two. */
const NUM = "(\\d+(?:\\.\\d+)?|(?:a\\s)?couple(?:\\sof)?|an?|one|two|three|four|half an?)";
const UNIT = "(hours?|hrs?|h|minutes?|mins?|m)";
/**
 * Between a number and its unit: "-ish" and at most one space, hyphen, space ("90 min", "90-minute",
 * "2 - hour", "90ish minutes").
 * Bounded on purpose: `\s*-?\s*` has two ways to read a run of spaces and made a 500-character
 * mood take seconds. parseMood also folds whitespace runs into one space first.
 */
const JOIN = "(?:-?ish)?\\s?-?\\s?";
/** Words after a runtime that make it a ceiling ("two hours max", "an hour 45 at the very most"). */
const CEILING_AFTER = "(?:or less|or under|or shorter|max(?:imum)?|tops|at most|at the (?:very )?most)";
/** Words before a runtime that make it a ceiling ("under", "no more than"). */
const CEILING_BEFORE =
  "(?:under|less than|shorter than|no longer than|not longer than|no more than|not more than|not over|max(?:imum)?(?: of)?|at most|up to|within|below|tops)";
const RT_UNDER = new RegExp(`\\b(?:${CEILING_BEFORE}|<)\\s*${NUM}(\\s+and\\s+a\\s+half)?${JOIN}${UNIT}\\b`, "g");
/** A ceiling said as a comparison, which leaves the bound out. */
const COMPARATIVE = /^(?:shorter|less) than\b/;
const RT_HOUR_HALF = new RegExp(
  `\\b(${CEILING_BEFORE})?\\s*(an?|one|two|three|\\d+)\\s+hours?\\s+and\\s+a\\s+half\\b(\\s+${CEILING_AFTER})?`,
  "g",
);
/** Minutes in words: "fifteen", "thirty", "forty-five", "twenty five". */
const MINUTE_WORDS =
  "(?:twenty|thirty|forty|fifty)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|fifteen|ten|five";
/** Hours and minutes together: "an hour 45", "1 hour and 45 minutes", "1h45", "under 1 hr 30", "an hour and forty-five". */
const RT_HOURS_MINUTES = new RegExp(
  `\\b(${CEILING_BEFORE}\\s)?(an?|one|two|three|\\d)${JOIN}(?:hours?|hrs?|h)\\s?(?:and\\s)?(\\d{1,2}|${MINUTE_WORDS})(?:\\s?(?:minutes?|mins?|m))?\\b(\\s${CEILING_AFTER})?`,
  "g",
);
/** "20-something minute episodes": a runtime somewhere in that decade of minutes, so under its top. */
const RT_SOMETHING = /\b([1-9]0)[\s-]?something[\s-]?(?:minutes?|mins?)\b/g;
const RT_OR_LESS = new RegExp(`\\b${NUM}(\\s+and\\s+a\\s+half)?${JOIN}${UNIT}\\s+${CEILING_AFTER}\\b`, "g");
const RT_OVER = new RegExp(
  `\\b(?:over|more than|longer than|at least|minimum(?: of)?)\\s+${NUM}(\\s+and\\s+a\\s+half)?${JOIN}${UNIT}\\b`,
  "g",
);
const RT_BARE = new RegExp(`\\b${NUM}(\\s+and\\s+a\\s+half)?${JOIN}(hours?|hrs?|minutes?|mins?)\\b`, "g");
const DECADE = /(?:\b(early|mid|late)[\s-]+)?(?:\b(19|20)(\d)0\s?'?s\b|(?<![\w'])'?(\d)0\s?'?s\b)/g;
/** A possessive right before a decade ("in their 70s", "in her 30s") makes it an age. */
const POSSESSIVE_BEFORE = new RegExp(`\\b(?:${[...POSSESSIVES].join("|")})\\s?$`);
const YEAR_RANGE = /\b(?:between\s+|from\s+)?((?:19|20)\d\d)\s*(?:-|to|and|through|until|till)\s*((?:19|20)\d\d)\b/g;
const YEAR =
  /\b(before|pre|prior to|earlier than|older than|until|up to|after|post|since|newer than|later than|from|in|of|circa|around|made in|released in)?[\s-]*\b((?:19[2-9]|20[0-3])\d)\b(?!\s*'?s\b)/g;
const AGE = new RegExp(
  `\\b(\\d{1,2}|${Object.keys(NUM_WORDS)
    .filter((w) => w.length > 2)
    .join("|")})${JOIN}(?:(?:years?|yrs?|y\\/o|yo)${JOIN})?(?:olds?|yo)\\b`,
  "g",
);

/** "ages 6 to 8", "aged 7-10", "age 5": the youngest age given is the one the picks must suit. */
const AGE_RANGE = new RegExp(
  `\\b(?:ages?|aged)\\s(\\d{1,2}|${Object.keys(NUM_WORDS)
    .filter((w) => w.length > 2)
    .join("|")})(?:\\s?(?:to|-|–|and)\\s?\\d{1,2})?\\b`,
  "g",
);

/** Words after a year or decade that leave one end open ("2000s or later", "1990 onwards", "80s or earlier"). */
const OPEN_LATER =
  /^\s?(?:or\s(?:later|after|newer|since)|and\s(?:later|after|up|newer|beyond|since)|onwards?|\+|upwards)/;
const OPEN_EARLIER = /^\s?(?:or\s(?:earlier|before|older)|and\s(?:earlier|before|older))/;

/**
 * Which end of a period the words right after offset `end` leave open, and how many characters
 * those words take (so they are not read again as keywords); null when neither.
 */
function openEnd(norm: string, end: number): { dir: "later" | "earlier"; len: number } | null {
  const after = norm.slice(end, end + 16);
  const later = OPEN_LATER.exec(after);
  if (later) return { dir: "later", len: later[0].length };
  const earlier = OPEN_EARLIER.exec(after);
  return earlier ? { dir: "earlier", len: earlier[0].length } : null;
}

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

/** "the last five years", "past 3 years", "the last decade", "this decade": years counted back from the newest title. */
const RECENT_SPAN = new RegExp(
  `\\b(?:(?:last|past|previous)\\s(?:(\\d{1,2}|${Object.keys(NUM_WORDS)
    .filter((w) => w.length > 2)
    .join("|")})\\s(years?|decades?)|(decade))|(this decade))\\b`,
  "g",
);

/** Words right before a duration that say it is the time the person has ("I've got", "we only have"). */
const OWNED_TIME = /(?:\bhave|\bgot|\bve)(?: only| just| about| around| roughly)?\s?$/;

/** True when the duration starting at `start` is introduced as the time the person has. */
function timeOwned(norm: string, start: number): boolean {
  return OWNED_TIME.test(norm.slice(Math.max(0, start - 24), start).trimEnd());
}

/** True when a negation comes up to three words before `start`: "nothing over", "I can't do more than", "not a". */
function negatedBefore(norm: string, start: number): boolean {
  const before = norm.slice(Math.max(0, start - 24), start);
  // only within the clause: "nothing new, older than 1980" does not refuse the year
  const clauseStart = Math.max(...[",", ".", ";", "!", "?"].map((p) => before.lastIndexOf(p))) + 1;
  const words = before.slice(clauseStart).trimEnd().split(" ").slice(-3);
  // "anything but the 80s", "other than the 90s"
  if (ANYTHING_BUT.test(words.join(" "))) return true;
  return words.some((w) => isNegator(w.replace(/'/g, "")));
}

/** Words refusing what follows without a negator: "anything but (the)", "other than (the)". */
const ANYTHING_BUT = /\b(?:(?:anything|everything|something)\sbut|other\sthan|rather\sthan)(?:\sthe)?$/;

/** Year prepositions that bound from above ("before 1990") and from below ("after 2000"). */
const BEFORE_PREP = /^(?:before|pre|prior to|earlier than|older than)$/;
const AFTER_PREP = /^(?:after|post|newer than|later than)$/;

/** The year preposition a negation turns round ("nothing before 1990" asks for after it); others unchanged. */
function flipped(prep: string, negated: boolean): string {
  if (!negated) return prep;
  if (BEFORE_PREP.test(prep)) return "since";
  if (AFTER_PREP.test(prep)) return "until";
  return prep;
}

/** Minutes written in digits or words ("45", "forty-five", "fifteen"). */
function minutesIn(text: string): number {
  if (/^\d/.test(text)) return Number(text);
  const [tens = "", unit = ""] = text.split(/[\s-]/);
  return (NUM_WORDS[tens] ?? 0) + (NUM_WORDS[unit] ?? 0);
}

/** A captured number: digits, a number word, "half an" (0.5); "a"/"an" count as one. */
function toNumber(text: string): number {
  if (/^\d/.test(text)) return Number(text);
  if (text.startsWith("half")) return 0.5;
  if (text.includes("couple")) return 2;
  return NUM_WORDS[text] ?? 1;
}

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
  for (const m of norm.matchAll(SEASONS_COUNT)) {
    const [, count = "", orLess] = m;
    const n = toNumber(count.replace(/^(a single|just one|only one|single)$/, "one"));
    if (n !== 1 && !orLess) continue;
    if (take(m)) cap(n);
  }
}

/**
 * A hard lower year bound counted back from the catalogue's newest year, so "the last five years"
 * means the same thing whatever the clock says when the catalogue was built.
 */
function readRecentSpan(ctx: Ctx, norm: string, take: (m: RegExpMatchArray) => Span | null): void {
  const newest = ctx.index.maxYear;
  for (const m of norm.matchAll(RECENT_SPAN)) {
    const [, count, unit = "", lastDecade, thisDecade] = m;
    if (!take(m)) continue;
    let min: number;
    if (thisDecade) min = newest - (newest % 10);
    else if (lastDecade) min = newest - 9;
    else {
      const years = toNumber(count ?? "1") * (unit.startsWith("decade") ? 10 : 1);
      if (years < 1 || years > 100) continue;
      min = newest - years + 1;
    }
    ctx.mood.yearMin = Math.max(ctx.mood.yearMin ?? min, min);
    addUnique(ctx.mood.terms, `since ${min}`);
  }
}

/**
 * Minutes of a runtime match whose groups are number, " and a half", unit ("2", " and a half",
 * "hours" → 150). The number and unit groups are not optional, so a match always holds them.
 */
function minutesOf([, num, half, unit]: RegExpMatchArray): number {
  if (num === undefined || unit === undefined) throw new Error("A runtime pattern matched without its number or unit");
  let n = toNumber(num);
  if (half) n += 0.5;
  return unit.startsWith("h") ? Math.round(n * 60) : Math.round(n);
}

/**
 * Reads runtimes, ages, decades, year ranges and years from the normalised text into ctx.mood. A
 * match overlapping a title reference or an earlier match is skipped; returns the spans it used, so
 * the term reader leaves their words alone.
 */
export function readPatterns(ctx: Ctx, norm: string, refSpans: Span[]): Span[] {
  const mood = ctx.mood;
  const used: Span[] = [];
  const take = (m: RegExpMatchArray): Span | null => {
    const s = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (overlaps(refSpans, s) || overlaps(used, s)) return null;
    used.push(s);
    return s;
  };
  const cap = (mins: number, label: string) => {
    if (mins < 10 || mins > 400) return;
    mood.maxRuntime = Math.min(mood.maxRuntime ?? 10_000, mins);
    addUnique(mood.terms, label);
  };
  readSeasonCaps(ctx, norm, take);
  readRecentSpan(ctx, norm, take);
  readCertification(ctx, norm, take);
  for (const m of norm.matchAll(RT_SOMETHING)) {
    if (m[1] === undefined || !take(m)) continue;
    const mins = Number(m[1]) + 9;
    cap(mins, `under ${mins + 1} minutes`);
  }
  // "an hour 45 at the very most", "1h30": hours and minutes make one runtime
  for (const m of norm.matchAll(RT_HOURS_MINUTES)) {
    const [, ceilingBefore, hours, minutes, ceilingAfter] = m;
    if (hours === undefined || minutes === undefined || minutesIn(minutes) >= 60 || !take(m)) continue;
    const mins = Math.round(toNumber(hours) * 60 + minutesIn(minutes));
    const strict = Boolean(ceilingBefore || ceilingAfter) || timeOwned(norm, m.index ?? 0);
    cap(strict ? mins : Math.round(mins * 1.05), `under ${mins} minutes`);
  }
  // "an hour and a half (at most)", "under two hours and a half"
  for (const m of norm.matchAll(RT_HOUR_HALF)) {
    const [, ceilingBefore, hours, ceilingAfter] = m;
    if (hours === undefined || !take(m)) continue;
    const mins = Math.round((toNumber(hours) + 0.5) * 60);
    const strict = Boolean(ceilingBefore || ceilingAfter) || timeOwned(norm, m.index ?? 0);
    cap(strict ? mins : Math.round(mins * 1.05), `under ${mins} minutes`);
  }
  for (const m of norm.matchAll(RT_UNDER)) {
    if (!take(m)) continue;
    const mins = minutesOf(m);
    // a comparison leaves its bound out ("shorter than an hour" is no hour-long episode); "under" keeps it
    cap(COMPARATIVE.test(m[0]) ? mins - 1 : mins, `under ${mins} minutes`);
  }
  for (const m of norm.matchAll(RT_OR_LESS)) if (take(m)) cap(minutesOf(m), `under ${minutesOf(m)} minutes`);
  for (const m of norm.matchAll(RT_OVER)) {
    const span = take(m);
    if (!span) continue;
    // "nothing over two hours", "no more than 90 minutes": the bound is a ceiling, not a wish for long
    if (negatedBefore(norm, span.start)) {
      const mins = minutesOf(m);
      cap(mins, `under ${mins} minutes`);
      continue;
    }
    mood.runtimePreference = "long";
    addUnique(mood.terms, "long");
  }
  for (const m of norm.matchAll(RT_BARE)) {
    const [, num = ""] = m;
    if (!/\d/.test(num) && !/^(an?|one|two|three|half)/.test(num)) continue;
    const owned = timeOwned(norm, m.index ?? 0) || negatedBefore(norm, m.index ?? 0);
    // "a couple of hours" is too loose to be a film's size; it counts only as the time there is
    if (num.includes("couple") && !owned) continue;
    if (!take(m)) continue;
    const mins = minutesOf(m);
    // "I've got two hours" is the time there is, and "not a 3-hour slog" a limit, so both are ceilings;
    // "a 90 minute movie" is a size, give or take
    if (owned) cap(mins, `under ${mins} minutes`);
    else cap(Math.round(mins * 1.05), `about ${mins} minutes`);
  }
  for (const m of [...norm.matchAll(AGE_RANGE), ...norm.matchAll(AGE)]) {
    const [, count] = m;
    if (count === undefined || !take(m)) continue;
    const age = /^\d/.test(count) ? Number(count) : (NUM_WORDS[count] ?? 10);
    mood.viewerAge = mood.viewerAge === null ? age : Math.min(mood.viewerAge, age);
  }
  const decades: [number, number][] = [];
  for (const m of norm.matchAll(DECADE)) {
    const s = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (overlaps(refSpans, s) || overlaps(used, s)) continue;
    // "parents in their 70s" is an age, not a period
    if (POSSESSIVE_BEFORE.test(norm.slice(Math.max(0, s.start - 8), s.start))) continue;
    let start: number;
    if (m[2]) start = Number(m[2]) * 100 + Number(m[3]) * 10;
    else {
      const d = Number(m[4]);
      const before = norm.slice(Math.max(0, s.start - 8), s.start);
      start = d <= 2 && !/roaring\s*$/.test(before) ? 2000 + d * 10 : 1900 + d * 10;
    }
    used.push(s);
    let lo = start;
    let hi = start + 9;
    if (m[1] === "early") hi = start + 4;
    else if (m[1] === "mid") {
      lo = start + 3;
      hi = start + 7;
    } else if (m[1] === "late") lo = start + 5;
    // "the 2000s or later", "80s onwards": a bound, not a range
    const open = openEnd(norm, s.end);
    if (open) used.push({ start: s.end, end: s.end + open.len });
    if (open?.dir === "later") mood.yearMin = Math.max(mood.yearMin ?? 0, lo);
    else if (open?.dir === "earlier") mood.yearMax = Math.min(mood.yearMax ?? 9999, hi);
    else if (negatedBefore(norm, s.start)) {
      // "anything that isn't from the 80s": the period is ruled out, not asked for
      mood.excludeYears.push([lo, hi]);
      addUnique(mood.terms, `not the ${m[1] ? `${m[1]} ` : ""}${start}s`);
      continue;
    } else decades.push([lo, hi]);
    addUnique(mood.terms, `${m[1] ? `${m[1]} ` : ""}${start}s`);
  }
  for (const m of norm.matchAll(YEAR_RANGE)) {
    if (!take(m)) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    decades.push([Math.min(a, b), Math.max(a, b)]);
    addUnique(mood.terms, `${Math.min(a, b)}–${Math.max(a, b)}`);
  }
  for (const m of norm.matchAll(YEAR)) {
    if (!take(m)) continue;
    const y = Number(m[2]);
    // "nothing older than 2010", "nothing before 1990": a refused side of a year is the other side asked for
    const prep = flipped((m[1] ?? "").trim(), negatedBefore(norm, m.index ?? 0));
    const yearEnd = (m.index ?? 0) + m[0].length;
    const open = openEnd(norm, yearEnd);
    if (BEFORE_PREP.test(prep)) {
      mood.yearMax = Math.min(mood.yearMax ?? 9999, y - 1);
      addUnique(mood.terms, `before ${y}`);
    } else if (/^(until|up to)$/.test(prep)) {
      mood.yearMax = Math.min(mood.yearMax ?? 9999, y);
      addUnique(mood.terms, `up to ${y}`);
    } else if (AFTER_PREP.test(prep)) {
      mood.yearMin = Math.max(mood.yearMin ?? 0, y + 1);
      addUnique(mood.terms, `after ${y}`);
    } else if (prep === "since") {
      mood.yearMin = Math.max(mood.yearMin ?? 0, y);
      addUnique(mood.terms, `since ${y}`);
    } else if (prep === "circa" || prep === "around") {
      decades.push([y - 2, y + 2]);
      addUnique(mood.terms, `around ${y}`);
    } else if (open) {
      used.push({ start: yearEnd, end: yearEnd + open.len });
      if (open.dir === "later") mood.yearMin = Math.max(mood.yearMin ?? 0, y);
      else mood.yearMax = Math.min(mood.yearMax ?? 9999, y);
      addUnique(mood.terms, `${y} or ${open.dir}`);
    } else if (["", "in", "from", "of"].includes(prep) && negatedBefore(norm, m.index ?? 0)) {
      // "anything but 2020", "nothing from 2019": that year is ruled out
      mood.excludeYears.push([y, y]);
      addUnique(mood.terms, `not ${y}`);
    } else {
      decades.push([y, y]);
      addUnique(mood.terms, `${y}`);
    }
  }
  // a period both refused and named ("not the 80s again, my husband always picks 80s action") is refused
  const asked = decades.filter(([lo, hi]) => !mood.excludeYears.some(([a, b]) => lo >= a && hi <= b));
  if (asked.length) {
    const decades = asked;
    const lo = Math.min(...decades.map((d) => d[0]));
    const hi = Math.max(...decades.map((d) => d[1]));
    mood.yearMin = Math.max(mood.yearMin ?? lo, lo);
    mood.yearMax = Math.min(mood.yearMax ?? hi, hi);
  }
  return used;
}
