/**
 * Periods read from the normalised text: decades ("the 80s", "late 90s"), year ranges, years with
 * their prepositions ("before 1990", "2015 onwards"), birth years ("nothing made before I was born in
 * 1995", their patterns in ./birth-years) and refused or scorned periods ("anything but the 80s",
 * "anything before 2010 is boomer"). Every pattern runs in linear time
 * (scripts/regex-audit.test.ts checks them).
 */

import { COMPILED } from "../lexicon/index";
import { stemPhrase } from "../text";
import type { ParsedMood } from "../types";
import {
  ageOfOthersStage,
  BORN,
  BORN_AS,
  BORN_SINCE_OTHER,
  BORN_THEN,
  BORN_THEN_OTHER,
  BORN_UNDATED,
  BORN_WITH_PREP,
  LIFE_STAGE,
  lifeStageYears,
  OWN_AGE,
  scornedAfter,
  THAN_ME,
} from "./birth-years";
import { addUnique, type Ctx, type Span } from "./context";
import { facetFromEntry } from "./facets";
import { RELATIONS } from "./people-named";
import { negatedBefore } from "./text-before";
import { POSSESSIVES } from "./words";

const DECADE = /(?:\b(early|mid|late)[\s-]+)?(?:\b(19|20)(\d)0\s?'?s\b|(?<![\w'])'?(\d)0\s?'?s\b)/g;
/** Just after a decade, someone of that generation ("a 90s kid", "an 80s baby"); not "2000s teen comedy" or "90s kid shows". */
const GENERATION_AFTER = /^[\s-](?:kid|baby|child)\b(?![\s-](?:shows?|films?|movies?|cartoons?|tv|series|stuff))/;
/**
 * A possessive right before a decade ("in their 70s", "in her 30s"), or a person being it ("we're all
 * mid 30s", "she's in her 20s", "my aunt is late 70s"), makes it an age.
 */
