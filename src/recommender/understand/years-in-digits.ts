/**
 * Years said in words or written short, rewritten in digits before anything reads the text: "nineteen
 * seventy", "the twenty-tens", "born in '62", "they met in 85", "this year or last".
 */
import { MINUTE_WORDS, toNumber } from "./lengths";
import { LIFE_EVENTS } from "./life-events";

/** Tens and teens in words, as the second half of a year said aloud ("nineteen | seventy"). */
const YEAR_TENS: Readonly<Record<string, number>> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Decades in words after a century ("nineteen | eighties"). */
const DECADE_WORDS: Readonly<Record<string, number>> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
};
const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
/** A year or decade said aloud: "nineteen seventy", "nineteen eighty-five", "the nineteen-sixties", "twenty ten". */
const YEAR_SAID = new RegExp(
  `\\b(nineteen|twenty)[\\s-](${[...Object.keys(DECADE_WORDS), ...Object.keys(YEAR_TENS)].join("|")})(?:[\\s-](${UNITS.join("|")}))?\\b`,
  "gi",
);
/** "two thousand and five", "two thousand ten": the years 2000 to 2029 said aloud. */
const THOUSANDS_SAID = new RegExp(
  `\\btwo\\sthousand(?:\\s(?:and\\s)?(${[...Object.keys(YEAR_TENS), ...UNITS].join("|")})(?:[\\s-](${UNITS.join("|")}))?)?\\b`,
  "gi",
);

/** Part of a decade said in words ("early noughties", "late seventies"), read as the digits' pattern reads "early 2000s". */
const PART_OF_DECADE_SAID =
  /\b(early|mid|late)[\s-](thirties|forties|fifties|sixties|seventies|eighties|nineties|noughties)\b/gi;

/** "from last century", "made this century": the century of the titles, as the years it bounds; a story "set in the last century" is left to the setting. */
const CENTURY_SAID = /(?<!\bset\s(?:in|during)\s(?:the\s)?)\b(last|this)\scentury\b/gi;
/**
 * "this year or last", "last year or this one": the two calendar years, said of when titles came out
 * (nobody's life is spread over exactly those two years), so the earlier year bounds them.
 */
const THIS_YEAR_OR_LAST =
  /\b(?:this\syear\sor\s(?:the\syear\sbefore|last(?:\syear|\sone)?)|last\syear\sor\sthis(?:\syear|\sone)?|this\sor\slast\syear|last\sor\sthis\syear)\b/gi;
/**
 * "came out this year", "released last year", "from last year": a calendar year said of a release. Said
 * of anything else ("I've been so busy this year") it bounds no title, so the release word is required.
 */
const RELEASED_THIS_OR_LAST_YEAR =
  /\b(came\sout|come\sout|comes\sout|released|premiered|aired|made|out|from)\s(?:just\s|only\s)?(this|last)\syear\b/gi;
/**
 * "came out 25 years ago", "from about ten years ago", "the year we got married, 25 years ago": a year
 * counted back from now, said of a release or of the year being asked for. Said of anything else ("I moved
 * here 10 years ago") it bounds no title, so a release word or "the year" must come first (at most 60
 * characters of the same sentence before the count, so the search stays linear).
 */
const YEARS_AGO = new RegExp(
  `\\b(came\\sout|released|made|aired|premiered|from|the\\syear\\s[^.;!?]{0,60}?)\\s(about\\s|around\\s|roughly\\s)?(\\d{1,2}|${MINUTE_WORDS})\\syears?\\sago\\b`,
  "gi",
);
/**
 * "turn-of-the-millennium sci-fi", "turn of the century stuff": the years either side of 2000 (said now,
 * the century that turned is this one's), a time however it is said; a story set then ("set at the turn
 * of the century") is its subject, not when it was made.
 */
const TURN_OF_THE_MILLENNIUM =
  /(?<!\bset\s(?:in|at|during|around)\s(?:the\s)?)(?:\bthe[\s-])?\bturn[\s-]of[\s-]the[\s-](?:millenn?ium|century)\b/gi;
/** Decades said in words the tables lack: "the twenty-tens", "the naughties" (as "noughties" is spelt too). */
const DECADE_NAMES = /\b(twenty[\s-]?tens|naughties)\b/gi;

