/**
 * Whole-set figures the per-query relevance cannot show: how varied the lists are across requests,
 * whether every reason is a finished sentence, and whether the match score tells good picks from bad.
 */

export interface JudgedPick {
  title: string;
  reason: string;
  match_score: number;
  /** meets every clause of its query (soft and hard) */
  fits: boolean;
}

export interface SetFigures {
  slots: number;
  distinctTitles: number;
  /** distinct titles / slots */
  distinctShare: number;
  mostRepeated: { title: string; count: number } | null;
  /** share of reasons that are complete sentences */
  completeReasons: number;
  /** reasons that repeat a word back to back ("romantic romantic") */
  doubledWordReasons: number;
  meanScoreFitting: number | null;
  meanScoreBreaking: number | null;
  /**
   * Over every run of WINDOW consecutive requests (sets differ in size, and variety shrinks as a set
   * grows): the mean distinct share and the highest count of one title. Null for smaller sets.
   */
  perWindow: { distinctShare: number; mostRepeated: number } | null;
}

/** Requests per window for the per-window variety figures. */
export const WINDOW = 50;

/** Distinct share and top count of every WINDOW-request run; null when the set is smaller. */
function perWindow(lists: JudgedPick[][]): SetFigures["perWindow"] {
  if (lists.length < WINDOW) return null;
  let shareSum = 0;
  let runs = 0;
  let worst = 0;
  for (let start = 0; start + WINDOW <= lists.length; start++) {
    const counts = new Map<string, number>();
    let slots = 0;
    for (const list of lists.slice(start, start + WINDOW)) {
      for (const p of list) counts.set(p.title, (counts.get(p.title) ?? 0) + 1);
      slots += list.length;
    }
    shareSum += slots ? counts.size / slots : 0;
    runs++;
    worst = Math.max(worst, ...counts.values());
  }
  return { distinctShare: shareSum / runs, mostRepeated: worst };
}

const SENTENCE_END = new Set([".", "!", "?"]);
const CLOSERS = new Set(['"', "'", "”", "’", ")"]);

/**
 * One or more finished sentences: starts with a capital, digit or quote, ends with . ! or ?, never cut
 * with an ellipsis at the end (one inside is a title's own: "When Harry Met Sally...").
 */
export function isCompleteSentence(text: string): boolean {
  const t = text.trim();
  if (t.length === 0 || /(?:…|\.\.\.)["'”’)]*$/.test(t)) return false;
  let end = t.length - 1;
  while (end > 0 && CLOSERS.has(t.charAt(end))) end--;
  if (!SENTENCE_END.has(t.charAt(end))) return false;
  const first = t.charAt(0);
  return first !== first.toLowerCase() || /[0-9"'“‘(]/.test(first);
}

/**
 * True when a word follows itself ("romantic romantic"), ignoring punctuation. Capitalised words are
 * names ("La La Land", "Wild Wild Country") and may repeat.
 */
export function hasDoubledWord(text: string): boolean {
  // numbers are not words: "rated 8.8/10" splits into 8, 8, 10 and repeats nothing
  const words = text.split(/[^\p{L}\p{N}']+/u).filter((w) => /\p{L}/u.test(w));
  return words.some((w, i) => i > 0 && w === words[i - 1] && w === w.toLowerCase());
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

/** Figures over every pick of every query (each inner array is one query's top k). */
export function setFigures(lists: JudgedPick[][]): SetFigures {
  const picks = lists.flat();
  const counts = new Map<string, number>();
  for (const p of picks) counts.set(p.title, (counts.get(p.title) ?? 0) + 1);
  let mostRepeated: SetFigures["mostRepeated"] = null;
  for (const [title, count] of counts) {
    if (!mostRepeated || count > mostRepeated.count) mostRepeated = { title, count };
  }
  return {
    slots: picks.length,
    distinctTitles: counts.size,
    distinctShare: picks.length ? counts.size / picks.length : 0,
    mostRepeated,
    completeReasons: picks.length ? picks.filter((p) => isCompleteSentence(p.reason)).length / picks.length : 1,
    doubledWordReasons: picks.filter((p) => hasDoubledWord(p.reason)).length,
    meanScoreFitting: mean(picks.filter((p) => p.fits).map((p) => p.match_score)),
    meanScoreBreaking: mean(picks.filter((p) => !p.fits).map((p) => p.match_score)),
    perWindow: perWindow(lists),
  };
}

/** One line for the eval output, printed before the summary line. */
export function figuresLine(f: SetFigures): string {
  const score = (x: number | null) => (x === null ? "–" : x.toFixed(0));
  const top = f.mostRepeated ? `"${f.mostRepeated.title}" ×${f.mostRepeated.count}` : "–";
  return [
    `distinct titles ${f.distinctTitles}/${f.slots} (${f.distinctShare.toFixed(2)})`,
    `most repeated ${top}`,
    ...(f.perWindow
      ? [
          `per ${WINDOW} requests: distinct ${f.perWindow.distinctShare.toFixed(2)}, most repeated ×${f.perWindow.mostRepeated}`,
        ]
      : []),
    `complete reasons ${(f.completeReasons * 100).toFixed(0)}%`,
    `doubled words ${f.doubledWordReasons}`,
    `match score fitting ${score(f.meanScoreFitting)} / breaking ${score(f.meanScoreBreaking)}`,
  ].join(" · ");
}
