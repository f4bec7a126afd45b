/** Queries over a built index: keyword matches and close neighbours. */
import { type EngineIndex, titleAt } from "./catalog-model";
import { similarity } from "./title-features";

/**
 * How strongly a title matches a stemmed keyword phrase: 1 when its keywords carry it, 0.7 when its
 * keywords carry all the words, 0.5 when its title or description mentions it. Returns idx → strength.
 */
export function keywordMatches(index: EngineIndex, key: string): Map<number, number> {
  const out = new Map<number, number>();
  forEachKeywordMatch(index, key, (idx, s) => out.set(idx, s));
  return out;
}

/** Same as keywordMatches, without building a map: calls `visit` once per matching title. */
export function forEachKeywordMatch(
  index: EngineIndex,
  key: string,
  visit: (idx: number, strength: number) => void,
): void {
  const words = key.split(" ").filter(Boolean);
  const [firstWord] = words;
  if (firstWord === undefined) return;
  const padded = ` ${words.join(" ")} `;
  let strongList: Int32Array | null = null;
  const kwLists = words.map((w) => index.kwTokenPost.get(w));
  if (kwLists.every(Boolean)) {
    const rarest = (kwLists as Int32Array[]).reduce((a, b) => (b.length < a.length ? b : a));
    if (words.length === 1) {
      strongList = rarest;
      for (const idx of rarest) visit(idx, 1);
    } else {
      for (const idx of rarest) {
        const it = titleAt(index.titles, idx);
        if (it.kwPhrases.some((p) => p.includes(padded))) visit(idx, 1);
        else if (words.every((w) => it.kwTokens.has(w))) visit(idx, 0.7);
      }
    }
  }
  const textLists = words.map((w) => index.textPost.get(w));
  if (textLists.every(Boolean)) {
    const rarest = (textLists as Int32Array[]).reduce((a, b) => (b.length < a.length ? b : a));
    for (const idx of rarest) {
      const it = titleAt(index.titles, idx);
      // titles already matched through their keywords are not visited twice
      if (strongList ? it.kwTokens.has(firstWord) : words.every((w) => it.kwTokens.has(w))) {
        if (
          words.length === 1 ||
          it.kwPhrases.some((p) => p.includes(padded)) ||
          words.every((w) => it.kwTokens.has(w))
        )
          continue;
      }
      if (words.length === 1 || it.text.includes(padded)) visit(idx, 0.5);
    }
  }
}

/** Close catalogue neighbours of a title (most similar first), cached. */
export function neighbours(index: EngineIndex, idx: number, count = 6): number[] {
  const cached = index.neighbourCache.get(idx);
  if (cached && cached.length >= count) return cached.slice(0, count);
  const me = titleAt(index.titles, idx);
  const cand = new Set<number>();
  for (const tok of me.kwTokens) {
    const list = index.kwTokenPost.get(tok);
    if (!list || list.length > 3000) continue;
    // spread the sample over the list so generated duplicates do not crowd it
    const step = Math.max(1, Math.floor(list.length / 150));
    for (let i = 0; i < list.length; i += step) cand.add(list[i]!);
  }
  for (const anchor of index.anchors.slice(0, 200)) cand.add(anchor);
  for (const best of index.byQuality.subarray(0, 500)) cand.add(best);
  cand.delete(idx);
  const ids = new Int32Array(cand.size);
  const scores = new Float32Array(cand.size);
  let n = 0;
  for (const c of cand) {
    const other = titleAt(index.titles, c);
    if (other.normTitle === me.normTitle) continue;
    const s = similarity(me, other) * (0.75 + 0.25 * other.popN);
    if (s <= 0.05) continue;
    ids[n] = c;
    scores[n] = s;
    n++;
  }
  // every k below n is a filled slot of ids and scores
  const order = Array.from({ length: n }, (_, k) => k).sort((a, b) => scores[b]! - scores[a]! || ids[a]! - ids[b]!);
  const out: number[] = [];
  const perFranchise = new Map<string, number>();
  for (const k of order) {
    const c = ids[k]!;
    // at most two of one franchise, so the list stays informative
    const f = titleAt(index.titles, c).franchise;
    const used = perFranchise.get(f) ?? 0;
    if (used >= 2) continue;
    perFranchise.set(f, used + 1);
    out.push(c);
    if (out.length >= Math.max(count, 6)) break;
  }
  if (index.neighbourCache.size > 50_000) index.neighbourCache.clear();
  index.neighbourCache.set(idx, out);
  return out.slice(0, count);
}

/**
 * Catalogue title keys that begin with `prefix` (itself included), in sorted order, found by binary
 * search over the sorted keys so it stays cheap on large catalogues; at most `limit` of them.
 */
export function titleKeysOpening(index: EngineIndex, prefix: string, limit = 50): string[] {
  const keys = index.titleKeysSorted;
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((keys[mid] ?? "") < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < keys.length && out.length < limit && keys[i]?.startsWith(prefix); i++) out.push(keys[i] ?? "");
  return out;
}

/** The share of the catalogue carrying a genre (0 to 1): drama about half, a niche genre a few percent. */
export function genreShare(index: EngineIndex, genre: string): number {
  return (index.genrePost.get(genre)?.ids.length ?? 0) / Math.max(1, index.titles.length);
}