const POSSESSIVE_BEFORE = new RegExp(
  `\\b(?:${[...POSSESSIVES].join("|")}|(?:we're|we\\sare|i'm|im|i\\sam|they're|theyre|they\\sare|he's|hes|he\\sis|she's|shes|she\\sis|(?:${[...POSSESSIVES].join("|")})\\s[a-z-]+(?:\\s(?:is|are)|'s))(?:\\s(?:all|both))?)\\s?$`,
);
/** A word for people and an opening bracket right before a decade ("my parents (60s, conservative)"). */
const PEOPLE_BRACKET = /\b([a-z]+)\s?\($/;
/** Words for people whose age a bracketed decade gives, beside the person's own relations. */
const PEOPLE: ReadonlySet<string> = new Set([
  ...RELATIONS,
  "folks",
  "friends",
  "guests",
  "grandma",
  "grandad",
  "couple",
]);

/** True when the text before a decade is someone and an opening bracket: their age, not a period. */
function ageInBrackets(before: string): boolean {
  return PEOPLE.has(PEOPLE_BRACKET.exec(before)?.[1] ?? "");
}

/** An age reached this year ("she turns 16 this year"), which gives the birth year exactly. */
const TURNS_THIS_YEAR = /\bturn(?:s|ing)\s(\d{1,2})\sthis\syear\b/;
/** "both" right before a decade. */
const BOTH_BEFORE = /\bboth\s$/;
const YEAR_RANGE = /\b(?:between\s+|from\s+)?((?:19|20)\d\d)\s*(?:-|to|and|through|until|till)\s*((?:19|20)\d\d)\b/g;
/** Prepositions that bound the years at a year or a decade ("before 1990", "since the 90s"). */
const BOUNDING_PREPS = "before|pre|prior to|earlier than|older than|until|up to|after|post|since|newer than|later than";
const YEAR = new RegExp(
  `\\b(${BOUNDING_PREPS}|from|in|of|circa|around|about|made in|released in)?[\\s-]*\\b((?:19[2-9]|20[0-3])\\d)\\b(?!\\s*'?s\\b)`,
  "g",
);
/** How far before a year "decade" may stand to make the year name its decade ("the decade I was born in (1975)"). */
const DECADE_REACH = 40;
/** A bounding preposition just before a decade ("before the 90s", "since the 2000s"). */
const DECADE_PREP = new RegExp(`\\b(${BOUNDING_PREPS})(?:\\sthe)?[\\s-]$`);
/**
 * Words after a year or decade that leave one end open ("2000s or later", "1990 onwards", "80s or earlier",
 * "from 2010 on"); a bare "on" only where no word follows it ("from 2010 on netflix" is where, not when).
 */
const OPEN_LATER =
  /^\s?(?:or\s(?:later|after|newer|since)|and\s(?:later|after|up|newer|beyond|since)|onwards?|on(?![\s-]*[a-z0-9])|\+|upwards)/;
const OPEN_EARLIER = /^\s?(?:or\s(?:earlier|before|older)|and\s(?:earlier|before|older))/;

/**
 * A second decade written as its bare number right after a first ("the 80s or 90", "70s and early 80"):
 * the first's "s" carries over. Not a number with a unit ("the 80s or 90 minutes", "or 90-year-olds").
 */
const BARE_DECADE_AFTER =
  /^\s?(or|and|to|through|thru)\s(?:the\s)?(?:(early|mid|late)[\s-]+)?([1-9])0\b(?!\s?'?s\b)(?!\s*(?:min|minute|hour|hr|h\b|year|yr|-|%|\.\d))/;

/**
 * "when I was his age", "when we were your age", and the child's own question quoted ("what films were
 * like when you were my age, dad"): a stage of the person's life at the age of the one watching.
 */
const AT_THEIR_AGE = /\bwhen\s(?:(?:i|we)\s(?:was|were)\s(?:his|her|their|your)|you\swere\smy)\sage\b/;

/**
 * The years of a decade's part ("early" the first half, "mid" its middle, "late" its last four years:
 * "late 70s" is not 1975, which people call the mid 70s).
 */
function decadePart(start: number, part: string | undefined): [number, number] {
  if (part === "early") return [start, start + 4];
  if (part === "mid") return [start + 3, start + 7];
  if (part === "late") return [start + 6, start + 9];
  return [start, start + 9];
}

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

/** Year prepositions that bound from above ("before 1990") and from below ("after 2000"). */
const BEFORE_PREP = /^(?:before|pre|prior to|earlier than|older than)$/;
const AFTER_PREP = /^(?:after|post|newer than|later than)$/;

/** The year preposition a negation turns round ("nothing before 1990" asks for after it); others unchanged. */
function flipped(prep: string, negated: boolean): string {
  if (!negated) return prep;
  if (BEFORE_PREP.test(prep)) return "since";
  // "nothing good has been made since 1972": what came before, up to that year, is asked for
  if (AFTER_PREP.test(prep) || prep === "since") return "until";
  return prep;
}

/** Applies a year with a bounding preposition; false when the preposition bounds nothing ("in 1995"). */
function boundByYear(mood: ParsedMood, prep: string, y: number): boolean {
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
  } else return false;
  return true;
}

/** The first year of the decade a DECADE match names, "20s" read as the 2020s unless roaring. */
function decadeStart(norm: string, m: RegExpMatchArray): number {
  if (m[2]) return Number(m[2]) * 100 + Number(m[3]) * 10;
  const d = Number(m[4]);
  const before = norm.slice(Math.max(0, (m.index ?? 0) - 8), m.index ?? 0);
  return d <= 2 && !/roaring\s*$/.test(before) ? 2000 + d * 10 : 1900 + d * 10;
}

/**
 * "set in the 1920s", "takes place before 1950", "a documentary about the 80s", "about the 2008 crash":
 * the words before a period that make it the story's time or subject, not when the title was made
 * ("from about 1995" is a year give or take, so "about" counts only before "the"). A second decade
 * joined to the first ("set in the 60s or 70s") is the setting too.
 */
const SET_IN =
  /\b(?:(?:set|takes?\splace|taking\splace)(?:\s(?:in|during|around|back\sin))?(?:\sthe)?|about\sthe)\s?(?:'?(?:19|20)?\d0'?s\s(?:or|and|to|through)\s(?:the\s)?)?$/;

/**
 * True when the period at `start` is when the story is set, not when it was made: such a period
 * bounds no release year, and asks for a period piece instead.
 */
function storySetting(ctx: Ctx, norm: string, span: Span): boolean {
  const before = norm.slice(Math.max(0, span.start - 24), span.start);
  const set = SET_IN.exec(before);
  if (!set) return false;
  addUnique(ctx.mood.terms, norm.slice(span.start - before.length + set.index, span.end).trim());
  const period = COMPILED.phrases.get(stemPhrase("period piece"));
  const facet = period ? facetFromEntry(period, 0.8) : null;
  if (facet && !ctx.mood.facets.some((f) => f.label === facet.label)) ctx.mood.facets.push(facet);
  return true;
}

/**
 * Reads the periods into ctx.mood. `take` claims a match's span (null when it overlaps a title or an
 * earlier match); `claim` claims the words after one ("or later").
 */
export function readYears(
  ctx: Ctx,
  norm: string,
  take: (m: RegExpMatchArray) => Span | null,
  claim: (span: Span) => void,
): void {
  const mood = ctx.mood;
  const periods: [number, number][] = [];
  // the years of a stage of someone's life, which a period named beside it narrows
  let stageYears: [number, number] | null = null;
  // "nothing made before I was born in 1995": the preposition bounds by the birth year
  for (const m of norm.matchAll(BORN_WITH_PREP)) {
    if (take(m)) boundByYear(mood, flipped(m[1] ?? "", negatedBefore(norm, m.index ?? 0)), Number(m[2]));
  }
  // "nothing older than me, I'm 30", "I'm 40, something from when I was a teen": an age dates the
  // birth, counted back from this year
  const births = [...norm.matchAll(BORN)]
    .filter((m) => take(m))
    .flatMap((m) => [m[1], m[2]].filter((y) => y !== undefined).map(Number));
  for (const m of norm.matchAll(BORN_AS)) {
    const year = Number(m[1]);
    // "a '92 baby" is 1992 and "an '05 kid" 2005: the century whose year is not after this year
    const full = year >= 100 ? year : year + (2000 + year > ctx.index.thisYear ? 1900 : 2000);
    if (take(m)) births.push(full);
  }
  const ownAge = OWN_AGE.exec(norm);
  // another's age may already be read as a viewer's ("she's 84"), and still dates her birth
  const othersAge = ownAge ? null : ageOfOthersStage(norm);
  const age = ownAge ?? othersAge;
  const aboutThemselves =
    norm.search(THAN_ME) !== -1 ||
    norm.search(BORN_UNDATED) !== -1 ||
    norm.search(BORN_THEN) !== -1 ||
    LIFE_STAGE.test(norm) ||
    AT_THEIR_AGE.test(norm);
  if (!births.length && age && aboutThemselves && (take(age) || othersAge))
    births.push(ctx.index.thisYear - Number(age === othersAge ? age[2] : age[1]));
  if (mood.viewerAge !== null)
    for (const m of norm.matchAll(BORN_THEN_OTHER)) {
      const year = ctx.index.thisYear - mood.viewerAge;
      if (!take(m)) continue;
      // "she turns 16 this year" is born in one year; "she's 16", either side of a birthday
      const give = TURNS_THIS_YEAR.exec(norm)?.[1] === String(mood.viewerAge) ? 0 : 1;
      periods.push([year - give, year + give]);
      addUnique(mood.terms, give ? `${year - 1}–${year + 1}` : `${year}`);
    }
  if (mood.viewerAge !== null)
    for (const m of norm.matchAll(BORN_SINCE_OTHER)) {
      const scorned = scornedAfter(norm, (m.index ?? 0) + m[0].length);
      if ((m[1] === "before" && !scorned) || !take(m)) continue;
      const turned = negatedBefore(norm, m.index ?? 0) !== scorned;
      boundByYear(mood, flipped(m[1] ?? "", turned), ctx.index.thisYear - mood.viewerAge);
    }
  // "what my grandad saw as a young man, he was born in 1930": the years of that stage of his life;
  // of two people born apart ("as teenagers … born in '62 and '64"), the years either lived through it
  const stage = births.length ? LIFE_STAGE.exec(norm) : null;
  // "the films I loved when I was his age", said of the child watching: the child's age is the stage
  const theirAge = births.length && mood.viewerAge !== null ? AT_THEIR_AGE.exec(norm) : null;
  if (theirAge && take(theirAge)) stageYears = lifeStageYears(births[0]!, String(mood.viewerAge));
  if (stage && take(stage)) {
    for (const year of births) {
      const [lo, hi] = lifeStageYears(year, stage.slice(1).find((g) => g !== undefined) ?? "");
      stageYears = stageYears ? [Math.min(stageYears[0], lo), Math.max(stageYears[1], hi)] : [lo, hi];
    }
    if (stageYears) addUnique(mood.terms, `${stageYears[0]}–${stageYears[1]}`);
  }
  for (const year of births) {
    // "the year I was born": that year, give or take one for the birthday
    for (const m of norm.matchAll(BORN_THEN)) {
      if (!take(m)) continue;
      periods.push([year - 1, year + 1]);
      addUnique(mood.terms, `${year - 1}–${year + 1}`);
    }
    // "from before I was born (I'm 30)"
    for (const m of norm.matchAll(BORN_UNDATED)) {
      if (take(m)) boundByYear(mood, flipped(m[1] ?? "", negatedBefore(norm, m.index ?? 0)), year);
    }
    // "something older than me - I was born in 1990"
    for (const than of norm.matchAll(THAN_ME)) {
      if (!take(than)) continue;
      const older = than[1] === "older" || than[1] === "earlier";
      // "nothing older than me" turns round as "nothing before 2001" does
      boundByYear(mood, flipped(older ? "before" : "after", negatedBefore(norm, than.index ?? 0)), year);
    }
  }
  for (const m of norm.matchAll(DECADE)) {
    // "parents in their 70s" is an age, not a period; so is part of a decade said of two people ("my
    // grandparents, both mid 80s"), where "both 80s and 90s" names two decades
    const before = norm.slice(Math.max(0, (m.index ?? 0) - 32), m.index ?? 0);
    if (POSSESSIVE_BEFORE.test(before) || (m[1] && BOTH_BEFORE.test(before)) || ageInBrackets(before)) continue;
    const s = take(m);
    if (!s || storySetting(ctx, norm, s)) continue;
    // "a 90s kid" says when the person grew up, not who is watching
    const generation = GENERATION_AFTER.exec(norm.slice(s.end, s.end + 12));
    if (generation) claim({ start: s.end, end: s.end + generation[0].length });
    const start = decadeStart(norm, m);
    let [lo, hi] = decadePart(start, m[1]);
    let named = `${m[1] ? `${m[1]} ` : ""}${start}s`;
    const second = BARE_DECADE_AFTER.exec(norm.slice(s.end, s.end + 24));
    if (second) {
      const [, joiner, part, digit] = second;
      const secondStart = (Number(digit) <= 2 ? 2000 : 1900) + Number(digit) * 10;
      const [lo2, hi2] = decadePart(secondStart, part);
      claim({ start: s.end, end: s.end + second[0].length });
      named = `${named} ${joiner === "or" || joiner === "and" ? "or" : "to"} ${part ? `${part} ` : ""}${secondStart}s`;
      lo = Math.min(lo, lo2);
      hi = Math.max(hi, hi2);
    }
    // "nothing before the 90s", "after the 80s": a bound at the decade's edge, as with a year
    const prep = DECADE_PREP.exec(norm.slice(Math.max(0, s.start - 24), s.start))?.[1];
    if (prep) {
      const turned = flipped(prep, negatedBefore(norm, s.start));
      if (boundByYear(mood, turned, BEFORE_PREP.test(turned) || turned === "since" ? lo : hi)) continue;
    }
    // "the 2000s or later", "80s onwards": a bound, not a range
    const open = openEnd(norm, s.end);
    if (open) claim({ start: s.end, end: s.end + open.len });
    if (open?.dir === "later") mood.yearMin = Math.max(mood.yearMin ?? 0, lo);
    else if (open?.dir === "earlier") mood.yearMax = Math.min(mood.yearMax ?? 9999, hi);
    else if (negatedBefore(norm, s.start)) {
      // "anything that isn't from the 80s": the period is ruled out, not asked for
      mood.excludeYears.push([lo, hi]);
      addUnique(mood.terms, `not the ${named}`);
      continue;
    } else periods.push([lo, hi]);
    addUnique(mood.terms, named);
  }
  for (const m of norm.matchAll(YEAR_RANGE)) {
    if (!take(m)) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    periods.push([Math.min(a, b), Math.max(a, b)]);
    addUnique(mood.terms, `${Math.min(a, b)}–${Math.max(a, b)}`);
  }
  for (const m of norm.matchAll(YEAR)) {
    const span = take(m);
    if (!span || storySetting(ctx, norm, span)) continue;
    const y = Number(m[2]);
    // "nothing older than 2010", "nothing before 1990", "anything before 2010 is boomer": a refused or
    // scorned side of a year is the other side asked for
    const negated = negatedBefore(norm, m.index ?? 0) !== scornedAfter(norm, (m.index ?? 0) + m[0].length);
    const prep = flipped((m[1] ?? "").trim(), negated);
    if (boundByYear(mood, prep, y)) continue;
    const yearEnd = (m.index ?? 0) + m[0].length;
    const open = openEnd(norm, yearEnd);
    if (prep === "circa" || prep === "around" || prep === "about") {
      periods.push([y - 2, y + 2]);
      addUnique(mood.terms, `around ${y}`);
    } else if (open) {
      claim({ start: yearEnd, end: yearEnd + open.len });
      if (open.dir === "later") mood.yearMin = Math.max(mood.yearMin ?? 0, y);
      else mood.yearMax = Math.min(mood.yearMax ?? 9999, y);
      addUnique(mood.terms, `${y} or ${open.dir}`);
    } else if (["", "in", "from", "of"].includes(prep) && negated) {
      // "anything but 2020", "nothing from 2019": that year is ruled out
      mood.excludeYears.push([y, y]);
      addUnique(mood.terms, `not ${y}`);
    } else if (norm.slice(Math.max(0, (m.index ?? 0) - DECADE_REACH), m.index ?? 0).includes("decade")) {
      // "the decade I was born in (1975)", "that decade, 1983 or so": the year names its decade
      const start = y - (y % 10);
      periods.push([start, start + 9]);
      addUnique(mood.terms, `${start}s`);
    } else {
      periods.push([y, y]);
      addUnique(mood.terms, `${y}`);
    }
  }
  // a period both refused and named ("not the 80s again, my husband always picks 80s action") is refused
  const asked = periods.filter(([lo, hi]) => !mood.excludeYears.some(([a, b]) => lo >= a && hi <= b));
  // periods named are alternatives ("the 80s or 90s"); a stage of life beside them is the same time
  // told twice ("when I was a kid in the 90s (I'm 38)"), so it narrows them where they overlap
  const named: [number, number] | null = asked.length
    ? [Math.min(...asked.map((d) => d[0])), Math.max(...asked.map((d) => d[1]))]
    : null;
  const both: [number, number] | null =
    named && stageYears ? [Math.max(named[0], stageYears[0]), Math.min(named[1], stageYears[1])] : null;
  const period = both && both[0] <= both[1] ? both : (named ?? stageYears);
  if (period) {
    const [lo, hi] = period;
    mood.yearMin = Math.max(mood.yearMin ?? lo, lo);
    mood.yearMax = Math.min(mood.yearMax ?? hi, hi);
  }
}
