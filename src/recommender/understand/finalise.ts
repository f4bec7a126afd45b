/**
 * What follows the reading of the text: references become facets and take the comparatives, the
 * media type and the audience are settled, and the facets are summed into the flat maps.
 */
import { forEachKeywordMatch, genreShare, titleAt } from "../catalog";
import { COMPILED } from "../lexicon/index";
import { stemPhrase } from "../text";
import type { MoodFacet, ParsedMood } from "../types";
import { addUnique, type Ctx } from "./context";
import { coverageOf } from "./coverage";
import { facetFromEntry } from "./facets";
import { applyEntry } from "./lexicon-match";
import { referenceFacet } from "./references";
import { WHOLE_FILM_MINUTES } from "./tonight";

/** Settles everything the reading steps left open; ctx.mood is complete afterwards. */
export function finaliseMood(ctx: Ctx): void {
  referenceFacets(ctx);
  settleType(ctx);
  settleAudience(ctx);
  wantInstead(ctx);
  refusedThingsLeanAway(ctx);
  keepAsked(ctx);
  occasionsGiveWay(ctx.mood);
  settingsYieldToWishes(ctx.mood);
  quietStrayKeywords(ctx.mood);
  eitherLanguage(ctx.mood);
  finalise(ctx.mood);
  ctx.mood.coverage = Math.round(coverageOf(ctx) * 100) / 100;
}

/**
 * "In English or in Spanish": a language asked for beside another is one choice of two, so neither
 * rules the other out (each stays a preference).
 */
function eitherLanguage(mood: ParsedMood): void {
  const { language } = mood;
  const other = (f: MoodFacet) =>
    f.weight > 0 && Object.entries(f.lang).some(([l, w]) => l !== language && !l.startsWith("!") && w >= 1);
  if (language && mood.facets.some(other)) mood.language = null;
}

/** The fewest titles carrying a refused thing for its genre to be read from them, and the share of them that must carry it. */
const LEAN_MIN_TITLES = 4;
const LEAN_SHARE = 0.8;
/** How many times more often than across the catalogue the genre must come with the thing. */
const LEAN_LIFT = 2.5;

/**
 * Things refused ("spare me the spaceships and the aliens") are ruled out, and the genre that nearly
 * every title carrying them shares (here science fiction) is ranked down too, unless it is asked for.
 */
function refusedThingsLeanAway(ctx: Ctx): void {
  const { mood, index } = ctx;
  for (const key of mood.excludeKeywords) {
    const genreCounts = new Map<string, number>();
    let carriers = 0;
    forEachKeywordMatch(index, key, (idx, strength) => {
      if (strength < 0.7) return;
      carriers++;
      for (const g of titleAt(index.titles, idx).genres.keys()) genreCounts.set(g, (genreCounts.get(g) ?? 0) + 1);
    });
    if (carriers < LEAN_MIN_TITLES) continue;
    for (const [g, n] of genreCounts) {
      // a genre most of the catalogue carries (drama) says nothing about the thing
      const base = genreShare(index, g);
      // a genre a wish leans to (a title named, "a ghost story") is asked for, refused things or not
      if (n >= LEAN_SHARE * carriers && n / carriers >= LEAN_LIFT * base && !leansTo(mood, g))
        addUnique(mood.penaliseGenres, g);
    }
  }
}

/**
 * What one phrase asks for and another's negation would rule out ("a documentary, not a docuseries";
 * "something funny, nothing silly"; "horror but not too scary") was caught by that other phrase's
 * side effects: the genre stays asked for, and the tone is kept in check (a penalty, not an
 * exclusion). A genre refused by its own word ("scary, but no horror") is only given back by the same
 * kind of word, said after the refusal.
 */
function keepAsked(ctx: Ctx): void {
  const { mood } = ctx;
  const byGenreWord = new Set<string>();
  const byAnyWord = new Set<string>();
  const tones = new Set<string>();
  for (const f of mood.facets) {
    if (f.weight <= 0 || !ASKING_KINDS.has(f.kind)) continue;
    for (const [g, w] of Object.entries(f.g)) {
      if (w < 1) continue;
      byAnyWord.add(g);
      if (f.kind === "genre") byGenreWord.add(g);
    }
    for (const [m, w] of Object.entries(f.m)) if (w >= 0.5) tones.add(m);
  }
  // a genre word asked for it after any refusal ("no horror… ok, a horror comedy"), not before ("I love
  // horror, but… maybe not horror")
  const given = (g: string) =>
    (byGenreWord.has(g) && ctx.genreSaidLast.get(g) !== false) ||
    (byAnyWord.has(g) && !ctx.refusedGenres.has(g)) ||
    (ctx.refusedWithin.has(g) && !ctx.refusedGenres.has(g) && leansTo(mood, g));
  mood.excludeGenres = mood.excludeGenres.filter((g) => !given(g));
  mood.penaliseGenres = mood.penaliseGenres.filter((g) => !given(g));
  // a tone asked for in so many words is not ranked down by another refusal's side effect ("spooky but not
  // actually scary" keeps the spooky); one refused outright stays in check
  mood.penaliseMoods = mood.penaliseMoods.filter((m) => !tones.has(m));
  for (const m of mood.excludeMoods.filter((x) => tones.has(x))) addUnique(mood.penaliseMoods, m);
  mood.excludeMoods = mood.excludeMoods.filter((m) => !tones.has(m));
}

