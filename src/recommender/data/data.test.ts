/**
 * The mood engine's data tables hold one entry per concept: a word listed twice, a key written twice
 * (JSON.parse silently keeps the last) or a phrase claimed by two lexicon entries (only the first one
 * is ever matched) is an edit that did not do what its author meant.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type LexEntry, lexiconTable } from "../lexicon/index";
import { stemPhrase } from "../text";

const DIR = fileURLToPath(new URL(".", import.meta.url));
const FILES = (readdirSync(DIR, { recursive: true }) as string[]).filter((f) => f.endsWith(".json")).sort();
/** The lexicon tables in the order lexicon/index.ts lists them: of two entries with one phrase, the first is matched. */
const LEXICON_ORDER = [
  "presets",
  "modifiers",
  "genres",
  "tones",
  "themes",
  "places",
  "occasions",
  "audiences",
  "formats",
];
const LEXICON_FILES = LEXICON_ORDER.map((t) => join("lexicon", `${t}.json`));
const text = (file: string) => readFileSync(join(DIR, file), "utf8");

/** Keys written twice in one JSON object of the text, as "key (line n)". */
function repeatedKeys(json: string): string[] {
  const found: string[] = [];
  const stack: (Set<string> | null)[] = [];
  const tokens = [...json.matchAll(/"(?:[^"\\]|\\.)*"|[{}[\]:]/g)];
  tokens.forEach((t, i) => {
    const tok = t[0];
    if (tok === "{") stack.push(new Set());
    else if (tok === "[") stack.push(null);
    else if (tok === "}" || tok === "]") stack.pop();
    else if (tokens[i + 1]?.[0] === ":") {
      const keys = stack[stack.length - 1];
      const key = JSON.parse(tok) as string;
      if (keys?.has(key)) found.push(`${key} (line ${json.slice(0, t.index).split("\n").length})`);
      keys?.add(key);
    }
  });
  return found;
}

function repeated<T>(list: T[], key: (x: T) => string = String): string[] {
  const seen = new Set<string>();
  return list.map(key).filter((k) => seen.has(k) || !seen.add(k));
}

const lexicon: { file: string; entries: LexEntry[] }[] = LEXICON_FILES.map((file) => ({
  file,
  entries: lexiconTable(file, JSON.parse(text(file))),
}));
const name = (file: string, e: LexEntry) => `${relative("lexicon", file)} ${e.kind} "${e.label}"`;

/**
 * Phrases shared by a preset and another entry. Presets are listed first and their phrases win by
 * design ("funny" opens the "something funny" preset rather than the plain tone); the other entry
 * keeps the phrase so it still feeds the typo-tolerant word list.
 */
const PRESET_OVERLAPS = [
  'feel good: presets.json preset "feeling good" / tones.json tone "feel-good"',
  'feelgood: presets.json preset "feeling good" / tones.json tone "feel-good"',
  'funni: presets.json preset "something funny" / tones.json tone "funny"',
  'rain: presets.json preset "a cozy rainy day" / occasions.json occasion "rainy weather"',
  'relax: presets.json preset "a relaxed evening" / tones.json tone "relaxed"',
  'romantic: presets.json preset "romance" / tones.json tone "romantic"',
  'romanticalli: presets.json preset "romance" / tones.json tone "romantic"',
  'adventurous: presets.json preset "adventure" / tones.json tone "adventurous"',
  'spac opera: presets.json preset "an epic space adventure" / genres.json genre "sci-fi"',
  'thought provok: presets.json preset "something thought-provoking" / tones.json tone "thought-provoking"',
  'thoughtprovok: presets.json preset "something thought-provoking" / tones.json tone "thought-provoking"',
].sort();

/**
 * Words a comparative reads on their exact form before any stemming, also listed by another entry:
 * there they only feed the typo-tolerant word list ("darkr" → dark), which removing them would change.
 */
const SHADOWED_BY_COMPARATIVES = [
  'darker: tones.json tone "dark" / modifiers.json modifier "darker"',
  'funnier: presets.json preset "something funny" / modifiers.json modifier "funnier"',
];

/**
 * Entries sharing a label in one table. "the holidays": the bare word ("holidays") and the named
 * non-Christmas holidays ("thanksgiving", "new year") weigh genres differently but are one occasion,
 * so they share one facet.
 */
const SHARED_LABELS = ['occasions.json occasion "the holidays"'];

