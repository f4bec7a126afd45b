/**
 * Refusals said in passing rather than as "no …": a remark made in irony ("another horror night, said
 * nobody ever", "'war films, I love those', said my wife, never"), a preference for anything else
 * ("I'd rather do my taxes than sit through another documentary"), and a refusal said one word at a
 * time ("NO. SINGING."), a reaction someone is quick to have ("she gets scared easily") and one of a
 * thing with what would follow ("one jumpscare and she'll never let me choose again"). Each is
 * turned into the reader's forward shape ("no another horror night").
 */
import { CAUSED_BY, refusableWords, termAt, wordsOf, wordsWithPlaces } from "./clause-words";
import { feeling } from "./refusals-told";
import { isNegator, POSSESSIVES, SUBJECT_PRONOUNS } from "./words";

/** The most words of an ironic tag ("said nobody in this flat ever"). */
const TAG_WORDS = 8;
/** How many clauses back an ironic tag may reach for what it refuses ("'war films, I love those', said …"). */
const TAG_REACH = 3;
/** Words of a clause that only carry the irony ("oh great", "I love those"): nothing to refuse there. */
const IRONY_ONLY: ReadonlySet<string> = new Set([
  "oh",
  "great",
  "yay",
  "wow",
  "wonderful",
  "fantastic",
  "brilliant",
  "perfect",
  "i",
  "we",
  "love",
  "adore",
  "those",
  "them",
  "that",
  "this",
  "it",
  "yes",
  "just",
  "what",
  "so",
  "much",
]);
/** A "no" that may stand alone before what it refuses; "nope" and "nah" are replies to what came before. */
const LONE_NO: ReadonlySet<string> = new Set(["no", "zero"]);
/** Words opening a wish, not a thing refused ("No. Something funny."). */
const WISH_OPENERS: ReadonlySet<string> = new Set([
  "something",
  "anything",
  "a",
  "an",
  "just",
  "maybe",
  "give",
  "more",
  "",
]);
/** Who nobody is in "said nobody", "said no one ever". */
const NOBODY = /^said\s(?:nobody|noone|no\sone|no-one)\b/;

/** True when the clause is a tag that says what came before was meant the other way. */
function ironicTag(words: readonly string[], next: readonly string[]): boolean {
  const said = words.join(" ");
  if (!said.startsWith("said ") || words.length > TAG_WORDS) return false;
  return NOBODY.test(said) || (next.length === 1 && next[0] === "never") || words.at(-1) === "never";
}

/** True when the clause names something that can be refused: a few words, not all of them irony. */
function refusableSubject(words: readonly string[]): boolean {
  return refusableWords(words) && words.some((w) => !IRONY_ONLY.has(w));
}

/** Words before "rather" that make it a preference ("I'd rather", "we would much rather"). */
const PREFERRING: ReadonlySet<string> = new Set(["id", "wed", "shed", "hed", "theyd", "youd", "would", "much"]);
/** Words after "than" before what is refused ("than sit through another documentary"). */
const ENDURING: ReadonlySet<string> = new Set([
  "sit",
  "sitting",
  "through",
  "watch",
  "watching",
  "endure",
  "put",
  "up",
  "with",
  "another",
  "a",
  "an",
  "the",
  "any",
  "one",
  "more",
]);

/**
 * "I'd rather (do my taxes) than (sit through) (another documentary)": the words kept before "than"
 * and the refused subject after it; null unless the clause prefers something that way.
 */
function ratherThan(words: readonly string[]): { kept: string; subject: string[] } | null {
  const rather = words.findIndex((w, k) => (w === "rather" || w === "sooner") && PREFERRING.has(words[k - 1] ?? ""));
  if (rather < 1) return null;
  const than = words.indexOf("than", rather + 2);
  if (than < 0) return null;
  let from = than + 1;
  while (from < words.length - 1 && ENDURING.has(words[from] ?? "")) from++;
  return { kept: words.slice(0, than).join(" "), subject: words.slice(from) };
}

/** Words of degree between a reaction and "easily" ("gets scared really easily"). */
const DEGREE: ReadonlySet<string> = new Set(["really", "very", "so", "quite", "pretty", "super", "too"]);

/** Forms of "get" before a reaction ("she gets scared", "without the little one getting upset"). */
const GET_FORMS: ReadonlySet<string> = new Set(["get", "gets", "getting", "got"]);
/**
 * Words before "get" that make the reaction a wish or none had ("I want to get scared", "loves getting
 * scared", "we never get scared").
 */
const WISHING: ReadonlySet<string> = new Set([
  "to",
  "love",
  "loves",
  "like",
  "likes",
  "enjoy",
  "enjoys",
  "wanna",
  "never",
  "dont",
  "doesnt",
  "didnt",
]);

/**
 * Where the word for a reaction someone is quick to have stands: beside "easily" ("gets scared really
 * easily", "easily frightened", "i scare easy"), or after a "get" that wishes for nothing ("my 7 year old gets scared").
 */
function reactionPlaces(plain: readonly string[]): number[] {
  // "i scare easy": said as an adverb, "easy" follows the reaction, never leads it ("easy scares" is none)
  const at = plain.findIndex((w, k) => w === "easily" || (w === "easy" && k > 0));
  if (at >= 0) {
    let before = at - 1;
    while (before >= 0 && DEGREE.has(plain[before] ?? "")) before--;
    return plain[at] === "easy" ? [before] : [before, at + 1];
  }
  const get = plain.findIndex((w, k) => GET_FORMS.has(w) && !WISHING.has(plain[k - 1] ?? ""));
  if (get < 0) return [];
  let after = get + 1;
  while (after < plain.length && DEGREE.has(plain[after] ?? "")) after++;
  // "gets nightmares from horror": the cause said after it is what the opinion reader refuses
  return CAUSED_BY.has(plain[after + 1] ?? "") ? [] : [after];
}

