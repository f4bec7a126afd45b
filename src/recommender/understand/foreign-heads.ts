/**
 * French, Spanish, Italian, Portuguese, Romanian and Catalan put the kind of title before its genre
 * ("film d'horreur", "películas de guerra", "film di animazione"): once their words are English
 * ("film d horror", "films de war"), the genre is moved before its head ("horror film", "war films"),
 * as English says it, so "pas de film d'horreur" refuses horror and not every film.
 */

import { stemPhrase } from "../text";
import { genreEntryOf } from "./lexicon-match";

/** Languages that put the genre after "de", "di", "da" or "do". */
export const GENRE_AFTER_HEAD: ReadonlySet<string> = new Set(["fr", "es", "it", "pt", "ro", "ca"]);

/** A title word, the word of its language for "of", and the one word after it. */
const HEAD_OF = /\b(films?|movies?|series|shows?)\s(?:de|d|di|do|da|del|dei|della)\s([a-z]+)\b/g;

/** The translated text with each "film of <genre>" said as "<genre> film"; other words after "de" stay. */
export function genreBeforeHead(text: string): string {
  return text.replace(HEAD_OF, (whole, head: string, word: string) =>
    genreEntryOf(stemPhrase(word)) ? `${word} ${head}` : whole,
  );
}
