/**
 * Constraints read from the raw text with patterns: decades, years, runtimes, ages. Every pattern here
 * must run in linear time on any input; scripts/regex-audit.test.ts checks the literals and the ones
 * built with `new RegExp`.
 */
import { CERTIFICATION_LEVEL } from "../../shared/vocabulary";
import type { ParsedMood } from "../types";
import { readAges } from "./ages";
import { EVENING_MOST, minutesUntilDeadline } from "./clock";
import { addUnique, type Ctx, overlaps, type Span } from "./context";
import {
  JOIN,
  journeyLength,
  MINUTE_WORDS,
  minutesOf,
  NUM,
  NUMBER_WORDS,
  spentOnSomethingElse,
  timeSpentElsewhere,
  toNumber,
  UNIT,
} from "./lengths";
import { ceilingBefore, negatedBefore } from "./text-before";
import { NUM_WORDS } from "./words";
import { readYears } from "./years";

/** Words after a runtime that make it a ceiling ("two hours max", "an hour 45 at the very most"). */
const CEILING_AFTER = "(?:or less|or under|or shorter|max(?:imum)?|tops|at most|at the (?:very )?most)";
/** Words before a runtime that make it a ceiling ("under", "no more than"). */
const CEILING_BEFORE =
  "(?:under|less than|shorter than|no longer than|not longer than|no more than|not more than|not over|max(?:imum)?(?: of)?|at most|up to|within|below|tops)";
const RT_UNDER = new RegExp(`\\b(?:${CEILING_BEFORE}|<)\\s*${NUM}(\\s+and\\s+a\\s+half)?${JOIN}${UNIT}\\b`, "g");
/**
 * A strict ceiling, which leaves its bound out: "under 2 hours" and "shorter than an hour" take no
 * title of exactly that length ("no more than", "max" and "within" keep it).
 */
const STRICT_CEILING = /^(?:shorter than|less than|under|below|<)/;
const RT_HOUR_HALF = new RegExp(
  `\\b(${CEILING_BEFORE})?\\s*(an?|one|two|three|\\d+)\\s+hours?\\s+and\\s+a\\s+half\\b(\\s+${CEILING_AFTER})?`,
  "g",
);
/** Hours and minutes together: "an hour 45", "1 hour and 45 minutes", "1h45", "under 1 hr 30", "an hour and forty-five". */
const RT_HOURS_MINUTES = new RegExp(
  `\\b(${CEILING_BEFORE}\\s)?(an?|one|two|three|\\d)${JOIN}(?:hours?|hrs?|h)\\s?(?:and\\s)?(\\d{1,2}|${MINUTE_WORDS})(?:\\s?(?:minutes?|mins?|m))?\\b(\\s${CEILING_AFTER})?`,
  "g",
);
/** "20-something minute episodes": a runtime somewhere in that decade of minutes, so under its top. */
const RT_SOMETHING = /\b([1-9]0|twenty|thirty|forty|fifty)[\s-]?something[\s-]?(?:minutes?|mins?)\b/g;
/** "2 hours or less", "30 min eps or shorter": the length, perhaps of the thing named after it, then a ceiling. */
const RT_OR_LESS = new RegExp(
  `\\b${NUM}(\\s+and\\s+a\\s+half)?${JOIN}${UNIT}(?:\\s(?:episodes?|eps|films?|movies?|shows?))?\\s+${CEILING_AFTER}\\b`,
  "g",
);
const RT_OVER = new RegExp(
  `\\b(?:over|more than|longer than|at least|minimum(?: of)?)\\s+${NUM}(\\s+and\\s+a\\s+half)?${JOIN}${UNIT}\\b`,
  "g",
);
const RT_BARE = new RegExp(`\\b${NUM}(\\s+and\\s+a\\s+half)?${JOIN}(hours?|hrs?|minutes?|mins?)\\b`, "g");
/** Just before a length: it is a part of a title ("the first ten minutes", "the last half hour"). */
const PART_OF_TITLE = /\b(?:first|last|opening|final|closing)\s$/;

/** The shortest ceiling on length that only a film needs (minutes). */
const FILM_CEILING = 75;

