/**
 * Words that look like a wish but are used as a verb or a filler ("show me", "I'd love a", "would murder
 * me", "a couple hours"): the lexicon and the tag reader skip them.
 */

import { COMPILED } from "../lexicon/index";
import type { Token } from "../text";
import { namesOwnPerson, RELATIONS } from "./people-named";
import { saidOfThePerson } from "./said-of-the-person";
import { oppositeOf, STRETCHED } from "./word-forms";
import { NUM_WORDS, OWN_STATE_LEADS, POSSESSIVES, TIME_UNIT_WORDS } from "./words";
/** True when the word is a verb or filler use that should not count as a term. */
export function isFalseFriend(tokens: Token[], i: number): boolean {
  const tok = tokens[i];
  if (tok === undefined) return false;
  const raw = tok.raw;
  const next = tokens[i + 1]?.raw ?? "";
  const prev = tokens[i - 1]?.raw ?? "";
  if (namesOwnPerson(tokens, i) || saidOfThePerson(tokens, i)) return true;
  // "cleaning the kitchen": a verb's -ing form is no audience its stem spells ("something clean")
  if (/[a-z]{3}ing$/.test(raw) && COMPILED.phrases.get(tok.stem)?.kind === "audience") return true;
  // "when I was a kid", "something I loved as a kid", "feel like a kid again": the person's own childhood
  if (YOUNG.has(raw) && (BEING_YOUNG.has(prev) || (prev === "a" && BEING_YOUNG.has(tokens[i - 2]?.raw ?? ""))))
    return true;
  // "running time", "runs about 90 minutes", "long-running": a length or a life, not the sport
  if (RUNNING.has(raw) && (LENGTH_NOUNS.has(next) || prev === "long" || RUNS_FOR.has(next))) return true;
  // "and feel lonely", "I'm still feeling rough": the person's own feeling, not a wish to be moved
  if (FEELING.has(raw) && FEELER.has(prev) && !FEEL_WISH.has(next) && next !== "") return true;
  // "just moved to a new city": the verb of moving house, not a wish to be moved
  if (raw === "moved" && MOVED_TO.has(next)) return true;
  // "a new city", "my new job": new to the person, not a recent title ("a new film", "something new" are)
  // ("new hollywood", "new year" are phrases of their own)
  if (raw === "new" && next !== "" && !tok.breakAfter && !NEW_OF_TITLES.has(next) && !opensPhrase(tokens, i))
    return !KINDS_NEW_CAN_BE.has(COMPILED.phrases.get(tokens[i + 1]?.stem ?? "")?.kind ?? "");
  // "long story short, …": an idiom for getting to the point, no length of a title
  if (
    (raw === "long" && next === "story" && tokens[i + 2]?.raw === "short") ||
    (raw === "short" && prev === "story" && tokens[i - 2]?.raw === "long")
  )
    return true;
  // "laugh out loud", "never said a word out loud": aloud, no wish for noise
  if (raw === "loud" && prev === "out") return true;
  // "that's the brief", "my brief": the request itself, a noun, no wish for something short ("keep it brief" is)
  if (raw === "brief" && (prev === "the" || POSSESSIVES.has(prev))) return true;
  // "a two hour long movie", "an hour and a half long film": the length's own word, no wish for long
  if (raw === "long" && (TIME_UNIT_WORDS.includes(prev) || prev === "half")) return true;
  // "a mountain of laundry", "a box of tissues", "a literal pile of work": a measure of something, not
  // what a title is about
  if (
    next === "of" &&
    (ARTICLES.has(prev) || ARTICLES.has(tokens[i - 2]?.raw ?? "")) &&
    COMPILED.phrases.get(tok.stem)?.kind === "theme"
  )
    return true;
  // "my older brother", "the older ones will riot": the age of people, not older titles
  if (AGE_COMPARED.has(raw) && (RELATIONS.has(next) || YOUNG.has(next) || PEOPLE_WORDS.has(next))) return true;
  // after an article it is the noun ("a show my parents watched"), whatever follows
  if (raw === "show" && !ARTICLES.has(prev) && (SHOWN_TO.has(next) || (prev === "to" && !tokens[i - 2]?.hyphenAfter)))
    return true;
  // "my friend from Osaka", "the wife's from Brazil": where someone comes from, not where the title does
  if (prev === "from" && (POSSESSIVES.has(tokens[i - 3]?.raw ?? "") || namesOwnPerson(tokens, i - 2))) return true;
  // "the kind every kid here watched", "kids grew up on it": a childhood remembered, not children watching now
  if (YOUNG.has(raw) && !POSSESSIVES.has(prev) && rememberedAfter(tokens, i)) return true;
  // "in the style of Agatha Christie", "anything in that style": a likeness pointed at, not a wish for style
  if (raw === "style" && (next === "of" || POINTING.has(prev))) return true;
  // "he thinks he's too old", "thinking of a comedy": the verb, not a wish to be made to think
  if (THINKING.has(raw) && (SUBJECTS.includes(prev) || BEING_ABOUT.has(prev) || THOUGHT_OF.has(next))) return true;
  if (
    (raw === "love" || raw === "loved" || raw === "loves") &&
    // a subject before it makes it a verb of taste ("he loves history"), not a wish for romance, as does
    // one left out after "but" ("I hate jump scares but love gothic horror")
    ([...SUBJECTS, "would", "wed", "youd", "but"].includes(prev) ||
      [
        "a",
        "an",
        "something",
        "some",
        "to",
        "it",
        "this",
        "that",
        "anything",
        "one",
        "any",
        "movies",
        "films",
        "shows",
        "the",
      ].includes(next))
  )
    return true;
  if (raw === "date" && ["to", "release", "up", "out"].includes(prev)) return true;
  // "my son had nightmares for a week", "it gave her nightmares": a fright someone suffered, no wish for one
  if ((raw === "nightmares" || raw === "nightmare") && SUFFERED.has(prev)) return true;
  // "she gets scared by everything", "he's easily frightened": a viewer's fear, no wish for a fright
  const liked = ["love", "loves", "like", "likes", "enjoy", "enjoys"].includes(tokens[i - 2]?.raw ?? "");
  // ("the Grinch scared her last year": a fright had, said of someone)
  const suffered = SUFFERED.has(prev) || prev === "easily" || next === "easily" || PEOPLE_DONE_TO.has(next);
  if (FRIGHTENED.has(raw) && suffered && next !== "of" && !liked) return true;
  // "feeling unmotivated", "unhappy lately": the person's state, not a refusal of what the word denies
  if ((OWN_STATE_LEADS.has(prev) || NOWADAYS.has(next)) && oppositeOf(raw)) return true;
  // "anything, as long as nobody sings": a condition, not a wish for a long film
  if (raw === "long" && prev === "as" && next === "as") return true;
  if (raw === "fun" && prev === "make") return true;
  // "asleep by 10 at the absolute latest": the end of a deadline, not a wish for new titles
  if (raw === "latest") {
    const the = prev === "the" ? i - 1 : tokens[i - 2]?.raw === "the" ? i - 2 : -1;
    if (the > 0 && tokens[the - 1]?.raw === "at") return true;
  }
  // "40 mins to kill", "time to kill": the time is passed, nobody is killed
  if (raw === "kill" && prev === "to" && TIME_UNITS.has(tokens[i - 2]?.raw ?? "")) return true;
  // "brutal hangover", "a killer headache", "brutal monday": how the person's time went, no wish for gore
  if (HARSH.has(raw) && ENDURED.has(next)) return true;
  // "the other parents would murder me", "she'll kill us": a threat said in jest, nobody is killed on screen
  if (JESTING_THREATS.has(raw) && PEOPLE_DONE_TO.has(next)) return true;
  // "while I clean the house": the verb, not a wish for clean content
  if (raw === "clean" && ["the", "my", "our", "up", "a", "his", "her"].includes(next)) return true;
  // "forty-five minutes": a count, though it shares its stem with "the forties"
  if ((NUM_WORDS[raw] ?? 0) >= 20) return true;
  // "in their seventies", "my late twenties": a decade of someone's life, not of films
  const owner = ["early", "mid", "late"].includes(prev) ? (tokens[i - 2]?.raw ?? "") : prev;
  if (raw.endsWith("ies") && (NUM_WORDS[`${raw.slice(0, -3)}y`] ?? 0) >= 20 && POSSESSIVES.has(owner)) return true;
  // "a couple of gripping movies", "a couple hours" count things; it is not a couple watching
  if (raw === "couple" && (next === "of" || COUNTED.has(next))) return true;
  if ((raw === "light" || raw === "lights") && ["the", "on", "off"].includes(prev) && next !== "hearted") return true;
  // "lights off", "lights down low": the room, not the tone
  if (raw === "lights" && ["off", "on", "out", "down", "low", "dimmed"].includes(next)) return true;
  if (raw === "case" || raw === "cases") return true;
  // "the news is on at nine": the programme, not a wish for something new
  if (raw === "news") return true;
  if (raw === "deep" && next === "cut") return false;
  if (raw === "old" && (prev === "year" || prev === "years" || prev === "yr")) return true;
  if (raw === "new" && ["something", "anything", "thing", "someone"].includes(prev)) return true;
  if (raw === "watch" || raw === "watching") return true;
  // "sooo thrilled to be home with the flu", "I'm so excited about tonight", "I'm happy to commit to five
  // seasons": how the person feels about their day or what they will do, not a wish for thrillers,
  // excitement or feel-good
  if (
    (raw.endsWith("ed") || WILLING.has(raw)) &&
    STATE_LEADS.has(prev.replace(STRETCHED, "$1")) &&
    FEELING_ABOUT.has(next)
  )
    return true;
  // "feel like a documentary", "feeling like something funny": asking, not "all the feels"
  if ((raw === "feel" || raw === "feeling") && ["like", "for"].includes(next)) return true;
  // "that grainy paranoid feel", "a retro feel to it": the noun is a style, not a feeling asked for
  if (
    raw === "feel" &&
    !VERB_LEADS.has(prev) &&
    (next === "" || tok.breakAfter || ["to", "of", "about"].includes(next))
  )
    return true;
  return false;
}

