/**
 * Time left before a deadline, from two clock times in the text: "babysitter leaves at 10 and it's
 * quarter past 8" leaves 105 minutes. Both the time now and the deadline must be there; one clock time
 * alone ("at 10") says nothing about length; a window gives both ("free from 6:45 to 9:30"). Every
 * pattern runs in linear time.
 */
import type { Span } from "./context";

/** Hours written as words ("at eight", "by quarter to ten"). */
const HOUR_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** A clock time: digits with optional minutes, or an hour word. */
const TIME = `(midnight|noon|midday|\\d{1,2}(?:[:.][0-5]\\d)?|${HOUR_WORDS.join("|")})`;
/** A clock time in digits: "ten to two" is one time, where "1 to 3" is two. */
const DIGIT_TIME = "(\\d{1,2}(?:[:.][0-5]\\d)?)";
/** Minutes before or after the hour ("quarter to ten", "ten to two", "twenty past 8", British "half 8"). */
const SHIFT = "(?:((?:quarter|half|five|ten|twenty|twenty[\\s-]five)\\s(?:past|to)|half)\\s)?";
/**
 * A deadline: "by 11", "at 10:30", "until midnight", "we have til 11", "before 11pm", "by quarter to ten",
 * "bedtime is 8", "doors open 7:30".
 */
const DEADLINE = new RegExp(
  `\\b(?:at|by|until|till|til|before|(?:for|to|on)(?=\\smidnight)|(?:bedtime|lights\\sout|kick[\\s-]?off|curfew|dinner|tea|lunch|alarm|wake[\\s-]?up|pick[\\s-]?up)(?:\\sis|'s)(?:\\sat)?|doors(?:\\sopen)?(?:\\sat|\\sis|\\sare|'s)?)\\s(?:the\\s)?${SHIFT}${TIME}\\s?(am|pm)?\\b`,
  "g",
);
/**
 * The time now, or when watching starts: "it's 8", "it's quarter past 8", "we start around eight",
 * "pressing play at 10:20",
 * "dinner ends about 7:15", "home from work at 5:15" (watching can start once home).
 */
const NOW = new RegExp(
  `\\b(?:it's|its|it is|(?:start|starts|starting|begin|beginning|(?:press|pressing|hit|hitting)\\splay)\\s(?:at|around|about|from)(?:\\s(?:about|around))?|(?:dinner|tea|supper|lunch|work|school|practice|class)\\s(?:ends|finishes|is\\sover|'s\\sover|wraps\\sup)(?:\\s(?:at|about|around|by))?|(?:get\\s|getting\\s|be\\s|i'm\\s|im\\s)?home(?:\\sfrom\\s(?:the\\s|my\\s)?[a-z]+)?\\s(?:at|around|about|by))\\s${SHIFT}${TIME}\\s?(am|pm)?\\b`,
  "g",
);
/** A start named by its clock time: "9pm start", "an 8:15 start". */
const TIMED_START = new RegExp(
  `\\b()(\\d{1,2}[:.][0-5]\\d|\\d{1,2}(?=\\s?[ap]m\\b)|${HOUR_WORDS.join("|")})\\s?(am|pm)?\\s(?:start|kick[\\s-]?off)\\b`,
  "g",
);

/** A window with both ends: "free from 6:45 to 9:30", "between 8 and half 10", "from 7pm till 9". */
const WINDOW = new RegExp(
  `\\b(?:from|between)\\s${SHIFT}${TIME}\\s?(am|pm)?\\s(?:to|and|till|until|til|-)\\s(?:the\\s)?${SHIFT}${TIME}\\s?(am|pm)?\\b(?!\\s?(?:episodes?|eps|seasons?|hours?|hrs?|minutes?|mins?|years?|films?|movies?|shows?|people|of)\\b)`,
  "g",
);

/** Words after a number that make it no clock time ("1 to 3 episodes", "6 to 10 year olds"). */
const NOT_A_TIME_AFTER =
  "(?!\\s?(?:episodes?|eps|seasons?|hours?|hrs?|minutes?|mins?|years?|yrs?|yo|films?|movies?|shows?|people|of)\\b)";

