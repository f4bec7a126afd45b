/**
 * How much of the request was understood: the share of its content words that some reading step
 * used. Function words of English and of the languages we translate from (Spanish, French, German)
 * do not count, nor do the negators, which do their work by scoping the word after them.
 */
import { deu, fra, spa } from "stopword";
import { STOPWORDS } from "../text";
import type { Ctx } from "./context";
import { NEGATORS } from "./words";

const FUNCTION_WORDS = new Set([...STOPWORDS, ...NEGATORS, ...spa, ...fra, ...deu].map((w) => w.replace(/'/g, "")));

/** 0..1; 1 when the text holds no content words at all (nothing was left unread). */
export function coverageOf(ctx: Ctx): number {
  let content = 0;
  let read = 0;
  ctx.tokens.forEach((t, i) => {
    // one-letter leftovers ("l" of "l'histoire") and digits carry no meaning on their own
    if (t.raw.length < 2 || /^\d+$/.test(t.raw) || FUNCTION_WORDS.has(t.raw)) return;
    content++;
    if (ctx.consumed[i]) read++;
  });
  return content === 0 ? 1 : read / content;
}
