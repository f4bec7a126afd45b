/**
 * Lengths said in words and numbers ("90 min", "two and a half hours", "half an hour"): the pieces the
 * runtime patterns are built from, and the time a person says goes on something else ("I need 10 to
 * pack"), which comes off the time they have. Every pattern runs in linear time (regex-audit).
 */
import type { Span } from "./context";
import { NUM_WORDS } from "./words";

/** Number words of three letters or more, as one alternation ("two|three|…|twenty"): "a" and "an" are no count. */
export const NUMBER_WORDS = Object.keys(NUM_WORDS)
  .filter((w) => w.length > 2)
  .join("|");
/** Minutes in words: "fifteen", "ninety", "forty-five", "twenty five" (the compounds first, so "forty-five" is read whole). */
export const MINUTE_WORDS =
  "(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|five|six|seven|eight|nine";
/**
 * After "half-hour": not the size of a title ("half-hour episodes", "a half hour sitcom", "half-hour-ish"),
 * which the lexicon reads as its kind of episode, so "a half-hour lunch" is the time there is.
 */
const NOT_A_SIZE = "(?![\\s-]?ish\\b|\\s(?:episodes?|eps?|sitcoms?|shows?|series|cartoons?|comedy|comedies)\\b)";
/** The ways of writing a number: digits, a number word, "half an" (or "half" before "hr"), or "a couple (of)", which is two. */
const NUMBERS = `\\d+(?:\\.\\d+)?|(?:a\\s)?couple(?:\\sof)?|${MINUTE_WORDS}|an?|one|two|three|four|half\\san?|half(?=\\s?hrs?\\b|[\\s-]hour\\b${NOT_A_SIZE})`;
/** A number, captured. */
/** "a quarter of an hour", "three quarters of an hour": a number only before its unit, so not a break's. */
const QUARTERS = "(?:a\\s|three\\s)?quarters?\\sof\\san?";
export const NUM = `(${QUARTERS}|${NUMBERS})`;
export const UNIT = "(hours?|hrs?|h|minutes?|mins?|m)";
/**
 * Between a number and its unit: "-ish" and at most one space, hyphen, space ("90 min", "90-minute",
 * "2 - hour", "90ish minutes").
 * Bounded on purpose: `\s*-?\s*` has two ways to read a run of spaces and made a 500-character
 * mood take seconds. parseMood also folds whitespace runs into one space first.
 */
export const JOIN = "(?:-?ish)?\\s?-?\\s?";
/** A captured number: digits, a number word ("forty-five" adds its parts), "half an" (0.5); "a"/"an" count as one. */
export function toNumber(text: string): number {
  if (/^\d/.test(text)) return Number(text);
  if (text.startsWith("half")) return 0.5;
  // "a quarter of an hour", "three quarters of an hour"
  if (text.includes("quarter")) return text.startsWith("three") ? 0.75 : 0.25;
  if (text.includes("couple")) return 2;
  const [tens = "", unit = ""] = text.split(/[\s-]/);
  return (NUM_WORDS[tens] ?? 1) + (NUM_WORDS[unit] ?? 0);
}

/** A part after a count of units, captured: "two and a half hours", "two and a quarter hours". */
export const AND_A_PART = "(\\s+and\\s+a\\s+(?:half|quarter))";

/**
 * Minutes of a runtime match whose groups are number, " and a half" (or quarter), unit ("2", " and a
 * half", "hours" → 150). The number and unit groups are not optional, so a match always holds them.
 */
export function minutesOf([, num, part, unit]: RegExpMatchArray): number {
  if (num === undefined || unit === undefined) throw new Error("A runtime pattern matched without its number or unit");
  let n = toNumber(num);
  if (part) n += part.endsWith("quarter") ? 0.25 : 0.5;
  return unit.startsWith("h") ? Math.round(n * 60) : Math.round(n);
}

