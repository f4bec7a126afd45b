/**
 * Lists marked item by item: "cosy ✔ british ✔ a murder ✔ gore ✘", "🚫 horror", "must: space, funny.
 * nope: horror, gore", "1) animated 2) NOT for kids". A cross beside an item refuses it and a tick keeps it; a refusal labelling a list
 * with a colon ("nope:", "dealbreakers:", "things I don't want:") refuses every item after it, up to
 * the sentence's end or the next label. Each refused item is written "no …" for the negation reader.
 */
import refusalLabels from "../data/refusal-labels.json" with { type: "json" };
import refusalReplies from "../data/refusal-replies.json" with { type: "json" };
import { wordsOf } from "./clause-words";
import { isNegator, wordList } from "./words";

const TICKS = "✔✓✅☑";
const CROSSES = "✘✗❌❎✖👎🚫⛔";
/** One mark, captured, with the variation selector some keyboards add. */
const MARK = new RegExp(`([${TICKS}${CROSSES}])\\uFE0F?`, "u");
const LABELS: ReadonlySet<string> = new Set([
  ...wordList("refusal-replies", refusalReplies),
  ...wordList("refusal-labels", refusalLabels),
]);
/** The most words of one marked item ("a talking animal ✘"). */
const ITEM_WORDS = 4;
/** The most words a label before a colon holds ("things I don't want"). */
const LABEL_WORDS = 4;

/** True when the words before a colon label a list of refusals. */
function refusingLabel(label: string): boolean {
  const words = wordsOf(label);
  if (!words.length || words.length > LABEL_WORDS) return false;
  // "don't mind:", "don't care:" give leave rather than refuse
  if (words.includes("mind") || words.includes("care")) return false;
  return LABELS.has(words.join(" ")) || words.some(isNegator);
}

/** A list's items refused one by one ("horror, gore and musicals" → "no horror, no gore, no musicals"). */
function refuseItems(list: string): string {
  return list
    .split(/,|\band\b|\bor\b|\//)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => `no ${item}`)
    .join(", ");
}

/** Where the item before a mark starts: after the last clause break. */
const lastBreak = (s: string) => Math.max(...[",", ".", ";", ":", "!", "?"].map((c) => s.lastIndexOf(c)));

/** Where the last word of the text starts (marks and joiners left of an emoji's reading are no word). */
function lastWordStart(text: string): number {
  let start = 0;
  for (const m of text.matchAll(/[A-Za-z0-9'-]+/g)) start = m.index ?? 0;
  return start;
}

/** The text with crosses and ticks beside items read as words ("gore ✘" → "no gore."). */
function readMarks(text: string): string {
  const pieces = text.split(MARK);
  // pieces alternate text, mark, text, …
  for (let k = 1; k < pieces.length; k += 2) {
    const cross = CROSSES.includes(pieces[k] ?? "");
    const before = pieces[k - 1] ?? "";
    const cut = lastBreak(before);
    // an item is a few words; a mark after a longer run ("sci-fi that's not capes tho 🦸🚫") is
    // beside its last word, often an emoji read as one
    const whole = before.slice(cut + 1);
    const start = wordsOf(whole).length > ITEM_WORDS ? lastWordStart(before) - 1 : cut;
    const item = before.slice(start + 1);
    if (item.trim()) {
      // a mark after its item ("gore ✘")
      pieces[k - 1] = `${before.slice(0, start + 1)}${cross ? ` ${refuseItems(item)}` : item}`;
      pieces[k] = ".";
      continue;
    }
    // a mark before its item ("🚫 horror, ✅ comedy")
    const after = pieces[k + 1] ?? "";
    const end = after.search(/[,.;:!?]/);
    const next = end < 0 ? after : after.slice(0, end);
    pieces[k] = "";
    if (cross && next.trim()) pieces[k + 1] = ` ${refuseItems(next)}.${end < 0 ? "" : after.slice(end + 1)}`;
  }
  return pieces.join("");
}

/**
 * The text with lists labelled as refusals ("nope: horror, gore") written as refusals. A colon between
 * digits is a clock's ("past 10:30"), never a label's.
 */
function readLabels(text: string): string {
  // sentences alternate with their breaks; a label's list runs to its sentence's end
  const parts = text.split(/([.!?;\n])/);
  for (let i = 0; i < parts.length; i += 2) {
    const pieces = (parts[i] ?? "").split(":");
    let out = pieces[0] ?? "";
    for (const list of pieces.slice(1)) {
      const at = out.lastIndexOf(",");
      const label = out.slice(at + 1);
      const clock = /\d\s*$/.test(label) || /^\s*\d/.test(list);
      out = !clock && refusingLabel(label) ? `${out.slice(0, at + 1)} ${refuseItems(list)}` : `${out}:${list}`;
    }
    parts[i] = out;
  }
  return parts.join("");
}

/**
 * A numbered list's markers ("1) animated 2) NOT for kids 3) weird", or "1." opening a line) are
 * breaks between its items, not numbers ("kids 3)" is no three-year-old).
 */
const LIST_NUMBER = /(^|\n|\s)\d{1,2}\)(?=\s)|(^|\n)\d{1,2}\.(?=\s)/g;

/** The text with marked, numbered and labelled lists written as the words the reader reads. */
export function markedLists(text: string): string {
  // a number closing a bracket ("the cousins (8 to 12)") is inside it, no list's marker
  const unbracketed = (at: number) => text.slice(0, at).split("(").length <= text.slice(0, at).split(")").length;
  const listed = text.replace(LIST_NUMBER, (marker: string, space = "", line = "", at: number) =>
    unbracketed(at) ? `${space}${line},` : marker,
  );
  return readLabels(readMarks(listed));
}