/** "before the year 2000": the year named as one, which the years reader reads as the year itself. */
const THE_YEAR = /\b(?:the\s)?year\s((?:19|20)\d\d)\b/gi;
/** A year written short with an apostrophe ("born in '62"), not a decade ("the '80s"). */
const SHORT_YEAR = /(?<![\w'’])['’](\d\d)\b(?![\s-]?s\b)/g;

/**
 * A year written as two digits after an event of a life ("they met in 85 and married in 89", "I was born
 * in 02"): a bare "in 85" is as often minutes or an age, but nobody marries in 85 minutes.
 */
const LIFE_EVENT_YEAR = new RegExp(
  `\\b((?:${LIFE_EVENTS}|born)\\s(?:in|back\\sin)\\s)(\\d\\d)\\b(?![\\s-]?'?s\\b|\\s?(?:min|mins|minutes|hours?|hrs?|seconds|secs|years?|yrs?)\\b)`,
  "gi",
);

/** The full year a short one stands for: the latest such year up to next year ("'27" may be a release to come). */
function fullYear(short: string, now: number): string {
  const y = 2000 + Number(short);
  return String(y > now + 1 ? y - 100 : y);
}

/**
 * The text with years and decades said aloud ("westerns made before nineteen seventy" → "… 1970") or
 * written short ("born in '62" → "born in 1962", "they met in 85" → "they met in 1985") in digits.
 */
export function yearsInDigits(text: string, now: number): string {
  return text
    .replace(CENTURY_SAID, (_, which: string) => (which.toLowerCase() === "last" ? "before 2000" : "since 2000"))
    .replace(THIS_YEAR_OR_LAST, `since ${now - 1}`)
    .replace(RELEASED_THIS_OR_LAST_YEAR, (_, verb: string, which: string) =>
      which.toLowerCase() === "this" ? `${verb} since ${now}` : `${verb} in ${now - 1}`,
    )
    .replace(YEARS_AGO, (_, lead: string, about: string | undefined, count: string) => {
      const year = now - toNumber(count.toLowerCase());
      const at = about ? `around ${year}` : String(year);
      return lead.toLowerCase() === "from" ? `from ${at}` : `${lead} in ${at}`;
    })
    .replace(TURN_OF_THE_MILLENNIUM, "1998 to 2002")
    .replace(DECADE_NAMES, (name: string) => (name.toLowerCase().startsWith("twenty") ? "2010s" : "2000s"))
    .replace(SHORT_YEAR, (_, short: string) => fullYear(short, now))
    .replace(LIFE_EVENT_YEAR, (_, event: string, short: string) => `${event}${fullYear(short, now)}`)
    .replace(THE_YEAR, "$1")
    .replace(YEAR_SAID, (said, century: string, rest: string, unit: string | undefined) => {
      const hundreds = century.toLowerCase() === "nineteen" ? 1900 : 2000;
      const decade = DECADE_WORDS[rest.toLowerCase()];
      if (decade !== undefined) return unit ? said : `${hundreds + decade}s`;
      const tens = YEAR_TENS[rest.toLowerCase()] ?? 0;
      // "twenty twenty" is a year; "twenty-five" after "twenty" never reaches here (five is no tens word)
      const units = unit ? UNITS.indexOf(unit.toLowerCase()) + 1 : 0;
      if (units && tens < 20) return said;
      return String(hundreds + tens + units);
    })
    .replace(PART_OF_DECADE_SAID, (_, part: string, decade: string) => {
      const word = decade.toLowerCase();
      return `${part} ${word === "noughties" ? 2000 : 1900 + (DECADE_WORDS[word] ?? 0)}s`;
    })
    .replace(THOUSANDS_SAID, (said, rest: string | undefined, unit: string | undefined) => {
      if (!rest) return said;
      const tens = YEAR_TENS[rest.toLowerCase()] ?? UNITS.indexOf(rest.toLowerCase()) + 1;
      const units = unit ? UNITS.indexOf(unit.toLowerCase()) + 1 : 0;
      return tens >= 1 && tens + units < 30 ? String(2000 + tens + units) : said;
    });
}