/**
 * Time that goes on something else, said as a length and what it is for: "I need 10 to pack", "it
 * takes me 20 mins to get there", "need half an hour for dinner", "need a good ten minutes after the
 * film", "leaving the last 20 min for descent", "still have 6 min to microwave my soup". Watching is not something else ("I need two hours to watch it"). Without a unit the number is
 * minutes, but only when written in digits. A length closing its clause with nothing after it ("we eat
 * first, that takes about 35 min.") is captured last: it goes on something else only beside a window
 * of time, since "a film that takes 90 minutes" is a size.
 */
const SPENT = new RegExp(
  `\\b(?:need|needs|takes?|took|leaving|leave|saving|save|keeping|keep|still\\shave)(?:\\s(?:me|us|him|her|them))?\\s(?:about\\s|around\\s|roughly\\s|a\\sgood\\s|a\\sfull\\s|a\\ssolid\\s|at\\sleast\\s|the\\slast\\s|the\\sfirst\\s)?${NUM}(\\s+and\\s+a\\shalf)?(?:${JOIN}${UNIT})?(?:\\sof\\s(?:that|it|this))?(?:\\s(?:to|for)\\s(?!watch|see|view|binge)|\\s(?:after|before|afterwards)\\b|(\\b(?=\\s?(?:[.,;!?]|$))))`,
  "g",
);

/**
 * A margin kept or a part missed: "finish with 15 minutes to spare", "with a good half hour in hand",
 * "I'll miss the first 10 minutes". It comes off the time there is, and is no length of a title ("an
 * hour to spare", with no "with", is the time there is).
 */
const MARGINS = [
  new RegExp(
    `\\bwith\\s(?:about\\s|around\\s|a\\sgood\\s|at\\sleast\\s)?${NUM}(\\s+and\\s+a\\shalf)?${JOIN}${UNIT}\\s(?:to\\sspare|spare|in\\shand)\\b`,
    "g",
  ),
  new RegExp(
    `\\b(?:miss|missing|lose|losing)\\s(?:the\\s)?(?:first|last)\\s${NUM}(\\s+and\\s+a\\shalf)?${JOIN}${UNIT}\\b`,
    "g",
  ),
];

/** A title said to fit the time ("30 min on the treadmill, one episode that fits", "a film to fit in"), not the mood. */
export const FITS_IN =
  /\b(?:that|which|to)\sfits?\b(?!\s(?:the|my|our|this|that)\s(?:mood|vibe|bill|brief|theme))|\bfits?\sin(?:to)?\b/;

/** True when the text keeps a margin or misses a part of the time there is ("with 15 minutes to spare"). */
export const keepsMargin = (norm: string) => MARGINS.some((margin) => norm.search(margin) !== -1);

/** A length said of the time there is ("15 minutes of that"). */
const OF_IT = /\sof\s(?:that|it|this)\b/;

/**
 * A part of the time there is said to go on something: "ten minutes of that is me fighting the
 * projector", "and 10 of that is queueing". Without a unit the number is minutes when in digits.
 */
const PART_OF_IT = new RegExp(
  `\\b${NUM}(\\s+and\\s+a\\shalf)?(?:${JOIN}${UNIT})?\\sof\\s(?:that|it|this|those)\\s(?:is|are|goes|go|will\\s(?:be|go)|gets?)\\b`,
  "g",
);

/**
 * A count of the units just said given to something else: "LHR to JFK is seven and a half hours and I'll
 * sleep for five of them", "I have 90 minutes, 10 of them go on the bath". The unit is the last one said
 * before; a fraction ("half of it") is no count.
 */
const COUNT_OF_THEM = new RegExp(
  `\\b(?:(?:sleep|sleeping|nap|napping|spend|spending|lose|losing|waste|wasting)\\s(?:for\\s)?(?:about\\s|around\\s|roughly\\s)?${NUM}\\sof\\s(?:them|those|it|that)|${NUM}\\sof\\s(?:them|those)\\s(?:go|goes|are|will\\s(?:be|go))\\b)`,
  "g",
);
/** A unit of time as said, for the count of them after it. */
const UNIT_SAID = /\b(?:(hours?|hrs?)|minutes?|mins?)\b/g;