/**
 * True when something asked for leans to the genre ("a ghost story" to Horror, a title named), however
 * partly; the tones a setting, occasion or audience usually brings ("wind down before bed", "it's supposed
 * to rain all weekend") ask for no genre.
 */
function leansTo(mood: ParsedMood, genre: string): boolean {
  return mood.facets.some(
    (f) => f.weight > 0 && CONTENT_KINDS.has(f.kind) && !isSetting(f) && (f.g[genre as keyof typeof f.g] ?? 0) >= 0.5,
  );
}

/** Facet kinds that say what the title should be, beside which an occasion is only the setting. */
const CONTENT_KINDS = new Set(["genre", "tone", "theme", "reference", "preset"]);

/**
 * An occasion ("before bed", "a night with friends") brings the tones that usually suit it; when the
 * request also says what it wants ("before bed, a thriller"), that decides and the occasion counts half.
 */
function occasionsGiveWay(mood: ParsedMood): void {
  if (!mood.facets.some((f) => f.weight > 0 && CONTENT_KINDS.has(f.kind))) return;
  for (const f of mood.facets) if (f.kind === "occasion") f.weight *= 0.5;
}

/** True when a facet sets the scene ("a cozy rainy day", "date night", "before bed") rather than saying what the title is. */
const isSetting = (f: MoodFacet): boolean =>
  f.kind === "occasion" || (f.kind === "preset" && Boolean(BY_LABEL.get(f.label)?.occasion));

/**
 * A setting keeps away from what seldom suits it ("a cozy rainy day": no horror, nothing scary); when the
 * request asks for that in so many words ("rainy night, in the mood for a horror film", "it's raining,
 * want something scary"), the wish decides: the setting stops counting against it, and counts half.
 */
function settingsYieldToWishes(mood: ParsedMood): void {
  const asked = mood.facets.filter((f) => f.weight > 0 && CONTENT_KINDS.has(f.kind) && !isSetting(f));
  if (!asked.length) return;
  const wanted = (weights: (f: MoodFacet) => Record<string, number>, key: string) =>
    asked.some((a) => (weights(a)[key] ?? 0) >= 0.5);
  for (const f of mood.facets) {
    if (!isSetting(f)) continue;
    // new maps: a facet's weights are its lexicon entry's own
    const g = Object.fromEntries(Object.entries(f.g).filter(([k, w]) => w >= 0 || !wanted((a) => a.g, k)));
    const m = Object.fromEntries(Object.entries(f.m).filter(([k, w]) => w >= 0 || !wanted((a) => a.m, k)));
    if (Object.keys(g).length === Object.keys(f.g).length && Object.keys(m).length === Object.keys(f.m).length)
      continue;
    f.g = g;
    f.m = m;
    f.weight *= 0.5;
  }
}

/** Facet kinds that ask for a genre or tone in so many words (not references, themes or audiences). */
const ASKING_KINDS = new Set(["genre", "tone", "preset"]);

/** References become facets, weighed down when there are several; comparatives apply to them. */
function referenceFacets(ctx: Ctx): void {
  const { index, mood } = ctx;
  const refWeight = mood.facets.some((f) => f.kind === "modifier") ? 1.3 : 1.6;
  for (const ref of mood.references) {
    mood.facets.unshift(referenceFacet(index, ref, refWeight / Math.max(1, mood.references.length * 0.75)));
    addUnique(mood.terms, `like ${ref.title}`);
  }
  if (mood.references.length) {
    const refs = mood.references.map((r) => titleAt(index.titles, index.byId.get(r.id) ?? 0).t);
    if (mood.modifiers.includes("shorter")) {
      const minRt = Math.min(...refs.map((t) => t.runtime));
      mood.maxRuntime = Math.min(mood.maxRuntime ?? 10_000, Math.max(20, Math.floor(minRt * 0.85)));
    }
    if (mood.modifiers.includes("older"))
      mood.eraPreference = { min: null, max: Math.min(...refs.map((t) => t.year)) - 1, label: "older" };
    if (mood.modifiers.includes("newer"))
      mood.eraPreference = { min: Math.max(...refs.map((t) => t.year)) + 1, max: null, label: "newer" };
    if (!ctx.typeVotes.size && !mood.typePreference) {
      const [kind, ...otherKinds] = new Set(refs.map((t) => t.type));
      if (kind && !otherKinds.length) mood.typePreference = kind;
      // "like Heat, but under two hours": a film's length said of films is a film
      if (kind === "movie" && !otherKinds.length && mood.maxRuntime !== null && mood.maxRuntime >= WHOLE_FILM_MINUTES)
        ctx.typeVotes.add("movie");
    }
  } else {
    if (mood.modifiers.includes("older") && !mood.eraPreference)
      mood.eraPreference = { min: null, max: 1995, label: "older" };
    if (mood.modifiers.includes("newer") && !mood.eraPreference)
      mood.eraPreference = { min: index.maxYear - 10, max: null, label: "newer" };
  }
}