/** A count of titles of one kind ("three full episodes", "two animated movies"), the count captured. */
const countOf = (nouns: string) =>
  new RegExp(
    `\\b(2|3|4|two|three|four|(?:a\\s)?couple(?:\\sof)?)\\s(?:more\\s|short\\s|full\\s|whole\\s|quick\\s|animated\\s)?(?:${nouns})\\b`,
  );
/** "two episodes", "a couple of eps": how many episodes the time there is must hold. */
const EPISODE_COUNT = countOf("episodes|eps");
/** "three films", "two movies": how many films a window of time must hold. */
const FILM_COUNT = countOf("films|movies|flicks");
/** A length said per episode ("30 minutes each", "per episode"): nothing to share. */
const PER_EPISODE = /\b(?:each|per\sepisode|apiece|an\sepisode|a\sepisode)\b/;

/**
 * "two episodes in the hour before school": the time there is, shared between the episodes; "three
 * films between noon and 6": a window of time, shared between the films (a limit said of films, as in
 * "two films under 2 hours", is each one's).
 */
function shareTimeThereIs(mood: ParsedMood, norm: string, window: boolean): void {
  if (mood.maxRuntime === null || PER_EPISODE.test(norm)) return;
  const episodes = EPISODE_COUNT.exec(norm);
  const films = window ? FILM_COUNT.exec(norm) : null;
  const count = episodes ?? films;
  if (!count?.[1]) return;
  const each = Math.floor(mood.maxRuntime / toNumber(count[1]));
  mood.maxRuntime = each;
  addUnique(mood.terms, `${episodes ? "episodes" : "films"} under ${each + 1} minutes`);
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

/** "newer than 5 years old", "less than ten years old", "older than 20 years": the age of a title. */
const TITLE_AGE = new RegExp(
  `\\b(newer|younger|older|less)\\sthan\\s(\\d{1,3}|${NUMBER_WORDS})\\s(?:years?|yrs?)(?:\\sold)?\\b`,
  "g",
);
/** "the last five years", "past 3 years", "the last decade", "this decade": years counted back from the newest title. */
const RECENT_SPAN = new RegExp(
  `\\b(?:(?:last|past|previous)\\s(?:(\\d{1,2}|${NUMBER_WORDS})\\s(years?|decades?)|(decade))|(this decade))\\b`,
  "g",
);

/**
 * Words right before a duration that say it is the time the person has ("I've got", "we only have")
 * or how long something else lasts ("the train home is 40 minutes", "my tablet lasts about 100", "the
 * sauce needs about half an hour").
 */
const OWNED_TIME =
  /(?:\bhave|\bgot|\bve|\bis|\btakes|\bneeds|\blasts?|\bin(?: the next)?)(?: only| just| exactly| barely| about| around| roughly)?\s?$/;
/** Just after a length: it runs up to an event or is what remains ("two hours before my shift", "2 hours left", "an hour and a half of battery"). */
const UNTIL_AFTER = /^\s(?:before|until|till|til|left|remaining|to\skill|to\sspare|of\sbattery|of\scharge)\b/;
/** "two episodes in the hour before school", "in the next half hour", "in the hour and a half": the time there is, with no number. */
const IN_THE_HOUR = /\bin\sthe\s(?:next\s|last\s)?(half\s)?hour(\sand\sa\shalf)?\b/g;
/** "25 min an episode", "an hour per episode": the length is an episode's, so the request is for a series. */
const PER_EPISODE_AFTER = /\b(?:minutes?|mins?|hours?|hrs?)\s((?:an?|per|each)\s(?:episode|ep))\b/g;
/** "a film no longer than that": the length said before is the ceiling, and "longer" is no wish for more. */
const NO_LONGER_THAN_THAT = /\b(?:no|not|nothing|none|isnt)\s(?:any\s)?longer\sthan\s(?:that|this|it)\b/g;

/**
 * The most a length said as a size may run: 5% over; said loosely ("20ish minutes"), 10% and at least
 * 5 minutes over, so "20ish minute episodes" take in the 22-minute sitcom.
 */
function aboutSize(mins: number, said: string): number {
  return said.includes("ish") ? mins + Math.max(5, Math.round(mins * 0.1)) : Math.round(mins * 1.05);
}

/**
 * True when the duration a runtime match reads is introduced as the time the person has ("I've got two
 * hours") or runs up to something ("two hours before my shift").
 */
function timeOwned(norm: string, m: RegExpMatchArray): boolean {
  const start = m.index ?? 0;
  const end = start + m[0].length;
  return (
    OWNED_TIME.test(norm.slice(Math.max(0, start - 24), start).trimEnd()) || UNTIL_AFTER.test(norm.slice(end, end + 16))
  );
}

/** The time there is, less what goes on something else ("95 minutes and I need 10 to pack" leaves 85). */
function leaveTimeFor(mood: ParsedMood, spent: number): void {
  if (mood.maxRuntime === null || mood.maxRuntime - spent < 10) return;
  mood.terms = mood.terms.filter((t) => t !== `under ${mood.maxRuntime} minutes`);
  mood.maxRuntime -= spent;
  addUnique(mood.terms, `under ${mood.maxRuntime} minutes`);
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
  const mood = ctx.mood;
  const used: Span[] = [];
  const take = (m: RegExpMatchArray): Span | null => {
    const s = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    if (overlaps(refSpans, s) || overlaps(used, s)) return null;
    used.push(s);
    return s;
  };
  // a ceiling in numbers is the person's own; a size ("a 90 minute movie") leaves words like "quick" to narrow it
  const cap = (mins: number, label: string, ceiling = true) => {
    if (mins < 10 || mins > 400) return;
    mood.maxRuntime = Math.min(mood.maxRuntime ?? 10_000, mins);
    if (ceiling) ctx.lengthInNumbers = true;
    addUnique(mood.terms, label);
  };
  // the longest limit said of the title's own length ("under 2 hours", "nothing over 100 minutes")
  let titleLimit = 0;
  const limitTitle = (mins: number) => {
    titleLimit = Math.max(titleLimit, mins);
  };
  // a length the person has or caps is a ceiling; one said as a size ("an hour and forty") is give or take
  const sized = (mins: number, said: string, strict: boolean) =>
    strict ? cap(mins, `under ${mins} minutes`) : cap(aboutSize(mins, said), `about ${mins} minutes`, false);
  // taken first, so "20 mins to get there" is not read as a length of its own
  const left = minutesUntilDeadline(norm);
  let spent = timeSpentElsewhere(norm, take, left !== null);
  // the time there is was said as a window, a journey or a length someone has: films share it
  let timeThereIs = left !== null;
  // "it's 10:50, alarm's at 7": the night is the time there is only once sleep comes off, at the end
  let overnight: number | null = null;
  // lengths the words around them give to something else ("7 hrs of sleep"): they come off the time there is
  const spentBeside: [number, string][] = [];
  if (left && !left.spans.some((s) => overlaps(refSpans, s) || overlaps(used, s))) {
    used.push(...left.spans);
    if (left.overnight) overnight = left.minutes;
    else cap(left.minutes, `under ${left.minutes} minutes`);
  }
  for (const m of norm.matchAll(IN_THE_HOUR)) {
    const mins = m[1] ? 30 : m[2] ? 90 : 60;
    if (take(m)) cap(mins, `under ${mins} minutes`);
  }
  for (const m of norm.matchAll(NO_LONGER_THAN_THAT)) take(m);
  for (const m of norm.matchAll(PER_EPISODE_AFTER)) {
    const start = (m.index ?? 0) + m[0].length - (m[1]?.length ?? 0);
    const span = { start, end: (m.index ?? 0) + m[0].length };
    if (overlaps(refSpans, span) || overlaps(used, span)) continue;
    used.push(span);
    ctx.typeVotes.add("tv");
  }
  readSeasonCaps(ctx, norm, take);
  readRecentSpan(ctx, norm, take);
  readCertification(ctx, norm, take);
  for (const m of norm.matchAll(RT_SOMETHING)) {
    if (m[1] === undefined || !take(m)) continue;
    const mins = toNumber(m[1]) + 9;
    cap(mins, `under ${mins + 1} minutes`);
  }
  // "an hour 45 at the very most", "1h30": hours and minutes make one runtime
  for (const m of norm.matchAll(RT_HOURS_MINUTES)) {
    const [, ceilingBefore, hours, minutes, ceilingAfter] = m;
    if (hours === undefined || minutes === undefined || toNumber(minutes) >= 60 || !take(m)) continue;
    const mins = Math.round(toNumber(hours) * 60 + toNumber(minutes));
    if (ceilingBefore || ceilingAfter) limitTitle(mins);
    if (ceilingBefore && STRICT_CEILING.test(ceilingBefore)) cap(mins - 1, `under ${mins} minutes`);
    else sized(mins, m[0], Boolean(ceilingBefore || ceilingAfter) || timeOwned(norm, m));
  }
  // "an hour and a half (at most)", "under two hours and a half"
  for (const m of norm.matchAll(RT_HOUR_HALF)) {
    const [, ceilingBefore, hours, ceilingAfter] = m;
    if (hours === undefined || !take(m)) continue;
    const mins = Math.round((toNumber(hours) + 0.5) * 60);
    if (ceilingBefore || ceilingAfter) limitTitle(mins);
    if (ceilingBefore && STRICT_CEILING.test(ceilingBefore)) cap(mins - 1, `under ${mins} minutes`);
    else sized(mins, m[0], Boolean(ceilingBefore || ceilingAfter) || timeOwned(norm, m));
  }
  for (const m of norm.matchAll(RT_UNDER)) {
    if (!take(m)) continue;
    const mins = minutesOf(m);
    cap(STRICT_CEILING.test(m[0]) ? mins - 1 : mins, `under ${mins} minutes`);
    limitTitle(mins);
  }
  for (const m of norm.matchAll(RT_OR_LESS)) {
    if (!take(m)) continue;
    cap(minutesOf(m), `under ${minutesOf(m)} minutes`);
    limitTitle(minutesOf(m));
  }
  for (const m of norm.matchAll(RT_OVER)) {
    const span = take(m);
    if (!span) continue;
    // "nothing over two hours", "anything over 100 minutes" (is too long): a ceiling, not a wish for long
    if (ceilingBefore(norm, span.start)) {
      const mins = minutesOf(m);
      cap(mins, `under ${mins} minutes`);
      limitTitle(mins);
      continue;
    }
    mood.runtimePreference = "long";
    addUnique(mood.terms, "long");
  }
  for (const m of norm.matchAll(RT_BARE)) {
    const [, num = ""] = m;
    // "four friends" and "five stars" are no lengths; "twenty minutes" and "an hour" are
    if (!/\d/.test(num) && !/^(an?|one|two|three|half)/.test(num) && toNumber(num) < 10) continue;
    // "the first ten minutes of it" is a part of a title, not a length
    if (PART_OF_TITLE.test(norm.slice(Math.max(0, (m.index ?? 0) - 12), m.index))) continue;
    const journey = journeyLength(norm, m);
    const owned = journey || timeOwned(norm, m) || negatedBefore(norm, m.index ?? 0);
    // "a couple of hours" is too loose to be a film's size; it counts only as the time there is
    if (num.includes("couple") && !owned) continue;
    if (!take(m)) continue;
    const mins = minutesOf(m);
    // "7 hrs of sleep", "ten minutes in the middle", "packing will eat 40 min": off the time there is
    if (!owned && spentOnSomethingElse(norm, m)) {
      spentBeside.push([mins, m[0]]);
      continue;
    }
    timeThereIs ||= journey;
    // "I've got two hours" is the time there is, and "not a 3-hour slog" a limit, so both are ceilings;
    // "a 90 minute movie" is a size, give or take
    sized(mins, m[0], owned);
  }
  readAges(mood, norm, take);
  // "two hours of laughs" with no time there is said is a size after all
  if (mood.maxRuntime === null && overnight === null && !timeThereIs)
    for (const [mins, said] of spentBeside) sized(mins, said, false);
  else spent += spentBeside.reduce((sum, [mins]) => sum + mins, 0);
  if (overnight !== null && overnight - spent <= EVENING_MOST)
    cap(overnight - spent, `under ${overnight - spent} minutes`);
  else if (spent && ctx.lengthInNumbers) leaveTimeFor(mood, spent);
  shareTimeThereIs(mood, norm, timeThereIs);
  // nobody caps an episode's length at an hour and a quarter: a limit that long on the title itself
  // ("under 2 hours"), with no episodes to share it, is a film's; the time someone has ("I've got two
  // hours") may go on episodes, so it only leans to films
  if (titleLimit >= FILM_CEILING && (mood.maxRuntime ?? 0) >= FILM_CEILING) ctx.impliedTypeVotes.add("movie");
  readYears(ctx, norm, take, (span) => used.push(span));
  return used;
}