/**
 * An appointment named by its clock time: "a 9pm work call", "my 6:40 train", "the 10.30 meeting". Only
 * a time written as one (am, pm or minutes) makes the appointment ("a 9 year old" is an age), and one
 * that starts something is no deadline ("a 7:30 start").
 */
const APPOINTMENT = new RegExp(
  `\\b(?:a|an|my|our|his|her|their|the)\\s()(\\d{1,2}[:.][0-5]\\d|\\d{1,2}(?=\\s?[ap]m\\b))\\s?(am|pm)?\\b(?!\\s?(?:start|kick[\\s-]?off|showing|screening)\\b)${NOT_A_TIME_AFTER}`,
  "g",
);
/**
 * A window with no "from": "booked the room 1 to 3", "the train is 19:42 to 21:10". Two bare numbers
 * joined by "to" are as often ages or counts, so they are a window only when one is written as a clock
 * time (a colon, am or pm) or something held for a time is named just before ("booked", "room", "slot",
 * "tonight 9-11").
 */
const BARE_WINDOW = new RegExp(
  `\\b${DIGIT_TIME}\\s?(am|pm)?\\s?(?:to|till|until|til|-)\\s?${DIGIT_TIME}\\s?(am|pm)?\\b${NOT_A_TIME_AFTER}`,
  "g",
);
const HELD_BEFORE = /\b(?:booked|reserved|room|slot|shift|free|is|'s|tonight|tonite)(?:\s(?:for|from))?\s$/;

/**
 * A clock time said with a word that places it: "in bed by 8", "I get in at 8:15", "back at my desk
 * 1:15", "lights out 7:45", "lunch is 12:30", "till about 10:30", "about 9 til the last bus at 10:50". "is" and "'s" place only a time written as one ("my son
 * is 5" is an age).
 */
const PLACED_TIME = new RegExp(
  `\\b(?:(?:at|by|until|till|before|from|about|around|roughly|(?:lights|screens)\\sout|back(?:\\s(?:at|by))?(?:\\s(?:my|the)\\s[a-z]+)?)\\s(?:about\\s|around\\s|roughly\\s)?(?:the\\s)?${SHIFT}${TIME}|(?:is|'s)\\s(\\d{1,2}[:.][0-5]\\d))\\s?(am|pm)?\\b${NOT_A_TIME_AFTER}`,
  "g",
);

/** A journey's start and its end: "the train leaves at 18:10", "we take off at 2", "gets in at 19:55", "lands at 5". */
const DEPARTS = new RegExp(
  `\\b(?:leaves|departs|boards?|boarding|takes?\\soff|pulls?\\sout)(?:\\s[a-z]+){0,2}?\\s(?:at\\s)?${SHIFT}${TIME}\\s?(am|pm)?\\b`,
);
const ARRIVES = new RegExp(
  `\\b(?:gets?\\s(?:in(?:to)?|there)|arrives?|lands?|pulls?\\sin)(?:\\s[a-z]+){0,2}?\\s(?:at\\s)?${SHIFT}${TIME}\\s?(am|pm)?\\b`,
);

/**
 * "… at half seven and the news is on at quarter past nine. Any film that fits in between": two clock
 * times and a word for the gap between them, which is no window's own "between 8 and 10".
 */
const IN_BETWEEN = new RegExp(`\\b(?:in\\s)?between\\b(?!\\s${SHIFT}${TIME}\\b)`);
const AT_TIME = new RegExp(`\\bat\\s${SHIFT}${TIME}\\s?(am|pm)?\\b`, "g");

const O_CLOCK = /\so['’]?clock\b/g;

/** The longest window of time read, in minutes: a day of films, not a week. */
const WINDOW_MOST = 10 * 60;

/** Minutes after noon or midnight of a written time ("9:30" → 570; "midnight" and "noon" → 720), on a twelve-hour dial. */
function minutesOnDial(time: string): number {
  if (time === "midnight" || time === "noon" || time === "midday") return 12 * 60;
  const word = HOUR_WORDS.indexOf(time);
  if (word >= 0) return ((word + 1) % 12) * 60;
  const [h = "0", m = "0"] = time.split(/[:.]/);
  return (Number(h) % 12) * 60 + Number(m);
}

/** Minutes named before "past" or "to". */
const SHIFT_MINUTES: Readonly<Record<string, number>> = { quarter: 15, half: 30, five: 5, ten: 10, twenty: 20 };

/** A time moved by the minutes before it ("quarter to 9" is 8:45, "ten to two" 1:50, "half 8" 8:30). */
function shifted(shift: string | undefined, minutes: number): number {
  if (!shift) return minutes;
  if (shift === "half") return minutes + 30;
  const words = shift.split(/[\s-]/);
  const side = words.pop();
  const by = words.includes("five") && words.includes("twenty") ? 25 : (SHIFT_MINUTES[words[0] ?? ""] ?? 0);
  return side === "to" ? minutes - by : minutes + by;
}

/**
 * Minutes from one time to the next on a twelve-hour dial (the end is the next time the hands reach
 * it); null unless between 20 minutes and `most` (five hours unless said).
 */
function between(start: number, end: number, most = 300): number | null {
  let minutes = end - start;
  while (minutes <= 0) minutes += 12 * 60;
  return minutes < 20 || minutes > most ? null : minutes;
}

/** Where a match stands in the text. */
const spanOf = (m: RegExpMatchArray): Span => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });

