/**
 * A person changing their mind as they type: "something scary, actually no, something funny", "a
 * series - hmm, no, I'll never finish it. A film." The clause taken back is dropped before the words
 * are read, so only what they settled on is asked for.
 */

import { STOPWORDS } from "../text";
import { wordsOf } from "./clause-words";
import { CLAUSE_BREAK } from "./refusals";
import { BARE_NO, EXTRA_STOP, isNegator } from "./words";

/** Words a correction is made of ("actually no", "hmm, wait", "scratch that", "on second thought"). */
const CORRECTION_WORDS: ReadonlySet<string> = new Set([
  "no",
  "nah",
  "nope",
  "wait",
  "actually",
  "hmm",
  "hm",
  "um",
  "umm",
  "uh",
  "erm",
  "well",
  "oh",
  "scratch",
  "that",
  "on",
  "second",
  "thought",
  "thoughts",
  "never",
  "mind",
  "sorry",
]);
/** Of those, the ones that take something back; the rest only hesitate. */
const TAKING_BACK: ReadonlySet<string> = new Set(["no", "nah", "nope", "wait", "scratch", "second", "mind"]);

/**
 * True when a correction ends on a bare no and goes on with a word of the clause before it: "actually
 * no horror" after "a horror movie" refuses horror (the last word said), where "actually no, something
 * funny" takes the clause back.
 */
function refusesWhatWasAsked(words: string[], length: number, asked: string[]): boolean {
  const next = words[length];
  if (length === 0 || next === undefined || !BARE_NO.has(words[length - 1]!)) return false;
  return !STOPWORDS.has(next) && !EXTRA_STOP.has(next) && asked.includes(next);
}

/**
 * The correction words a clause opens with, and whether any takes something back. `asked` is the
 * clause before, as typed: a closing "no" that refuses a word of it belongs to that refusal.
 */
function openingCorrection(words: string[], asked: string[]): { length: number; takesBack: boolean } {
  let length = 0;
  while (length < words.length && CORRECTION_WORDS.has(words[length]!)) length++;
  // "a horror movie - actually no horror": the "no" refuses what was asked, and the refusal is read as said
  if (refusesWhatWasAsked(words, length, asked)) length--;
  // "mind your business" hesitates at most: "mind" takes back only after "never"
  if (words[0] === "mind") return { length: 0, takesBack: false };
  const opening = words.slice(0, length);
  const takesBack = opening.some((w) => TAKING_BACK.has(w));
  // "no horror": a bare no before more words refuses them, it takes nothing back
  if (length === 1 && length < words.length && BARE_NO.has(opening[0]!)) return { length: 0, takesBack: false };
  return { length, takesBack };
}

/** The clause from its `count`-th word on, as typed (case and apostrophes kept for titles). */
function afterWords(clause: string, count: number): string {
  const at = [...clause.matchAll(/[A-Za-z0-9'-]+/g)][count]?.index;
  return at === undefined ? "" : clause.slice(at);
}

/** A decade said alone ("90s", "the eighties"): a correction of only the period. */
const DECADE =
  /\b(?:the\s)?(?:(?:19|20)?\d0'?s|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/i;
/** A type said alone ("a series", "film"): a correction of only the format. */
const TYPE = /\b(?:an?\s)?(?:films?|movies?|series|shows?|tv\sshows?|miniseries|documentar(?:y|ies))\b/i;

/** A length said alone, perhaps after "make it" ("make it 25", "say 40 minutes"): a correction of only the length. */
const LENGTH_SAID = /^(?:(?:make\sit|say|more\slike)\s)?(\d{1,3})(?:\s?(min(?:ute)?s?|hours?|hrs?))?$/i;
/** The length in a clause taken back ("half an hour tops", "90 minutes", "two hours"). */
const LENGTH_IN =
  /\b(?:half\san?\s|an?\s|\d{1,3}(?:\.\d)?\s?|(?:one|two|three|four)\s)(?:hours?|hrs?|minutes?|mins?)\b/i;

/**
 * "half an hour tops, no wait, make it 25": the clause taken back with its length changed to the one
 * said (in minutes from 10 up, in hours below, when no unit is said); null when either has no length.
 */
function swappedLength(taken: string, correction: string): string | null {
  const said = LENGTH_SAID.exec(correction.trim());
  if (!said || !LENGTH_IN.test(taken)) return null;
  const n = Number(said[1]);
  return taken.replace(LENGTH_IN, `${n} ${said[2] ?? (n >= 10 ? "minutes" : "hours")}`);
}

/**
 * The clause taken back with only one part changed, when the correction names that part alone: "80s
 * action film. no, 90s" keeps the action film and changes the decade; "a horror film - no, a series"
 * keeps the horror. Null when the correction says more, or the clause had no such part or nothing else.
 */
function swappedPart(taken: string, correction: string): string | null {
  const length = swappedLength(taken, correction);
  if (length) return length;
  const said = correction.trim();
  for (const part of [DECADE, TYPE]) {
    const whole = new RegExp(`^${part.source}$`, "i");
    // a clause that was only that part ("a series, actually no, a film") is simply taken back
    const left = wordsOf(taken.replace(part, "")).filter((w) => !STOPWORDS.has(w));
    if (whole.test(said) && part.test(taken) && left.length) return taken.replace(part, said);
  }
  return null;
}

/** The text with each clause the person took back emptied. */
export function dropRetracted(text: string): string {
  const parts = text.split(CLAUSE_BREAK);
  const asTyped = [...parts];
  // the latest clause that asked for something, as an index into parts (clauses sit at even indexes)
  let lastAsked = -1;
  for (let i = 0; i < parts.length; i += 2) {
    const words = wordsOf(parts[i] ?? "");
    const { length, takesBack } = openingCorrection(words, lastAsked >= 0 ? wordsOf(asTyped[lastAsked] ?? "") : []);
    const rest = words.slice(length);
    if (takesBack && lastAsked >= 0) {
      const taken = wordsOf(parts[lastAsked] ?? "");
      // "nothing scary, no": a lone no after a refusal repeats it
      const lone = length === 1 && rest.length === 0 && BARE_NO.has(words[0]!);
      if (!(lone && taken.some(isNegator))) {
        const correction = rest.length ? afterWords(parts[i] ?? "", length) : (parts[i + 2] ?? "");
        const swapped = swappedPart(parts[lastAsked] ?? "", correction);
        parts[lastAsked] = swapped ?? "";
        parts[i] = rest.length && !swapped ? ` ${afterWords(parts[i] ?? "", length)}` : "";
        // a length said in the next clause ("no wait, | make it 25") is now in the clause it changed
        if (swapped && !rest.length && LENGTH_SAID.test(correction.trim())) parts[i + 2] = "";
      }
    }
    if (rest.length) lastAsked = i;
  }
  return parts.join("");
}
