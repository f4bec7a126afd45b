/**
 * Runtimes in numbers and words: ceilings on a title's length ("under 2 hours", "45 min eps max"),
 * sizes ("a 90 minute movie"), and the time there is, from a window or a deadline on the clock, a
 * journey or a length someone has, less the time said to go on something else, and shared between the
 * films or episodes it must hold. Every pattern runs in linear time (regex-audit).
 */
import type { ParsedMood } from "../types";
import { EVENING_MOST, minutesUntilDeadline } from "./clock";
import { addUnique, type Ctx, type Span } from "./context";
import {
  AND_A_PART,
  aboutSize,
  FITS_IN,
  givenToSomethingElse,
  JOIN,
  journeyLength,
  keepsMargin,
  MINUTE_WORDS,
  minutesOf,
  NUM,
  sizeOfATitle,
  spentOnSomethingElse,
  spentOnWhatFollows,
  timeSpentElsewhere,
  toNumber,
  UNIT,
} from "./lengths";
import { ceilingBefore, negatedBefore, reportedBefore } from "./text-before";

/** Words after a runtime that make it a ceiling ("two hours max", "an hour 45 at the very most"). */
const CEILING_AFTER = "(?:or less|or under|or shorter|max(?:imum)?|tops|at most|at the (?:very )?most)";
/** Words before a runtime that make it a ceiling ("under", "no more than"). */
const CEILING_BEFORE =
  "(?:under|less than|shorter than|no longer than|not longer than|no more than|not more than|not over|max(?:imum)?\\.?(?: of)?|at most|up to|within|below|tops)";
/** "under 90 minutes", "< 2h", "ep length <45m" (a word boundary before "<" would need a letter), "under the 2 hour mark". */
const RT_UNDER = new RegExp(`(?:\\b${CEILING_BEFORE}|<)\\s*(?:the\\s)?${NUM}${AND_A_PART}?${JOIN}${UNIT}\\b`, "g");
/** Just before "an hour and a half": a length compared ("nothing longer than", "anything over"). */
const COMPARED_JUST_BEFORE = /(?:longer\sthan|more\sthan|over)\s?$/;
/**
 * A strict ceiling, which leaves its bound out: "under 2 hours" and "shorter than an hour" take no
 * title of exactly that length ("no more than", "max", "within" and a typed "<45m" keep it).
 */
const STRICT_CEILING = /^(?:shorter than|less than|under|below)/;
/** The most minutes a ceiling said with `word` allows: a strict one ("under 90") leaves its bound out. */
const ceilingAt = (mins: number, word: string) => (STRICT_CEILING.test(word) ? mins - 1 : mins);
/** Hours and a half or a quarter: "an hour and a half", "two hours and three quarters". */
const RT_HOUR_HALF = new RegExp(
  `\\b(${CEILING_BEFORE})?\\s*(?:(an?|one|two|three|\\d+)\\s+)?hours?\\s+and\\s+(a\\s+half|a\\s+quarter|three\\s+quarters)\\b(\\s+${CEILING_AFTER})?`,
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
  `\\b${NUM}${AND_A_PART}?${JOIN}${UNIT}(?:\\s(?:episodes?|eps|films?|movies?|shows?))?\\s+${CEILING_AFTER}\\b`,
  "g",
);
const RT_OVER = new RegExp(
  `\\b(?:over|past|more than|longer than|at least|minimum(?: of)?)\\s+${NUM}${AND_A_PART}?${JOIN}${UNIT}\\b`,
  "g",
);
/** Just before a length: a reaction that comes within it ("fall asleep in", "get bored within", "zone out after like"). */
const REACTION_BEFORE =
  /\b(?:asleep|out|bored|restless|distracted|interest)\s(?:in|within|after)(?:\s(?:like|about|maybe|around))?\s?$/;
/** Under this many minutes a reaction's length is a figure of speech, no title's length. */
const FIGURE_OF_SPEECH_MINUTES = 30;
/** Just before "over" a length: a little more than it ("just over an hour", "slightly over 90 minutes"). */
const BARELY_BEFORE = /\b(?:just|a\slittle|slightly|a\sbit|a\stad)\s$/;
const RT_BARE = new RegExp(`\\b${NUM}${AND_A_PART}?${JOIN}(hours?|hrs?|minutes?|mins?)\\b`, "g");
/**
 * A length named by its noun, with no unit: "ep length 45 max", "runtime: 100", "film length under 90",
 * or of each of several titles asked for ("as many eps as I can fit, each one under 45"). The number is
 * minutes; the title named before it ("ep", "film") says which kind is asked for.
 */