describe("data tables", () => {
  it("finds the tables", () => {
    expect(FILES).toContain("extra-stop-words.json");
    expect(FILES.filter((f) => f.startsWith("lexicon")).sort()).toEqual([...LEXICON_FILES].sort());
  });

  it.each(FILES)("%s writes no key twice", (file) => {
    expect(repeatedKeys(text(file))).toEqual([]);
  });

  it.each(FILES.filter((f) => !f.startsWith("lexicon")))("%s lists no word twice", (file) => {
    const data: unknown = JSON.parse(text(file));
    const list = Array.isArray(data) ? data : Object.keys(data as object);
    expect(list.length).toBeGreaterThan(0);
    expect(repeated(list)).toEqual([]);
  });

  it.each(LEXICON_FILES)("%s: no entry lists a term twice, no two entries are one", (file) => {
    const { entries } = lexicon.find((t) => t.file === file) ?? { entries: [] };
    const twice = entries.flatMap((e) => repeated(e.terms).map((t) => `${name(file, e)}: ${t}`));
    expect(twice).toEqual([]);
    const sameTerms = repeated(entries, (e) => [...e.terms].sort().join("|"));
    expect(sameTerms).toEqual([]);
    const labels = repeated(entries, (e) => `${relative("lexicon", file)} ${e.kind} "${e.label}"`);
    expect(labels.filter((l) => !SHARED_LABELS.includes(l))).toEqual([]);
  });

  it("no phrase is claimed by two lexicon entries", () => {
    // As lexicon/index.ts compiles them: a comparative's single word by its exact form, every other
    // term by its stemmed phrase ("laughs", "laughing" → "laugh").
    const stems = new Map<string, string[]>();
    const exact = new Map<string, string[]>();
    const verbatim = new Map<string, string[]>();
    for (const { file, entries } of lexicon) {
      for (const e of entries) {
        for (const term of e.terms) {
          const key = stemPhrase(term);
          const exactWord = e.kind === "modifier" && key.split(" ").length === 1 && !/[\s-]/.test(term);
          const map = exactWord ? exact : stems;
          const owners = map.get(exactWord ? term.toLowerCase() : key) ?? [];
          if (!owners.includes(name(file, e))) owners.push(name(file, e));
          map.set(exactWord ? term.toLowerCase() : key, owners);
          if (!exactWord)
            verbatim.set(term.toLowerCase(), [...(verbatim.get(term.toLowerCase()) ?? []), name(file, e)]);
        }
      }
    }
    const claimedTwice = (map: Map<string, string[]>) =>
      [...map].filter(([, owners]) => owners.length > 1).map(([key, owners]) => `${key}: ${owners.join(" / ")}`);
    expect(claimedTwice(stems).sort()).toEqual(PRESET_OVERLAPS);
    expect(claimedTwice(exact)).toEqual([]);
    const shadowed = [...exact]
      .filter(([word]) => verbatim.has(word))
      .map(([word, owners]) => `${word}: ${[...(verbatim.get(word) ?? []), ...owners].join(" / ")}`);
    expect(shadowed.sort()).toEqual(SHADOWED_BY_COMPARATIVES);
  });

  it("the lexicon loader names the table, the entry and the field it rejects", () => {
    const good = { kind: "tone", label: "cosy", terms: ["cosy"], m: { cozy: 1 } };
    expect(lexiconTable("t", [good])).toHaveLength(1);
    expect(() => lexiconTable("t", [{ ...good, m: { snug: 1 } }])).toThrow('lexicon t[0] "cosy": bad field m');
    expect(() => lexiconTable("t", [{ ...good, wieght: 2 }])).toThrow("bad field wieght");
    expect(() => lexiconTable("t", [{ ...good, terms: [] }])).toThrow("bad field terms");
    expect(() => lexiconTable("t", [{ kind: "tone", terms: ["x"] }])).toThrow("missing");
    expect(() => lexiconTable("t", { entries: [] })).toThrow("expected an array");
  });

  it("every tone a negation or a described stretch of time implies instead is an entry of the lexicon", () => {
    const labels = new Set(lexicon.flatMap(({ entries }) => entries.map((e) => e.label)));
    const implied = lexicon.flatMap(({ entries }) => entries.flatMap((e) => (e.neg?.instead ? [e.neg.instead] : [])));
    implied.push(JSON.parse(text("described-periods.json")).implies);
    expect(implied.length).toBeGreaterThan(0);
    expect(implied.filter((l) => !labels.has(l))).toEqual([]);
  });
});