/** True when the word at `i` and the next open a lexicon phrase ("new hollywood", "new year"). */
function opensPhrase(tokens: Token[], i: number): boolean {
  return COMPILED.phrases.has(`${tokens[i]?.stem ?? ""} ${tokens[i + 1]?.stem ?? ""}`);
}

/** Words for the young, and the words before them that make them the person's own past ("as a kid"). */
const YOUNG: ReadonlySet<string> = new Set([
  "kid",
  "kids",
  "child",
  "children",
  "teenager",
  "teenagers",
  "teen",
  "teens",
]);
const BEING_YOUNG: ReadonlySet<string> = new Set(["was", "were", "as", "like", "being"]);
/** Past verbs of watching or growing that make children just named a memory ("every kid watched"). */
const WATCHED_THEN: ReadonlySet<string> = new Set(["watched", "saw", "grew", "rewatched", "loved", "wore"]);

/** True when a past verb of watching follows the young word at i within two words of the same clause. */
function rememberedAfter(tokens: Token[], i: number): boolean {
  for (let j = i + 1; j <= i + 2 && !tokens[j - 1]?.breakAfter; j++) {
    if (WATCHED_THEN.has(tokens[j]?.raw ?? "")) return true;
  }
  return false;
}

/** Comparisons of age, which before people say who is meant ("the older kids"). */
const AGE_COMPARED: ReadonlySet<string> = new Set(["older", "younger", "oldest", "youngest", "elder", "eldest"]);
/** Words for people that an age compared before them picks out ("the older ones", "older viewers"). */
const PEOPLE_WORDS: ReadonlySet<string> = new Set([
  ...["ones", "one", "people", "folks", "viewers", "generation", "crowd", "audience", "siblings", "relatives"],
  ...["boys", "girls", "boy", "girl", "guys", "members", "grandkids", "cousins", "nephews", "nieces"],
]);
/** Words before a noun: "show" after them is the noun ("a show"), a theme before "of" a measure ("a mountain of"). */
const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the", "another", "any", "one", "that", "this"]);
/** Words after "show" that make it the verb of showing ("show me", "show her one"), not a TV show. */
const SHOWN_TO: ReadonlySet<string> = new Set([
  ...["me", "us", "her", "him", "them", "you", "something", "what", "some", "anything", "my", "off"],
]);