const LENGTH_NAMED =
  /\b(?:(eps?|episodes?|films?|movies?)\s)?(?:length|runtime|run\stime|running\stime|duration|each(?:\sone)?)(?:\s(under|below|less\sthan|of|is|max(?:imum)?|at\smost|up\sto|no\smore\sthan))?\s?([:<=])?\s?(\d{2,3})\b(?!\s?(?:years?|seasons?|episodes?|%|mins?|minutes?|hours?|hrs?|h\b|m\b))/g;
/** Just before a length, the bottom of a range it tops ("20-25 min", "20 to 25 minutes"). */
const RANGE_BEFORE = /\b\d{1,3}\s?(?:-|–|to)\s?$/;
/** Just after a length: an event it comes before ("10 min before port"). */
const BEFORE_AFTER = /^\sbefore\b/;
/**
 * Just after a length: a time gone by ("an hour ago") or a point reached in something ("how everything
 * ends twenty minutes in.", "ten minutes into it"), no length of anything to watch.
 */
const AGO_AFTER = /^\s?(?:ago\b|in(?:$|[.,;:!?)]|\s(?:and|but|so|or)\b)|into\s(?:it|them|the|a|an|every)\b)/;
/** Just before a length: both ends of the time there is ("the first and last 15 min"). */
const FIRST_AND_LAST = /\bfirst\sand\s(?:the\s)?last\s$/;
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
/** "three films", "two movies", "a double feature": how many films a window of time must hold. */
const FILM_COUNT = countOf("films|movies|flicks");
/** A double or triple bill is two or three films. */
const FEATURES = /\b(double|triple)\s(?:feature|bill)s?\b/;
const FEATURE_COUNT: Readonly<Record<string, number>> = { double: 2, triple: 3 };
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
  const films = window ? (FILM_COUNT.exec(norm) ?? FEATURES.exec(norm)) : null;
  const count = episodes ?? films;
  if (!count?.[1]) return;
  const each = Math.floor(mood.maxRuntime / (FEATURE_COUNT[count[1]] ?? toNumber(count[1])));
  mood.maxRuntime = each;
  addUnique(mood.terms, `${episodes ? "episodes" : "films"} under ${each + 1} minutes`);
}

/**
 * Words right before a duration that say it is the time the person has ("I've got", "we only have",
 * "the TV to myself for"), how long something else lasts ("the train home is 40 minutes", "my tablet
 * lasts about 100", "the sauce needs about half an hour", "the baby naps about 90 minutes") or when the
 * watching stops ("she nods off after about an hour", "he gets restless after 40 minutes"), said as a habit: "walked out
 * after an hour" tells what happened.
 */
const OWNED_TIME =
  /(?:\bhave|\bgot|\bget|\bve|\bis|\btakes|\bneeds|\blasts?|\bnaps(?: for)?|\bsleeps for|\bin(?: the next)?|\bto (?:myself|ourselves) for|\b(?:nods?|dozes?|drifts?|conks?|zonks?) (?:off|out) after|\bfalls? asleep after|\bgets? (?:bored|restless|fidgety|sleepy|antsy|cranky) after)(?: only| just| exactly| barely| about| around| roughly| like)?\s?$/;
/** Just after a length: it runs up to an event or is what remains ("two hours before my shift", "2 hours left", "an hour and a half of battery"). */
const UNTIL_AFTER =
  /^\s(?:before(?!\s(?:that|then|it|this)\b)|until|till|til|left|remaining|to\skill|to\sspare|of\sbattery|of\scharge)\b/;