/**
 * Viewing spread over many evenings ahead ("something to get lost in over the next month", "for the
 * next few weeks", "a fortnight of nights"): what lasts that long is a series, unless a film is named.
 * Time gone by ("she's been on at me for months") says nothing of it.
 */
const MANY_EVENINGS =
  /\b(?:(?:over|across|throughout)\s(?:the\s)?(?:next\s|coming\s)?|for\s(?:the\s)?(?:next|coming)\s)(?:a\s|few\s|couple\sof\s|two\s|three\s)?(?:weeks|fortnight|months?)\b|\b(?:weeks?|months?|fortnight)\sof\s(?:evenings|nights)\b/;

/** The media type: a hard constraint when only one kind was asked for. */
function settleType(ctx: Ctx): void {
  const { mood } = ctx;
  if (MANY_EVENINGS.test(mood.text.toLowerCase())) ctx.impliedTypeVotes.add("tv");
  for (const t of ctx.negTypeVotes) if (!ctx.typeVotes.size) ctx.typeVotes.add(t);
  // "a film trilogy we can marathon": the film named outvotes the series "marathon" implies
  if (!ctx.typeVotes.size) for (const t of ctx.impliedTypeVotes) ctx.typeVotes.add(t);
  // only a series has seasons to count
  if (mood.maxSeasons !== null) ctx.typeVotes.add("tv");
  const [vote, ...otherVotes] = ctx.typeVotes;
  if (vote && !otherVotes.length) mood.type = vote;
  if (mood.type && mood.typePreference && mood.type !== mood.typePreference) mood.typePreference = null;
}

/** Labels of the entries that ask for family-safe titles ("kids"). */
const FAMILY_LABELS = new Set([...COMPILED.phrases.values()].filter((e) => e.family).map((e) => e.label));

/** The oldest a child is for whom horror titles (a PG Coraline, Gremlins, Poltergeist) are ruled out unless asked for. */
const YOUNGEST_FOR_HORROR = 7;

/**
 * Young viewers need family-safe titles; teenagers get the teen entry. A request for grown-ups keeps
 * its mention of children as circumstance ("adults only, the kids are asleep"), unless it gives a
 * child's age.
 */
function settleAudience(ctx: Ctx): void {
  const { mood } = ctx;
  if (ctx.adultsOnly && (mood.viewerAge === null || mood.viewerAge > 12)) {
    mood.familySafe = false;
    mood.facets = mood.facets.filter((f) => f.kind !== "audience" || !FAMILY_LABELS.has(f.label));
  }
  if (mood.viewerAge !== null) {
    if (mood.viewerAge <= 12) {
      mood.familySafe = true;
      const kids = COMPILED.phrases.get("kid");
      if (kids && !mood.facets.some((f) => f.label === kids.label)) {
        const f = facetFromEntry(kids, 0.8);
        if (f) mood.facets.push(f);
      }
      // a horror title is no pick for a young child unless a fright is asked for ("a spooky one for my 6-year-old")
      // (a catalogue keyword leaning to horror, as "babysitting" does, asks for no fright)
      const frightAsked = mood.facets.some((f) => (f.g.Horror ?? 0) > 0 && f.kind !== "keyword");
      if (mood.viewerAge <= YOUNGEST_FOR_HORROR && !frightAsked) addUnique(mood.excludeGenres, "Horror");
      // "an 8-year-old", "an 11-year-old": the number is read aloud with a vowel
      addUnique(mood.terms, `${mood.viewerAge === 8 || mood.viewerAge === 11 ? "an" : "a"} ${mood.viewerAge}-year-old`);
    } else if (mood.viewerAge <= 17) {
      // "sleepover for my daughter, the girls are 15 and 16": the ages say the children named are
      // teenagers, so the words for a child ask for no family-safe titles; "keep it clean" still does
      const child = COMPILED.phrases.get("kid")?.label;
      mood.facets = mood.facets.filter((f) => f.label !== child);
      mood.familySafe = mood.facets.some((f) => FAMILY_LABELS.has(f.label));
      const teens = COMPILED.phrases.get(stemPhrase("for teens"));
      if (teens) applyEntry(ctx, teens, false, false, "teen", false);
    }
  }
  if (mood.familySafe) {
    // a family audience rules out the hardest tones whatever else was asked
    for (const m of ["gory", "raunchy"]) addUnique(mood.excludeMoods, m);
  }
}