/** Forms of "run" that name a length or a long life when a length word follows ("running time", "runs about"). */
const RUNNING: ReadonlySet<string> = new Set(["running", "runs", "run"]);
const LENGTH_NOUNS: ReadonlySet<string> = new Set(["time", "times", "length"]);
const RUNS_FOR: ReadonlySet<string> = new Set([
  ...["about", "around", "roughly", "under", "over", "for", "just", "less", "more", "no", "to", "at", "between"],
  ...["an", "a", "nearly", "almost", "barely", "past", "longer", "shorter", "two", "three"],
]);
/** Forms of "feel", and the words before and after them that make them the person's own feeling. */
const FEELING: ReadonlySet<string> = new Set(["feel", "feeling", "felt"]);
const FEELER: ReadonlySet<string> = new Set(["and", "i", "im", "ive", "still", "so", "also", "just", "really", "we"]);
const FEEL_WISH: ReadonlySet<string> = new Set(["good", "like", "for", "something", "things", "all", "the"]);
/** Words after "moved" that make it moving house ("moved to", "moved in", "moved house"). */
const MOVED_TO: ReadonlySet<string> = new Set([
  "to",
  "in",
  "into",
  "out",
  "house",
  "here",
  "away",
  "back",
  "abroad",
  "cities",
]);
/** Words "new" is said of when it asks for recent titles ("new films", "something new and fun"). */
/** Kinds of term a title is, after which "new" is new of titles ("a new british crime drama", "new horror"). */
const KINDS_NEW_CAN_BE: ReadonlySet<string> = new Set(["genre", "place"]);
const NEW_OF_TITLES: ReadonlySet<string> = new Set([
  ...["film", "films", "movie", "movies", "show", "shows", "series", "release", "releases", "stuff", "one", "ones"],
  ...["episodes", "season", "seasons", "things", "thing", "titles", "and", "or", "but", "please", "pls", "releases"],
]);
/** Words for being frightened, said of a viewer ("gets scared", "easily spooked"). */
const FRIGHTENED: ReadonlySet<string> = new Set(["scared", "frightened", "spooked", "terrified", "scares"]);
/** Words after a state that place it in the person's present ("unhappy lately", "unmotivated today"). */
const NOWADAYS: ReadonlySet<string> = new Set(["lately", "today", "recently", "atm", "rn", "tonight", "these"]);
/** Verbs of suffering a fright ("had nightmares", "gave him nightmares"). */
const SUFFERED: ReadonlySet<string> = new Set(["had", "has", "gets", "got", "getting", "gave"]);
/** Words before a participle that make it the person's own state ("so thrilled", "I'm excited"). */
const STATE_LEADS: ReadonlySet<string> = new Set([
  "so",
  "im",
  "am",
  "was",
  "were",
  "are",
  "is",
  "really",
  "very",
  "super",
  "been",
  "feel",
  "feeling",
  "felt",
  "absolutely",
  "totally",
]);
/** Words after a participle that tie the feeling to something that happened ("thrilled to be home", "excited about"). */
const FEELING_ABOUT: ReadonlySet<string> = new Set(["to", "about", "that", "for", "with"]);
/** Words of being glad to do something, which say the person is willing ("I'm happy to commit"). */
const WILLING: ReadonlySet<string> = new Set(["happy", "glad"]);

