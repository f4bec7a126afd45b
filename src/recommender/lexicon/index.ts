/** The compiled lexicon: stemmed phrase → entry, longest phrases first at match time. */
import { stemPhrase } from "../text";
import { FORMAT_ENTRIES, MODIFIER_ENTRIES } from "./formats";
import { GENRE_ENTRIES } from "./genres";
import { AUDIENCE_ENTRIES, OCCASION_ENTRIES, PRESET_ENTRIES } from "./occasions";
import { PLACE_ENTRIES } from "./places";
import { THEME_ENTRIES } from "./themes";
import { TONE_ENTRIES } from "./tones";
import type { LexEntry } from "./types";

export type { LexEntry, LexKind, LexNegation } from "./types";
export { PRESET_ENTRIES };

/** Every entry, presets first (their phrases win). */
export const LEXICON: readonly LexEntry[] = [
  ...PRESET_ENTRIES,
  ...MODIFIER_ENTRIES,
  ...GENRE_ENTRIES,
  ...TONE_ENTRIES,
  ...THEME_ENTRIES,
  ...PLACE_ENTRIES,
  ...OCCASION_ENTRIES,
  ...AUDIENCE_ENTRIES,
  ...FORMAT_ENTRIES,
];

export interface CompiledLexicon {
  /** stemmed phrase ("feel good", "laugh") → entry */
  phrases: Map<string, LexEntry>;
  /** exact surface words of comparative modifiers ("lighter") → entry; checked before stemming */
  surface: Map<string, LexEntry>;
  /** longest phrase in tokens */
  maxLen: number;
  /** single-word surface forms (for typo tolerance) → entry */
  words: Map<string, LexEntry>;
  /** phrases claimed by two different non-preset entries (should be empty) */
  duplicates: string[];
}

function compile(): CompiledLexicon {
  const phrases = new Map<string, LexEntry>();
  const surface = new Map<string, LexEntry>();
  const words = new Map<string, LexEntry>();
  const duplicates: string[] = [];
  let maxLen = 1;
  for (const entry of LEXICON) {
    for (const term of entry.terms) {
      const key = stemPhrase(term);
      if (!key) continue;
      const len = key.split(" ").length;
      if (len > maxLen) maxLen = len;
      if (entry.kind === "modifier" && len === 1 && !/[\s-]/.test(term)) {
        surface.set(term.toLowerCase(), entry);
        continue;
      }
      const prev = phrases.get(key);
      if (prev && prev !== entry) {
        if (prev.kind !== "preset") duplicates.push(`${term} (${prev.label} / ${entry.label})`);
        continue;
      }
      if (!prev) phrases.set(key, entry);
      if (len === 1 && /^[a-z]+$/.test(term) && term.length >= 4 && !words.has(term)) words.set(term, entry);
    }
  }
  return { phrases, surface, maxLen, words, duplicates };
}

export const COMPILED: CompiledLexicon = compile();
