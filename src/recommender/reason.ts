/**
 * Reasons: one sentence tying the title to the parts of the request it answers, then one concrete
 * sentence about the title itself. Both are always finished sentences; nothing is cut with "…".
 */
import { trimChars } from "../shared/trim-chars";
import type { IndexedTitle } from "./catalog";
import { keywordSurface, type Matched } from "./explain";
import { COMBOS, GENRE_NOUN, MOOD_ADJ } from "./reason-words";
import type { TasteScore } from "./score";

export interface ReasonParts {
  it: IndexedTitle;
  matched: Matched;
  /** the preset, occasion or audience the request named ("date night"), if any */
  label: string | null;
  /** what the request ruled out, readable ("no horror") */
  negLabel: string | null;
  taste: TasteScore;
  likedRating: number | null;
  likedTitle: string | null;
  likedShared: string | null;
  referenceTitle: IndexedTitle | null;
  fallback: boolean;
  constraintOnly: boolean;
  /** facts the request made relevant, as clauses ("it runs 98 minutes") */
  notes: string[];
  /** how the pick answers tonight's context ("it runs 85 minutes, inside the 90 you have"), said first */
  tonightNote?: string | null;
  /** the person the reason is about, named ("Ana asked for ..."); absent, it speaks to "you" */
  who?: string | null;
}

/** A first sentence this long or shorter is used whole; longer ones are cut at a clause boundary. */
const HOOK_MAX = 200;
const HOOK_MIN = 60;
const CLAUSE_MARKS = [";", " —", ", and ", ", but ", ", while ", ", until ", ", only to ", ", where ", ", as "];
const SUBORDINATE_START = new Set([
  "when",
  "after",
  "while",
  "as",
  "once",
  "before",
  "following",
  "having",
  "left",
  "years",
  "decades",
  "in",
  "on",
  "at",
  "during",
  "set",
  "with",
  "without",
  "since",
  "until",
  "though",
  "although",
  "if",
]);

function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) && !/^(uni|one|eu|use)/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