/**
 * A reaction someone is quick to have is one to spare them, so the word for it becomes a refusal. Only
 * a reaction the title would cause (a genre, or a tone whose own name feels bad: "scary", "sad") is
 * refused; "gets bored easily" reads as a wish to be entertained, which is what it means. The clause as
 * rewritten, or null.
 */
function quickReaction(clause: string, refused: (subject: string) => string): string | null {
  const { raw, plain } = wordsWithPlaces(clause);
  for (const k of reactionPlaces(plain)) {
    // one word only: "gets scared" is the reaction, where a longer term holds more than it
    const [entry, length] = (k >= 0 ? termAt(plain, k) : null) ?? [null, 0];
    if (!entry || length !== 1) continue;
    const feels = feeling(entry.label.split(" "));
    const word = raw[k];
    if (!word || (entry.kind !== "genre" && !(entry.kind === "tone" && feels < 0))) continue;
    // "i scare (really) easy": the "easy" goes with the reaction, so it is no wish for easy watching left behind
    let j = k + 1;
    while (DEGREE.has(plain[j] ?? "")) j++;
    const end = plain[j] === "easy" ? (raw[j]?.end ?? word.end) : word.end;
    return `${clause.slice(0, word.at).trimEnd()}${refused(word.text)}${clause.slice(end)}`;
  }
  return null;
}

/** Who reacts after "one jumpscare and …", as the words spell them (apostrophes dropped). */
const SOMEONE: ReadonlySet<string> = new Set([
  ...POSSESSIVES,
  ...SUBJECT_PRONOUNS,
  "the",
  "shes",
  "hes",
  "theyre",
  "im",
  "ill",
  "shell",
  "hell",
  "theyll",
  "well",
]);
/** The most words of the thing in "one jumpscare and …" ("one f-word", "a single sex scene"). */
const ONE_THING_WORDS = 3;

/**
 * "one jumpscare and my girlfriend will never let me choose again", "a single f-word and she's tutting
 * all night": one of a thing and then what follows says that thing is refused. The thing's words, or
 * null.
 */
function oneAndConsequence(words: readonly string[]): string[] | null {
  const from = words[0] === "one" ? 1 : words[0] === "a" && words[1] === "single" ? 2 : -1;
  if (from < 0) return null;
  const and = words.indexOf("and", from + 1);
  if (and < 0 || and - from > ONE_THING_WORDS || words.length - and < 3) return null;
  // what follows is someone's reaction ("and my girlfriend will …", "and she's …"), not a plan ("one
  // more episode and then bed")
  if (!SOMEONE.has(words[and + 1] ?? "")) return null;
  const thing = words.slice(from, and);
  return refusableSubject(thing) && !thing.includes("more") ? thing : null;
}

/** Breaks after which a bare "no" answers what came before: a question, or a form's label ("horror: no", "gore = no"). */
export const ASKED_BEFORE: ReadonlySet<string> = new Set(["?", ":", "="]);

/**
 * Rewrites, in place, the clauses (parts alternate clause and break) that refuse in passing.
 * `refused` writes a subject in the reader's forward shape.
 */
export function refusalsInPassing(parts: string[], refused: (subject: string) => string): void {
  for (let i = 0; i < parts.length; i += 2) {
    const words = wordsOf(parts[i] ?? "");
    if (!words.length) continue;
    const next = wordsOf(parts[i + 2] ?? "");
    // "NO. SINGING.": a "no" said on its own, then what it refuses, a full stop apart ("no, 90s" takes
    // something back, "No, that's worse" answers, and so do "horror? nope. comedy? sure" and "war: no. comedy: yes")
    const answers = ASKED_BEFORE.has(parts[i - 1] ?? "");
    const stop = (parts[i + 1] === "." || parts[i + 1] === "!") && !answers;
    const wish = WISH_OPENERS.has(next[0] ?? "");
    if (
      stop &&
      words.length === 1 &&
      LONE_NO.has(words[0] ?? "") &&
      next.length <= 2 &&
      !wish &&
      !next.some(isNegator)
    ) {
      parts[i] = refused(next.join(" "));
      parts[i + 1] = ".";
      parts[i + 2] = "";
      continue;
    }
    if (ironicTag(words, next)) {
      for (let j = i - 2; j >= Math.max(0, i - 2 * TAG_REACH); j -= 2) {
        const before = wordsOf(parts[j] ?? "");
        if (!refusableSubject(before)) continue;
        parts[j] = refused(before.join(" "));
        break;
      }
      // the tag, and its "never", ask for nothing
      parts[i] = "";
      if (next.length === 1 && next[0] === "never") parts[i + 2] = "";
      continue;
    }
    const one = oneAndConsequence(words);
    if (one) {
      parts[i] = refused(one.join(" "));
      continue;
    }
    const quick = quickReaction(parts[i] ?? "", refused);
    if (quick !== null) {
      parts[i] = quick;
      continue;
    }
    const rather = ratherThan(words);
    if (rather && refusableSubject(rather.subject)) parts[i] = ` ${rather.kept},${refused(rather.subject.join(" "))}`;
  }
}