/** Minutes in `count` of the last unit said before `at` ("five of them" after "seven hours" is 300); 0 when none. */
function countOfUnitsBefore(norm: string, at: number, count: string): number {
  const n = toNumber(count);
  if (n < 1) return 0;
  let hours: boolean | null = null;
  for (const u of norm.slice(0, at).matchAll(UNIT_SAID)) hours = u[1] !== undefined;
  return hours === null ? 0 : hours ? n * 60 : n;
}

/** A break between titles: "a half hour break", "a 20 minute snack break"; a lunch or coffee break is the time there is. */
const BREAK = new RegExp(
  `\\b(?:a\\s)?(${NUMBERS}|half(?=\\shour\\b))(\\s+and\\s+a\\shalf)?${JOIN}${UNIT}(?:\\s(?!lunch|coffee|tea\\b|work)[a-z]+)?\\s(?:break|pause|interval|intermission)\\b`,
  "g",
);

/** Before a break, whose it is ("my 50 minute break"); after it, what it falls between ("between classes") or where. */
const BREAK_OWNER = /\b(?:my|our|his|her|their)\s$/;
const BREAK_BETWEEN =
  /^\s(?:between\s(?!(?:the\s)?(?:films?|movies?|episodes?|eps?|them|two|halves)\b)[a-z]|at\s(?:work|school|uni|college)\b)/;

/**
 * True when a break is the person's own ("two episodes in my 50 minute break", "a 25 minute break
 * between classes"): the time there is, not a pause between titles.
 */
function ownBreak(norm: string, m: RegExpMatchArray): boolean {
  const at = m.index ?? 0;
  const end = at + m[0].length;
  return BREAK_OWNER.test(norm.slice(Math.max(0, at - 8), at)) || BREAK_BETWEEN.test(norm.slice(end, end + 24));
}

/** What a title does, before "takes" or "needs": "a film that takes 90." is a size, not time spent. */
const TITLE_BEFORE = /\b(?:that|which|it|its|film|movie|episode|ep|show|series|one)\s$/;
/** The most minutes a chore said without its unit can take ("eating takes 10."): more reads as a title's size. */
const MOST_CHORE_MINUTES = 60;

/**
 * True when a length closing its clause without a unit is a chore's ("Lunch is 45 minutes and eating
 * takes 10."): digits, few enough minutes for no title, and no title before the verb.
 */
function choreClosing(norm: string, m: RegExpMatchArray, unit: string | undefined): boolean {
  const [, num = ""] = m;
  const at = m.index ?? 0;
  return (
    !unit &&
    /^\d+$/.test(num) &&
    Number(num) <= MOST_CHORE_MINUTES &&
    !TITLE_BEFORE.test(norm.slice(Math.max(0, at - 12), at))
  );
}

/**
 * The minutes said to go on something else (their words are taken, so no other pattern reads them); 0
 * when none. `besideWindow`: the text gives a window of time, so a length closing its clause counts.
 * `partOfOther`: a part said of a time there is that is no window ("4 hour layover, about 1 hour of that
 * is security"), which counts only once that time is read.
 */