/** Lexicon entries by label, for the tones a negation implies. */
const BY_LABEL = new Map([...COMPILED.phrases.values()].map((e) => [e.label, e]));

/**
 * "Nothing sad please, rough week" asks for something, just not in words the lexicon reads as a wish:
 * when the only understood wishes are negations (beside the person's circumstances), the tones they imply instead (feel-good for sad,
 * lighthearted for dark) become gentle wishes of our own wording, so the list is not ranked by stray
 * words alone.
 */
function wantInstead(ctx: Ctx): void {
  const { mood } = ctx;
  // the person's circumstances ("I live alone", "after work") ask for no kind of title
  if (!ctx.instead.length || mood.facets.some((f) => f.weight > 0 && f.kind !== "keyword" && f.kind !== "occasion"))
    return;
  for (const label of ctx.instead) {
    const entry = BY_LABEL.get(label);
    const facet = entry ? facetFromEntry(entry, 0.6) : null;
    if (facet && !mood.facets.some((f) => f.label === facet.label)) mood.facets.push(facet);
  }
}

/**
 * A word the lexicon lacks but the catalogue's keywords hold ("week", "dinner", "finish"), or a theme
 * said of the person's own people ("my dad just retired"), is as often the person's circumstances as
 * a theme they want. When the request also says something the lexicon
 * or the patterns understood, those words carry it and the stray keyword counts for half; alone, it
 * is all there is to go on and keeps its weight.
 */
function quietStrayKeywords(mood: ParsedMood): void {
  // a keyword, or a theme said of the person's own people ("my dad"), may be only their circumstances
  const circumstantial = (f: MoodFacet) => f.kind === "keyword" || f.stray === true;
  const labels = new Set(mood.facets.filter(circumstantial).map((f) => f.label));
  if (!labels.size) return;
  const otherEvidence = mood.facets.some((f) => !circumstantial(f)) || mood.terms.some((t) => !labels.has(t));
  if (!otherEvidence) {
    // alone, it is all there is to go on: a wish after all
    for (const f of mood.facets) f.stray = undefined;
    return;
  }
  for (const f of mood.facets) {
    if (!circumstantial(f)) continue;
    f.weight *= 0.5;
    f.stray = true;
    // beside a limit only ("a film that fits before the babysitter leaves"), it is a guess to rank by
    // lightly, as the limit is what was asked
    f.speculative = true;
  }
}

/** Sums the facets into the flat genre/mood/keyword/language/country maps and says whether anything was understood. */
function finalise(mood: ParsedMood): void {
  // "from 2010 to 1990" means the same range as "from 1990 to 2010"
  if (mood.yearMin !== null && mood.yearMax !== null && mood.yearMin > mood.yearMax) {
    const t = mood.yearMin;
    mood.yearMin = mood.yearMax;
    mood.yearMax = t;
  }
  for (const f of mood.facets) {
    for (const [g, w] of Object.entries(f.g)) mood.genres[g] = round((mood.genres[g] ?? 0) + w * f.weight);
    for (const [m, w] of Object.entries(f.m)) mood.moods[m] = round((mood.moods[m] ?? 0) + w * f.weight);
    for (const [k, w] of Object.entries(f.k)) mood.keywords[k] = round((mood.keywords[k] ?? 0) + w * f.weight);
    for (const [l, w] of Object.entries(f.lang)) mood.languages[l] = round((mood.languages[l] ?? 0) + w * f.weight);
    for (const [c, w] of Object.entries(f.country)) mood.countries[c] = round((mood.countries[c] ?? 0) + w * f.weight);
  }
  mood.hasMoodSignal = mood.facets.some((f) => f.weight > 0);
  mood.recognised =
    mood.hasMoodSignal ||
    mood.terms.length > 0 ||
    mood.negated.length > 0 ||
    mood.type !== null ||
    mood.familySafe ||
    mood.yearMin !== null ||
    mood.yearMax !== null ||
    mood.maxRuntime !== null ||
    mood.maxSeasons !== null ||
    mood.language !== null ||
    mood.quality !== null ||
    mood.eraPreference !== null;
  // 10,000 minutes is the "no cap yet" start of the running minimum, never a real cap
  if (mood.maxRuntime !== null && mood.maxRuntime >= 10_000) mood.maxRuntime = null;
}

/** Three decimals: the flat maps are shown and compared, float noise is not. */
function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
