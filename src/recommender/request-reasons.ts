/**
 * What a request lends its reasons (the occasion it named, what it ruled out, the facts it made
 * relevant) and the list-wide rule that no two reasons, or reason openings, repeat.
 */
import type { IndexedTitle } from "./catalog";
import type { ScoringContext } from "./score";
import type { ParsedMood } from "./types";

function titleCase(s: string): string {
  return s
    .replace(/\b([a-z])/g, (m) => m.toUpperCase())
    .replace(/\bTv\b/, "TV")
    .replace(/\bHbo\b/, "HBO")
    .replace(/\bAmc\b/, "AMC");
}

/** The preset, occasion or audience the request named ("date night"), if any. */
export function labelOf(mood: ParsedMood): string | null {
  const f =
    mood.facets.find((x) => x.kind === "preset") ??
    mood.facets.find((x) => x.kind === "occasion" || x.kind === "audience");
  if (!f) return null;
  if (f.kind === "audience") return f.label === "kids" ? "watching with the kids" : `watching with ${f.label}`;
  return f.label;
}

/** Facts the request made relevant, as clauses the reason can end with. */
export function notesFor(it: IndexedTitle, mood: ParsedMood, ctx: ScoringContext): string[] {
  const t = it.t;
  const notes: string[] = [];
  if (mood.maxRuntime !== null || mood.runtimePreference === "short" || mood.occasion === "before bed") {
    notes.push(t.type === "tv" ? `episodes run about ${t.runtime} minutes` : `it runs ${t.runtime} minutes`);
  }
  if (mood.maxSeasons !== null && t.seasons !== null) {
    notes.push(t.seasons === 1 ? "it tells its story in a single season" : `it runs ${t.seasons} seasons`);
  }
  if (mood.familySafe) notes.push(`it's rated ${t.certification}, fine for the whole family`);
  if (mood.yearMin !== null || mood.yearMax !== null || mood.eraPreference) notes.push(`it's from ${t.year}`);
  if (mood.quality === "acclaimed") notes.push(`audiences rate it ${t.rating.toFixed(1)}/10`);
  if (mood.quality === "hidden-gem") notes.push(`it's a lesser-known gem rated ${t.rating.toFixed(1)}/10`);
  if (ctx.services.size) {
    const on = [...it.providers].find((p) => ctx.services.has(p));
    if (on) notes.push(`it's on ${titleCase(on)}, which you have`);
  }
  if (mood.language && mood.language !== "en") notes.push("it's in the original language");
  return notes;
}

/** What was ruled out, readable; a ruled-out type ("not a series") is said by the noun instead. */
export function ruledOut(mood: ParsedMood): string | null {
  const kept = mood.negated.filter((n) => !/\b(series|shows?|films?|movies?)\b/.test(n));
  return kept.length ? kept.slice(0, 2).join(" and ") : null;
}

function firstWords(s: string, n: number): string {
  return s.slice(0, 60).toLowerCase().split(" ").slice(0, n).join(" ");
}

/** The reasons of one list: each new one is rewritten until neither it nor its opening repeats. */
export class ReasonBook {
  private readonly reasons = new Set<string>();
  private readonly openings = new Set<string>();

  /** `write(variant)` makes a reason in one of its shapes; up to 8 shapes are tried from `seed`. */
  add(write: (variant: number) => string, seed: number, year: number): string {
    let reason = "";
    for (let attempt = 0; attempt < 8; attempt++) {
      reason = write(seed + attempt);
      const open = firstWords(reason, 4);
      if (!this.reasons.has(reason) && !this.openings.has(open)) break;
    }
    if (this.reasons.has(reason)) reason = `${reason.replace(/\.$/, "")} (${year}).`;
    this.reasons.add(reason);
    this.openings.add(firstWords(reason, 4));
    return reason;
  }
}