/** Verbs of violence that, said to a person ("would murder me"), are a figure of speech. */
const JESTING_THREATS: ReadonlySet<string> = new Set([
  "kill",
  "kills",
  "murder",
  "murders",
  "strangle",
  "slaughter",
  "bury",
]);
const PEOPLE_DONE_TO: ReadonlySet<string> = new Set(["me", "us", "him", "her", "them", "you"]);

/** Words for an amount of time ("an hour to kill"). */
const TIME_UNITS: ReadonlySet<string> = new Set([
  ...TIME_UNIT_WORDS,
  ...["time", "evening", "night", "afternoon", "morning", "day", "days", "week", "weeks", "weekend"],
]);
/** Words of force said of a stretch of time or an ailment ("a brutal week", "a killer headache"). */
const HARSH: ReadonlySet<string> = new Set(["brutal", "killer", "savage", "vicious", "murderous"]);
/** What such a word may be said of: a stretch of the person's time, a shift, an ailment. */
const ENDURED: ReadonlySet<string> = new Set([
  ...["day", "days", "week", "weeks", "month", "year", "shift", "shifts", "commute", "morning", "hangover"],
  ...["headache", "migraine", "cold", "flu", "monday", "tuesday", "wednesday", "thursday", "friday", "deadline"],
]);

/** What "a couple" counts when it is a number ("a couple hours", "a couple more episodes"). */
const COUNTED: ReadonlySet<string> = new Set([
  ...TIME_UNIT_WORDS,
  "more",
  "episodes",
  "eps",
  "seasons",
  "films",
  "movies",
  "shows",
  "days",
  "nights",
  "weeks",
]);

/** Words before "style" that point at a likeness named elsewhere ("that style", "the same style"). */
const POINTING: ReadonlySet<string> = new Set([
  "that",
  "this",
  "same",
  "similar",
  "any",
  "whatever",
  "his",
  "her",
  "their",
]);
/** The verb "think" in the forms the lexicon's "thinker" would otherwise reach through its stem. */
const THINKING: ReadonlySet<string> = new Set(["think", "thinks", "thinking"]);
/** Words before a form of "think" that make it the person's own thinking ("I was thinking", "keep thinking"). */
const BEING_ABOUT: ReadonlySet<string> = new Set(["was", "were", "been", "am", "are", "is", "im", "keep", "kept"]);
/** Words after a form of "think" that give what is thought ("thinking of a comedy", "thinks it's boring"). */
const THOUGHT_OF: ReadonlySet<string> = new Set([
  "of",
  "about",
  "that",
  "its",
  "it",
  "this",
  "he",
  "she",
  "they",
  "we",
  "i",
  "you",
]);
/** Words just before a verb of taste that make it one: its subject or an adverb after it ("he loves", "I really love"). */
const SUBJECTS = ["i", "id", "we", "he", "she", "they", "you", "who", "everyone", "both", "also", "really"];
/** Words before "feel" that make it a verb ("to feel", "make me feel", "I feel"). */
const VERB_LEADS: ReadonlySet<string> = new Set([
  ...SUBJECTS,
  "to",
  "me",
  "us",
  "them",
  "him",
  "her",
  "make",
  "makes",
  "dont",
  "cant",
]);