/**
 * The time there is between two clock times. `overnight`: a deadline over five hours off ("it's 10:50,
 * alarm's at 7"), which is the time there is only once the time said to go on sleep comes off.
 */
export interface TimeLeft {
  minutes: number;
  spans: Span[];
  overnight: boolean;
}

/** The longest time to a deadline that is an evening's viewing as it stands. */
export const EVENING_MOST = 300;

/**
 * The minutes between the time now and the deadline the text gives, and the spans both take; null
 * unless the text holds both and they are between 20 minutes and ten hours apart.
 */
export function minutesUntilDeadline(said: string): TimeLeft | null {
  // "the 10 o'clock news": the hour alone, blanked to the same length so every span still matches the text
  const norm = said.replace(O_CLOCK, (o) => " ".repeat(o.length));
  // a clock time is 12 or under; "at 30" is no time
  const onDial = (t: string | undefined) =>
    t !== undefined &&
    (t === "midnight" ||
      t === "noon" ||
      t === "midday" ||
      HOUR_WORDS.includes(t) ||
      Number.parseInt(t, 10) <= 12 ||
      // "18:10": a 24-hour time, which the twelve-hour dial reads as well
      (/[:.]/.test(t) && Number.parseInt(t, 10) <= 23));
  // "leaves at 18:10 and gets in at 19:55": the journey is the time there is
  const departs = DEPARTS.exec(norm);
  const arrives = ARRIVES.exec(norm);
  if (departs?.[2] && arrives?.[2] && onDial(departs[2]) && onDial(arrives[2])) {
    const minutes = between(
      shifted(departs[1], minutesOnDial(departs[2])),
      shifted(arrives[1], minutesOnDial(arrives[2])),
    );
    if (minutes !== null) return { minutes, spans: [spanOf(departs), spanOf(arrives)], overnight: false };
  }
  for (const w of norm.matchAll(WINDOW)) {
    const [, fromShift, from, , toShift, to] = w;
    if (!onDial(from) || !onDial(to) || from === undefined || to === undefined) continue;
    // a window with both ends may hold a marathon ("three films between noon and 6")
    const minutes = between(shifted(fromShift, minutesOnDial(from)), shifted(toShift, minutesOnDial(to)), WINDOW_MOST);
    if (minutes !== null) return { minutes, spans: [spanOf(w)], overnight: false };
  }
  for (const w of norm.matchAll(BARE_WINDOW)) {
    const [, from, fromMeridiem, to, toMeridiem] = w;
    const start = w.index ?? 0;
    const written = /[:.]/.test(`${from}${to}`) || Boolean(fromMeridiem ?? toMeridiem);
    if (!onDial(from) || !onDial(to) || from === undefined || to === undefined) continue;
    if (!written && !HELD_BEFORE.test(norm.slice(Math.max(0, start - 24), start))) continue;
    const minutes = between(minutesOnDial(from), minutesOnDial(to));
    if (minutes !== null) return { minutes, spans: [spanOf(w)], overnight: false };
  }
  const atTimes = IN_BETWEEN.test(norm) ? [...norm.matchAll(AT_TIME)].filter((m) => onDial(m[2])) : [];
  const [first, second] = atTimes;
  if (atTimes.length === 2 && first?.[2] && second?.[2]) {
    const minutes = between(
      shifted(first[1], minutesOnDial(first[2])),
      shifted(second[1], minutesOnDial(second[2])),
      WINDOW_MOST,
    );
    if (minutes !== null) return { minutes, spans: [spanOf(first), spanOf(second)], overnight: minutes > EVENING_MOST };
  }
  // "it's 6:20" is the time now before a start said of something else ("fireworks start at 8:30")
  const nows = [...norm.matchAll(NOW), ...norm.matchAll(TIMED_START)]
    .filter((m) => onDial(m[2]))
    .sort((a, b) => Number(!/^it/.test(a[0])) - Number(!/^it/.test(b[0])));
  if (!nows.length) return placedPair(norm, onDial);
  const deadlines = [...norm.matchAll(DEADLINE), ...norm.matchAll(APPOINTMENT)].filter((m) => onDial(m[2]));
  for (const now of nows) {
    const left = timeToDeadline(now, deadlines);
    if (left) return left;
  }
  return null;
}

