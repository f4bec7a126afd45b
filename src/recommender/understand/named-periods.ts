/**
 * Periods named by what happened in them: "a thriller made before the Berlin Wall came down", "a series
 * from during lockdown", "anything from the Obama years", "post-9/11". Each name in
 * data/named-periods.json carries its years. A name with a word that makes it a time ("before",
 * "during", "post-", "… years", "… era") is written as those years, which the years reader then bounds
 * like any other period. A name with no such word is a subject ("a cold war spy story"), and a period
 * a story is set in ("set during the Cold War") is its setting: both are left as they are.
 */
import namedPeriods from "../data/named-periods.json" with { type: "json" };
import { patternLiteral as literal } from "../text";

interface NamedPeriod {
  names: string[];
  from: number;
  to: number;
  /** a person's name ("Obama") is a period only with a preposition or "years"/"era" beside it */
  person?: boolean;
}

function checked(data: unknown): Map<string, NamedPeriod> {
  const byName = new Map<string, NamedPeriod>();
  for (const [label, p] of Object.entries(data as Record<string, NamedPeriod>)) {
    const ok =
      Array.isArray(p.names) && p.names.every((n) => typeof n === "string" && n === n.toLowerCase()) && p.from <= p.to;
    if (!ok) throw new Error(`data/named-periods.json: "${label}" needs lower-case names and from <= to`);
    for (const name of p.names) {
      if (byName.has(name)) throw new Error(`data/named-periods.json: "${name}" names two periods`);
      byName.set(name, p);
    }
  }
  return byName;
}

const BY_NAME = checked(namedPeriods);
/** Longest first, so "fall of the berlin wall" wins over a shorter name inside it; an article before any is optional. */
const NAMES = [...BY_NAME.keys()]
  .sort((a, b) => b.length - a.length)
  .map((n) => literal(n).replace(/ /g, "\\s"))
  .join("|");
/** Words after a name that make it a stretch of time. */
const SUFFIX = "era|years|days|times|period|administration|presidency|government";
/** "in" is left out: "stuck in lockdown" is the person's circumstance, not a wish for its films. */
const PREPS = "before|pre|prior\\sto|after|post|since|until|till|up\\sto|during|under|throughout|from|when|while";
/** "when Obama was president", "while lockdown was on": the clause's close, read with the name. */
const STILL = "(?:\\s(?:was|were)\\s(?:president|in\\soffice|prime\\sminister|pm|in\\spower|on|happening|going\\son))?";
const WITH_PREP = new RegExp(
  `\\b(${PREPS})[\\s-]+(?:the\\s)?(${NAMES})(?:['’]s)?(?:[\\s-](${SUFFIX}))?${STILL}(?![\\w/-])`,
  "gi",
);
const WITH_SUFFIX = new RegExp(`\\b(in\\s)?(?:the\\s)?(${NAMES})(?:['’]s)?[\\s-](${SUFFIX})\\b`, "gi");
/** Words right before a period that make it when the story is set. */
const SET_IN = /\b(?:set|takes?\splace|taking\splace)\s$/i;

/**
 * The years a preposition and a named period stand for, in words the years reader bounds. The year of
 * a single event is kept on both sides of it ("before the wall came down" includes 1989's films).
 */
function inYears(prep: string, p: NamedPeriod): string {
  const word = prep.toLowerCase().replace(/\s+/g, " ");
  const point = p.from === p.to;
  if (["before", "pre", "prior to"].includes(word)) return point ? `up to ${p.from}` : `before ${p.from}`;
  if (["until", "till", "up to"].includes(word)) return `up to ${p.from}`;
  if (["after", "post"].includes(word)) return point ? `since ${p.to}` : `after ${p.to}`;
  if (word === "since") return `since ${p.from}`;
  return point ? `in ${p.from}` : `${p.from} to ${p.to}`;
}

/** The period a name matched at `at` in `all` stands for; null when it is where a story is set ("set during …"). */
function periodCalled(name: string, all: string, at: number): NamedPeriod | null {
  const p = BY_NAME.get(name.toLowerCase().replace(/\s+/g, " "));
  return p && !SET_IN.test(all.slice(Math.max(0, at - 16), at)) ? p : null;
}

/** The text with periods named by their events written as years ("before the wall came down" → "before 1989"). */
export function namedPeriodsInYears(text: string): string {
  return text
    .replace(WITH_PREP, (said, prep: string, name: string, suffix: string | undefined, at: number, all: string) => {
      const p = periodCalled(name, all, at);
      if (!p) return said;
      if (p.person && /^(?:from|when|while)$/i.test(prep) && !suffix && !/\s(?:was|were)\s/i.test(said)) return said;
      return inYears(prep, p);
    })
    .replace(
      WITH_SUFFIX,
      (said, inWord: string | undefined, name: string, _suffix: string, at: number, all: string) => {
        const p = periodCalled(name, all, at);
        return !p ? said : `${inWord ?? ""}${inYears("", p)}`;
      },
    );
}