function cap(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** "a, b and c" (or "a, b or c"). */
export function listJoin(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** "Stranger Things" → "Stranger Things'", "Heat" → "Heat's". */
export function possessive(name: string): string {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}

function genreNoun(it: IndexedTitle, preferred: string[]): string {
  const genres = it.t.genres;
  const tv = it.t.type === "tv" ? 1 : 0;
  const top = genres.slice(0, 3);
  for (const [a, b, movie, series] of COMBOS) {
    const wanted = preferred.length === 0 || preferred.includes(a) || preferred.includes(b);
    if (top.includes(a) && top.includes(b) && wanted) return tv ? series : movie;
  }
  const g = preferred.find((p) => genres.includes(p)) ?? genres[0];
  const nouns = g === undefined ? undefined : GENRE_NOUN[g];
  if (!nouns) return tv ? "series" : "film";
  return nouns[tv];
}

const hookCache = new Map<string, string>();

/** The description's first sentence, whole, or cut at a clause boundary when long; ends with a stop. */
export function hookSentence(description: string): string {
  const hit = hookCache.get(description);
  if (hit !== undefined) return hit;
  const out = makeHook(description);
  if (hookCache.size > 20_000) hookCache.clear();
  hookCache.set(description, out);
  return out;
}

/** Words after which a full stop does not end the sentence ("Monkey D. Luffy", "Mr. Smith"). */
const NO_BREAK_AFTER = new Set(["mr", "mrs", "ms", "dr", "st", "jr", "sr", "vs", "mt", "no", "ft"]);

/** A run of initials before its last full stop: "C.C", "J.R.R", "U.S". */
const INITIALS = /^(?:[A-Za-z]\.){1,4}[A-Za-z]$/;

/** The text up to the first full stop, "!" or "?" that ends a sentence: a space and a capital follow. */
function firstSentence(text: string): string {
  for (let i = 0; i < text.length - 2; i++) {
    const c = text[i];
    if ((c !== "." && c !== "!" && c !== "?") || text[i + 1] !== " ") continue;
    const next = text.charAt(i + 2);
    if (next === next.toLowerCase() && next !== '"' && next !== "'") continue;
    if (c === ".") {
      const word = text.slice(text.lastIndexOf(" ", i - 1) + 1, i);
      // initials ("C.C. Baxter", "J.R.R. Tolkien") end no sentence
      if (word.length === 1 || INITIALS.test(word) || NO_BREAK_AFTER.has(word.toLowerCase())) continue;
    }
    return text.slice(0, i + 1);
  }
  return text;
}

function makeHook(description: string): string {
  const first = firstSentence(description.trim());
  let body = trimChars(first, ".!?");
  if (body.length > HOOK_MAX) {
    // A sentence that opens with a subordinate clause has its main clause after the first comma.
    const [opening = ""] = body.split(" ", 1);
    const firstWord = opening.toLowerCase();
    const from = SUBORDINATE_START.has(firstWord) ? body.indexOf(", ") + 2 : 0;
    let cut = -1;
    for (const mark of CLAUSE_MARKS) {
      const at = body.lastIndexOf(mark, HOOK_MAX);
      if (at >= Math.max(HOOK_MIN, from) && at > cut) cut = at;
    }
    if (cut > 0) body = body.slice(0, cut);
  }
  body = body.replace(/[,;:]$/, "");
  return body ? `${cap(body)}.` : "";
}

/** "you", or the named person. */
function you(p: ReasonParts): string {
  return p.who ?? "you";
}

/** Mood adjectives for the title, the matched ones first, never repeating a word of the noun. */
function adjectives(p: ReasonParts, noun: string, count: number): string[] {
  const own = p.it.t.moods;
  const merged = [...p.matched.moods, ...own.filter((m) => !p.matched.moods.includes(m))];
  // "musical music drama", "romantic romantic comedy": an adjective sharing a stem with the noun says it twice
  const nounStems = noun
    .toLowerCase()
    .split(/[\s-]/)
    .map((w) => w.slice(0, 5));
  return merged
    .map((m) => MOOD_ADJ[m])
    .filter((a): a is string => !!a && a !== "family-friendly")
    .filter((a) => !a.split(/[\s-]/).some((w) => nounStems.includes(w.slice(0, 5))))
    .filter((a, i, arr) => arr.indexOf(a) === i)
    .slice(0, count);
}

/** Matched keywords that read well after "about": plural, proper or several words. */
function aboutPhrase(keywords: string[]): string {
  const readable = keywords.filter((k) => /s$/.test(k) || k !== k.toLowerCase() || k.includes(" "));
  return readable.length ? ` about ${listJoin(readable)}` : "";
}

export function sharedPhrase(a: IndexedTitle, b: IndexedTitle): string {
  const adjectives = sharedAdjectives(a, b).slice(0, 2);
  if (adjectives.length) return listJoin(adjectives);
  const keyword = a.t.keywords.find((_, i) => {
    const toks = a.kwPhrases[i]?.trim().split(" ") ?? [];
    return toks.length > 0 && toks.every((t) => b.kwTokens.has(t));
  });
  if (keyword !== undefined) return `about ${keywordSurface(a, keyword.toLowerCase())}`;
  const g = a.t.genres.find((x) => b.genres.has(x));
  return g ? `${article(GENRE_NOUN[g]?.[0] ?? "story")} at heart` : "close in spirit";
}

/** The tone adjectives both titles carry, in the first title's order. */
function sharedAdjectives(a: IndexedTitle, b: IndexedTitle): string[] {
  return a.t.moods.flatMap((m) => {
    const adjective = MOOD_ADJ[m];
    return b.moods.has(m) && adjective ? [adjective] : [];
  });
}

/**
 * What the request asked for that this title answers, and how many wishes that is. A wish in the
 * person's words is quoted; one read into other words ("weekend" read as a lazy weekend) is named
 * unquoted, and `typed` is false, so no sentence claims they asked for it in those words.
 */
function askedFor(p: ReasonParts): { text: string; count: number; typed: boolean } | null {
  const wishes = p.matched.facets
    .filter((f) => f.kind !== "reference" && f.kind !== "modifier" && f.weight > 0 && !f.stray)
    .map((f) => (f.implied ? f.label : `"${f.said ?? f.label}"`))
    .filter((l, i, all) => l && all.indexOf(l) === i)
    .slice(0, 2);
  // The occasion label is built from a facet label ("kids" → "watching with the kids"): say it once.
  const label = p.label;
  if (label && !wishes.some((l) => label.includes(l.replace(/"/g, "")))) wishes.unshift(`"${label}"`);
  const shown = wishes.slice(0, 2);
  if (!shown.length) return null;
  return { text: listJoin(shown), count: shown.length, typed: shown.every((w) => w.startsWith('"')) };
}

/** One of the sentence shapes, rotating with the variant. */
function rotate(shapes: readonly [string, ...string[]], variant: number): string {
  return shapes[variant % shapes.length] ?? shapes[0];
}

function leadClause(p: ReasonParts, variant: number): string {
  const noun = genreNoun(p.it, p.matched.genres);
  const adjs = adjectives(p, noun, 2);
  const core = adjs.length ? `${adjs.join(", ")} ${noun}` : noun;
  const about = aboutPhrase(p.matched.keywords);
  if (p.fallback) {
    const shapes: [string, ...string[]] = [
      `We couldn't read a clear mood in that, so here is a broadly loved ${noun}`,
      `Without a clear mood to go on, this is a crowd favourite, ${article(core)}`,
      `Nothing specific came through, so ${article(core)} that many people love`,
    ];
    return rotate(shapes, variant);
  }
  if (p.referenceTitle) {
    const ref = p.referenceTitle.t.title;
    const mod = p.matched.facets.find((f) => f.kind === "modifier");
    const but = mod ? `, but ${mod.label}` : "";
    const shapes: [string, ...string[]] = [
      `Like ${ref}, it's ${sharedPhrase(p.it, p.referenceTitle)}${but}`,
      `${cap(article(core))}${about} in the spirit of ${ref}${but}`,
      `For fans of ${ref}${but}, ${article(core)}${about}`,
      // the streak named must be one the referenced title has, not only the pick
      `It shares ${possessive(ref)} ${sharedAdjectives(p.it, p.referenceTitle)[0] ?? "storytelling"} streak${but}`,
    ];
    return rotate(shapes, variant);
  }
  const asked = askedFor(p);
  if (p.constraintOnly || !asked) {
    const shapes: [string, ...string[]] = [
      `A broadly loved ${noun} within what ${you(p)} asked for`,
      `${cap(article(core))} that keeps to ${p.who ? possessive(p.who) : "your"} limits`,
      `A safe bet for this request, ${article(core)}`,
    ];
    return rotate(shapes, variant);
  }
  const wish = asked.text;
  const shapes: [string, ...string[]] = [
    `${cap(article(core))}${about} that answers ${wish}`,
    asked.typed
      ? `${cap(you(p))} asked for ${wish}, and this ${core}${about} delivers`
      : `${cap(article(core))}${about} made for ${wish}`,
    `For ${wish}, ${article(core)}${about}`,
    `Exactly what ${wish} ${asked.count > 1 ? "call" : "calls"} for, ${article(core)}${about}`,
    `${cap(adjs[0] ?? "well-made")}${adjs[1] ? ` and ${adjs[1]}` : ""}, this ${noun}${about} fits ${wish}`,
  ];
  return rotate(shapes, variant);
}

/**
 * A short clause appended to the lead: how it answers tonight's context when one shaped it, else the
 * liked title it resembles, else a fact the request made relevant.
 */
function tailClause(p: ReasonParts, variant: number): string {
  if (p.tonightNote) return `; ${p.tonightNote}`;
  if (p.taste.bestLiked >= 0 && p.taste.bestLikedSim >= 0.22 && p.likedTitle) {
    const shared = p.likedShared ?? "close in spirit";
    return `, and like ${p.likedTitle}, which ${you(p)} rated ${p.likedRating}/10, it's ${shared}`;
  }
  if (p.negLabel && variant % 2 === 0) return `, with ${p.negLabel}`;
  return p.notes.length ? `; ${p.notes[variant % p.notes.length]}` : "";
}

/** The sentence tying the title to the request, without the description's hook. */
export function writeLead(p: ReasonParts, variant: number): string {
  return `${leadClause(p, variant)}${tailClause(p, variant)}.`.replace(/\s+/g, " ");
}

/** Writes the reason; `variant` rotates the sentence shapes so a list never reads the same twice. */
export function writeReason(p: ReasonParts, variant: number): string {
  const lead = `${leadClause(p, variant)}${tailClause(p, variant)}.`;
  const hook = hookSentence(p.it.t.description);
  return (hook ? `${lead} ${hook}` : lead).replace(/\s+/g, " ");
}