export function timeSpentElsewhere(
  norm: string,
  take: (m: RegExpMatchArray) => Span | null,
  besideWindow: boolean,
  partOfOther: (minutes: number) => void = () => {},
): number {
  let minutes = 0;
  for (const m of norm.matchAll(SPENT)) {
    const [, num = "", , unit, closing] = m;
    if (!unit && !/^\d/.test(num)) continue;
    // "tea takes a good 15 minutes of that": said of the time there is, it comes off it
    const ofIt = OF_IT.test(m[0]);
    if (closing !== undefined && !(besideWindow && unit) && !ofIt && !choreClosing(norm, m, unit)) continue;
    if (!take(m)) continue;
    minutes += unit ? minutesOf(m) : Number(num);
  }
  for (const m of norm.matchAll(PART_OF_IT)) {
    const [, num = "", , unit] = m;
    if ((!unit && !/^\d/.test(num)) || (!besideWindow && !unit) || !take(m)) continue;
    if (besideWindow) minutes += unit ? minutesOf(m) : Number(num);
    else partOfOther(minutesOf(m));
  }
  for (const m of norm.matchAll(COUNT_OF_THEM)) {
    const mins = countOfUnitsBefore(norm, m.index ?? 0, m[1] ?? m[2] ?? "");
    if (!mins || !take(m)) continue;
    if (besideWindow) minutes += mins;
    else partOfOther(mins);
  }
  for (const margin of MARGINS) for (const m of norm.matchAll(margin)) if (take(m)) minutes += minutesOf(m);
  // a break is no length of a title; it comes off only a window of time ("between noon and 6, with a
  // half hour break")
  for (const m of norm.matchAll(BREAK)) {
    if (ownBreak(norm, m) || !take(m) || !besideWindow) continue;
    minutes += minutesOf(m);
  }
  return minutes;
}

/**
 * Words after a length that give it to something other than watching: "7 hrs of sleep", "ten minutes
 * in the middle", "40 minutes to get ready", "an hour for dinner", "25 min before that" (put away before
 * landing). Watching, screen time, what is left
 * and what is spare are the time there is ("two hours of telly", "an hour to kill").
 */
const GOES_ON_AFTER =
  /^\s(?:before\s(?:that|then|it|this)\b|(?:of|for)\s(?!(?:the\s)?(?:tv|telly|films?|movies?|shows?|episodes?|watching|screen|viewing|battery|charge|free|spare|downtime|me\stime|it|that|this|one|each|an?|us|me|him|her|them|both|kids|children|family|everyone|two|three|four|boys|girls)\b)[a-z]|to\s(?!(?:watch|see|view|binge|kill|spare|fill|play|stream|an?|one|two|three|four|five|half)\b)[a-z]|in\sthe\smiddle\b|in\sbetween\b|sleep\b|kip\b|shut-?eye\b)/;
/** Words before a length that spend it: "packing will eat 40 min", "we lose half an hour to ads", "I'll sleep for 5 hours". */
const GOES_ON_BEFORE =
  /\b(?:eats?(?:\sup)?|eating|lose|loses|losing|spend|spends|spending|wastes?|(?:sleep|sleeping|nap|napping|work|working)\sfor)(?:\s(?:about|around|roughly|at\sleast|a\sgood))?\s$/;

/** Words after a length that say it is given to something else: "20 mins will go on arguing", "an hour is lost to ads". */
const GIVEN_AFTER =
  /^\s(?:(?:will|would|ll)\s(?:go\s(?:on|to)|be\s(?:spent|lost|taken|eaten))|(?:goes|go)\son|(?:is|are)\s(?:spent|lost|taken|eaten))\b/;

/** True when the words after a length say it is given to something else ("the first 20 mins will go on arguing"). */
export function givenToSomethingElse(norm: string, m: RegExpMatchArray): boolean {
  const end = (m.index ?? 0) + m[0].length;
  return GIVEN_AFTER.test(norm.slice(end, end + 24));
}

/** True when the length a match reads goes on something other than watching, by the words around it. */
export function spentOnSomethingElse(norm: string, m: RegExpMatchArray): boolean {
  const start = m.index ?? 0;
  const end = start + m[0].length;
  return (
    givenToSomethingElse(norm, m) ||
    GOES_ON_AFTER.test(norm.slice(end, end + 24)) ||
    GOES_ON_BEFORE.test(norm.slice(Math.max(0, start - 24), start))
  );
}

/** Words after a length that name sleep or a break in the middle ("6 hours sleep", "20 min in the middle"). */
const SPENT_NAMED_AFTER = /^\s(?:(?:of\s)?(?:sleep|kip|shut-?eye)\b|in\s(?:the\smiddle|between)\b)/;