/**
 * The time from `now` to the nearest deadline an evening or a day away, a clock time other than the
 * time now: the first one reached binds ("fireworks start at 9, we leave the house at 8:40, it's 7").
 */
function timeToDeadline(now: RegExpMatchArray, deadlines: readonly RegExpMatchArray[]): TimeLeft | null {
  const nowStart = now.index ?? 0;
  const nowEnd = nowStart + now[0].length;
  let nearest: TimeLeft | null = null;
  for (const deadline of deadlines) {
    const at = deadline.index ?? 0;
    if (!deadline[2] || !now[2] || (at >= nowStart && at < nowEnd)) continue;
    const minutes = between(
      shifted(now[1], minutesOnDial(now[2])),
      shifted(deadline[1], minutesOnDial(deadline[2])),
      WINDOW_MOST,
    );
    if (minutes === null || (nearest && nearest.minutes <= minutes)) continue;
    nearest = { minutes, spans: [spanOf(deadline), spanOf(now)], overnight: minutes > EVENING_MOST };
  }
  return nearest;
}

/**
 * With no time now said, two placed clock times are when watching can start and when it must end:
 * "kids are in bed by 8, I'm asleep by 10", "I get in at 8:15 and need lights out by 9", "lunch is
 * 12:30, back at my desk 1:15". Only two, in that order (unless the later one says "from"), and an
 * evening apart at most: more times, or a later one first, are a schedule this does not guess at.
 */
function placedPair(norm: string, onDial: (t: string | undefined) => boolean): TimeLeft | null {
  const placed = [...norm.matchAll(PLACED_TIME)].filter((m) => onDial(m[2] ?? m[3]));
  // "we eat at 7, so something from 5:30": a time said with "from" starts the evening wherever it stands
  if (placed[1]?.[0].startsWith("from") && !placed[0]?.[0].startsWith("from")) placed.reverse();
  const [first, second] = placed;
  if (placed.length !== 2 || !first || !second) return null;
  const at = (m: RegExpMatchArray) => shifted(m[1], minutesOnDial(m[2] ?? m[3] ?? ""));
  const minutes = between(at(first), at(second));
  if (minutes === null) return null;
  return { minutes, spans: [spanOf(first), spanOf(second)], overnight: false };
}