/** "two episodes in the hour before school", "in the next half hour", "under the hour": the time there is, with no number. */
const IN_THE_HOUR = /\b(?:in|under|within)\sthe\s(?:next\s|last\s)?(half\s)?hour(\sand\sa\shalf)?\b/g;
/** "25 min an episode", "an hour per episode": the length is an episode's, so the request is for a series. */
const PER_EPISODE_AFTER = /\b(?:minutes?|mins?|hours?|hrs?)\s((?:an?|per|each)\s(?:episode|ep))\b/g;
/** "a film no longer than that": the length said before is the ceiling, and "longer" is no wish for more. */
const NO_LONGER_THAN_THAT = /\b(?:no|not|nothing|none|isnt)\s(?:any\s)?longer\sthan\s(?:that|this|it)\b/g;

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
 * Reads the runtimes into ctx.mood. `take` claims a match's span (null when it overlaps a title or an
 * earlier match); `claim` claims spans found another way, all or none (false when any overlaps).
 */
export function readRuntimes(
  ctx: Ctx,
  norm: string,
  take: (m: RegExpMatchArray) => Span | null,
  claim: (spans: Span[]) => boolean,
): void {
  const mood = ctx.mood;
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
  // "episodes around 45 min, no longer than that": the size said is the most; so is a length a margin is
  // kept of ("2 hrs in the lounge, ends with 15 min to spare") or a title fits in: the time there is
  const sizeIsTheMost = norm.search(NO_LONGER_THAN_THAT) !== -1 || keepsMargin(norm) || FITS_IN.test(norm);
  const sized = (mins: number, said: string, strict: boolean) =>
    strict || sizeIsTheMost
      ? cap(mins, `under ${mins} minutes`)
      : cap(aboutSize(mins, said), `about ${mins} minutes`, false);
  // taken first, so "20 mins to get there" is not read as a length of its own
  const left = minutesUntilDeadline(norm);
  // parts of a time there is that is no window ("a 4 hour layover, 1 hour of that is security")
  let partsOfIt = 0;
  let spent = timeSpentElsewhere(norm, take, left !== null, (mins) => {
    partsOfIt += mins;
  });
  // the time there is was said as a window, a journey or a length someone has: films share it
  let timeThereIs = left !== null;
  // "it's 10:50, alarm's at 7", "a seven and a half hour flight": a stretch longer than an evening is
  // the time there is only once the sleep said comes off it, at the end
  let longStretch: number | null = null;
  const stretch = (mins: number) => {
    longStretch = Math.max(longStretch ?? 0, mins);
  };
  // lengths the words around them give to something else ("7 hrs of sleep"): they come off the time there is
  const spentBeside: [number, string][] = [];
  // a journey's length is the time there is, unless clock times gave it already: then the journey is
  // part of it ("home at 5:15, doors at 7:30, a 25 min drive")
  const journeyOf = (mins: number, said: string) => {
    if (left && !left.overnight && mins < left.minutes) {
      spentBeside.push([mins, said]);
      return;
    }
    timeThereIs = true;
    if (mins > EVENING_MOST) stretch(mins);
    else cap(mins, `under ${mins} minutes`);
  };
  // hours and minutes said together: a ceiling on the title, a journey's length, the time someone has or a size
  const hoursSaid = (m: RegExpMatchArray, mins: number, wordBefore = "", wordAfter = "") => {
    if (!wordBefore && !wordAfter && !timeOwned(norm, m) && reportedBefore(norm, m.index ?? 0)) return;
    if (wordBefore || wordAfter) limitTitle(mins);
    if (wordBefore) cap(ceilingAt(mins, wordBefore), `under ${mins} minutes`);
    else if (!wordAfter && journeyLength(norm, m)) journeyOf(mins, m[0]);
    else sized(mins, m[0], Boolean(wordAfter) || timeOwned(norm, m) || !sizeOfATitle(norm, m));
  };
  if (left && claim(left.spans)) {
    if (left.overnight) stretch(left.minutes);
    else cap(left.minutes, `under ${left.minutes} minutes`);
  }
  for (const m of norm.matchAll(IN_THE_HOUR)) {
    const mins = m[1] ? 30 : m[2] ? 90 : 60;
    if (take(m)) cap(mins, `under ${mins} minutes`);
  }
  for (const m of norm.matchAll(NO_LONGER_THAN_THAT)) take(m);
  for (const m of norm.matchAll(PER_EPISODE_AFTER)) {
    const start = (m.index ?? 0) + m[0].length - (m[1]?.length ?? 0);
    if (claim([{ start, end: (m.index ?? 0) + m[0].length }])) ctx.typeVotes.add("tv");
  }
  for (const m of norm.matchAll(LENGTH_NAMED)) {
    const [, kind = "", word = "", sign = "", digits = ""] = m;
    const mins = Number(digits);
    // "two kids, each under 12" is an age: a length of each title is one no title runs under 20 minutes of
    if (mins < (m[0].startsWith("each") ? 20 : 10) || !take(m)) continue;
    if (kind) ctx.typeVotes.add(kind.startsWith("ep") ? "tv" : "movie");
    cap(ceilingAt(mins, word || sign), `under ${mins} minutes`);
    limitTitle(mins);
  }
  for (const m of norm.matchAll(RT_SOMETHING)) {
    if (m[1] === undefined || !take(m)) continue;
    const mins = toNumber(m[1]) + 9;
    cap(mins, `under ${mins + 1} minutes`);
  }
  // "an hour 45 at the very most", "1h30": hours and minutes make one runtime
  for (const m of norm.matchAll(RT_HOURS_MINUTES)) {
    const [, wordBefore, hours, minutes, wordAfter] = m;
    if (hours === undefined || minutes === undefined || toNumber(minutes) >= 60 || !take(m)) continue;
    hoursSaid(m, Math.round(toNumber(hours) * 60 + toNumber(minutes)), wordBefore?.trim(), wordAfter);
  }
  // "an hour and a half (at most)", "under two hours and a half", "an hour and a quarter"
  for (const m of norm.matchAll(RT_HOUR_HALF)) {
    // "hour and a half" without its article, as translations often leave it, is still one hour
    const [, wordBefore, hours = "an", part = "", wordAfter] = m;
    if (!take(m)) continue;
    const mins = Math.round((toNumber(hours) + (part.includes("half") ? 0.5 : toNumber(part))) * 60);
    // "nothing longer than an hour and a half", "anything over an hour and a half" (is too long)
    const start = m.index ?? 0;
    const compared = COMPARED_JUST_BEFORE.exec(norm.slice(Math.max(0, start - 14), start));
    if (!wordBefore && compared && ceilingBefore(norm, start - compared[0].length)) {
      cap(mins, `under ${mins} minutes`);
      limitTitle(mins);
      continue;
    }
    // "something longer than an hour and a half": a wish for long, as "over two hours" is
    if (!wordBefore && compared) {
      mood.runtimePreference = "long";
      addUnique(mood.terms, "long");
      continue;
    }
    hoursSaid(m, mins, wordBefore, wordAfter);
  }
  for (const m of norm.matchAll(RT_UNDER)) {
    if (!take(m)) continue;
    const mins = minutesOf(m);
    cap(ceilingAt(mins, m[0]), `under ${mins} minutes`);
    limitTitle(mins);
  }
  for (const m of norm.matchAll(RT_OR_LESS)) {
    if (!take(m)) continue;
    cap(minutesOf(m), `under ${minutesOf(m)} minutes`);
    limitTitle(minutesOf(m));
  }
  for (const m of norm.matchAll(RT_OVER)) {
    // "past two hours" is a length only as a ceiling ("asleep in anything past two hours"); "the past
    // two hours" is time gone by
    const past = m[0].startsWith("past");
    if (past && !ceilingBefore(norm, m.index ?? 0)) continue;
    const span = take(m);
    if (!span) continue;
    // "nothing over two hours", "anything over 100 minutes" (is too long): a ceiling, not a wish for long
    if (past || ceilingBefore(norm, span.start)) {
      const mins = minutesOf(m);
      cap(mins, `under ${mins} minutes`);
      limitTitle(mins);
      continue;
    }
    // "just over an hour", "a little over 90 minutes": a length said as a size, a little more than that
    if (m[0].startsWith("over") && BARELY_BEFORE.test(norm.slice(Math.max(0, span.start - 12), span.start))) {
      const mins = minutesOf(m);
      cap(mins + Math.max(10, Math.round(mins * 0.2)), `just over ${mins} minutes`, false);
      continue;
    }
    mood.runtimePreference = "long";
    addUnique(mood.terms, "long");
  }
  for (const m of norm.matchAll(RT_BARE)) {
    const [, num = ""] = m;
    // "five minutes" is no title's length, though it may go on something else ("the queue eats five
    // minutes"); "twenty minutes", "an hour" and "seven hours" are
    const fewMinutes =
      !/\d/.test(num) && !/^(an?|one|two|three|half)/.test(num) && toNumber(num) < 10 && !/^h/.test(m[3] ?? "");
    if (fewMinutes && !spentOnSomethingElse(norm, m)) continue;
    const before = norm.slice(Math.max(0, (m.index ?? 0) - 24), m.index);
    // "screens are off for the first and last 15 min": twice that comes off the time there is
    if (FIRST_AND_LAST.test(before)) {
      if (take(m)) spentBeside.push([2 * minutesOf(m), m[0]]);
      continue;
    }
    // "power came back an hour ago", "it ends twenty minutes in": a time ago or a point reached, no length
    if (AGO_AFTER.test(norm.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12))) {
      take(m);
      continue;
    }
    // "the first ten minutes of it" is a part of a title, not a length; "the first 20 mins will go on
    // arguing" is a part of the time there is, given to something else
    if (PART_OF_TITLE.test(before)) {
      if (givenToSomethingElse(norm, m) && take(m)) spentBeside.push([minutesOf(m), m[0]]);
      continue;
    }
    const journey = journeyLength(norm, m);
    const owned = journey || timeOwned(norm, m) || negatedBefore(norm, m.index ?? 0);
    // "I lasted ten minutes", "fell asleep after twenty minutes": what happened, no length wished for
    if (!owned && reportedBefore(norm, m.index ?? 0)) {
      take(m);
      continue;
    }
    // "a couple of hours" is too loose to be a film's size; it counts only as the time there is
    if (num.includes("couple") && !owned) continue;
    // "I will fall asleep in 5 min", "I get bored in 20 minutes": boredom told, far too soon to be a length
    if (minutesOf(m) < FIGURE_OF_SPEECH_MINUTES && REACTION_BEFORE.test(before)) {
      take(m);
      continue;
    }
    if (!take(m)) continue;
    const mins = minutesOf(m);
    // "7 hrs of sleep", "ten minutes in the middle", "packing will eat 40 min": off the time there is;
    // so is a shorter length before an event, once the time there is has been said
    // ("the crossing is 90 minutes and the wifi dies 10 min before port")
    const offsetBefore =
      (timeThereIs || ctx.lengthInNumbers) &&
      mood.maxRuntime !== null &&
      mins < mood.maxRuntime &&
      BEFORE_AFTER.test(norm.slice((m.index ?? 0) + m[0].length));
    if (((!owned || spentOnWhatFollows(norm, m)) && spentOnSomethingElse(norm, m)) || (offsetBefore && !journey)) {
      spentBeside.push([mins, m[0]]);
      continue;
    }
    // "I've got two hours" is the time there is, and "not a 3-hour slog" a limit, so both are ceilings;
    // "a 90 minute movie" is a size, give or take
    if (journey) journeyOf(mins, m[0]);
    // "LHR to JFK is about seven and a half hours": more than an evening, until sleep comes off it
    else if (owned && mins > EVENING_MOST && !negatedBefore(norm, m.index ?? 0)) stretch(mins);
    // "20-25 min episodes": the top of a range said is a bound, not a size give or take
    else sized(mins, m[0], owned || RANGE_BEFORE.test(before) || !sizeOfATitle(norm, m));
  }
  // "two hours of laughs" with no time there is said is a size after all
  if (mood.maxRuntime === null && longStretch === null && !timeThereIs)
    for (const [mins, said] of spentBeside) sized(mins, said, false);
  else spent += spentBeside.reduce((sum, [mins]) => sum + mins, 0) + partsOfIt;
  if (longStretch !== null && longStretch - spent <= EVENING_MOST)
    cap(longStretch - spent, `under ${longStretch - spent} minutes`);
  else if (spent && ctx.lengthInNumbers) leaveTimeFor(mood, spent);
  shareTimeThereIs(mood, norm, timeThereIs);
  // nobody caps an episode's length at an hour and a quarter: a limit that long on the title itself
  // ("under 2 hours"), with no episodes to share it, is a film's; the time someone has ("I've got two
  // hours") may go on episodes, so it only leans to films
  if (titleLimit >= FILM_CEILING && (mood.maxRuntime ?? 0) >= FILM_CEILING) ctx.impliedTypeVotes.add("movie");
}