/**
 * True when the words after a length say it goes on sleep or a break ("I need 6 hours sleep", "I want
 * to stop 20 min in the middle"): that beats words before it that make it the person's own.
 */
export function spentOnWhatFollows(norm: string, m: RegExpMatchArray): boolean {
  const end = (m.index ?? 0) + m[0].length;
  return SPENT_NAMED_AFTER.test(norm.slice(end, end + 24));
}

/** A length said of a journey ("a three and a half hour train ride", "the 2-hour flight"): the time there is. */
const JOURNEY_AFTER =
  /^[\s-](?:(?:train|bus|coach|car|ferry|boat|plane|road)\s)?(?:ride|journey|trip|flight|drive|commute|crossing|layover|stopover|wait)\b/;

/**
 * A journey whose length follows: "flight's 3h10", "the train takes about 2 hours", "LHR to JFK is about
 * seven hours", "the drive in is 30 minutes".
 */
const JOURNEY_BEFORE =
  /\b(?:flight|train|journey|ride|drive|trip|commute|bus|coach|ferry|crossing|layover|stopover)(?:\s(?:in|out|there|over|back|home))?(?:'s|\sis|\stakes|\slasts|\swill\sbe)(?:\s(?:about|around|roughly|only|just|exactly|nearly|almost))?\s$/;

/** True when the length a match reads is the length of a journey the person is on. */
export function journeyLength(norm: string, m: RegExpMatchArray): boolean {
  const start = m.index ?? 0;
  const end = start + m[0].length;
  return (
    JOURNEY_AFTER.test(norm.slice(end, end + 24)) || JOURNEY_BEFORE.test(norm.slice(Math.max(0, start - 32), start))
  );
}

/**
 * The most a length said as a size may run: 5% over, and at least 2 over a round figure, which is rounded
 * ("20 minute episodes" take in the 22-minute sitcom; "25" is meant); loosely ("20ish"), 10% and 5 over.
 */
export function aboutSize(mins: number, said: string): number {
  if (said.includes("ish")) return mins + Math.max(5, Math.round(mins * 0.1));
  return Math.max(mins % 10 === 0 ? mins + 2 : 0, Math.round(mins * 1.05));
}

/** Words a length describes as the size of a title when they follow it ("a 90 minute movie", "20-minute episodes"). */
const SIZE_AFTER =
  /^\s?(?:-?\s?long\s)?(?:episodes?|eps?|films?|movies?|shows?|sitcoms?|series|cartoons?|documentar(?:y|ies)|features?|epics?|ones?)\b/;
/** Words a length describes as a title's size when they come before it ("episodes around 45 min", "a film that runs about 100"). */
const SIZE_BEFORE =
  /\b(?:episodes?|eps?|films?|movies?|shows?|sitcoms?|ones?|runtime|runs?|lasts?|running)(?:\s(?:of|around|about|roughly|at|under|is|are))?\s?$/;

/**
 * True when a length is said as a title's size (beside the film or episode word it describes) or said
 * to be rough ("about 90 minutes"); said plainly on its own ("tonight. 80 mins. laughs.", "on the
 * treadmill for 45 min") it is the time there is, the most.
 */
export function sizeOfATitle(norm: string, m: RegExpMatchArray): boolean {
  const at = m.index ?? 0;
  const end = at + m[0].length;
  const before = norm.slice(Math.max(0, at - 32), at);
  return (
    SIZE_AFTER.test(norm.slice(end, end + 24)) ||
    SIZE_BEFORE.test(before) ||
    APPROXIMATELY.test(before) ||
    m[0].includes("ish")
  );
}

/** Words saying a length is roughly that ("about 90 minutes", "like an hour"; other languages' arrive as "about"): give or take. */
const APPROXIMATELY = /\b(?:about|around|roughly|approximately|approx|like|or\sso|some|circa)\s?$/;
