/**
 * Choosing a varied list from a ranked pool: maximal marginal relevance (each pick is scored down by
 * its closeness to the picks already made), a franchise penalty, and a small per-request nudge that
 * breaks near-ties. Shared by the single-person engine and the watch-together combiner.
 */
import { type EngineIndex, similarity, titleAt } from "./catalog";
import { hashString } from "./text";

const MMR_LAMBDA = 0.12;
/**
 * Among picks that fit about equally, popularity used to decide every time, so the same famous
 * titles filled the lists of unrelated requests. A small nudge seeded by the request's text breaks
 * those near-ties differently per request (identical requests still get identical lists); it is
 * below the gap between a good fit and a middling one.
 */
const TIE_NUDGE = 0.06;

/** The nudge when a request only sets limits, so nothing but quality tells the pool apart. */
const OPEN_NUDGE = 0.18;

/** What the diversifier needs of a pool entry: the title's index position and its ranking score. */
export interface Ranked {
  idx: number;
  final: number;
}

/** Picks pool slots one at a time, best first after the variety penalties. */
export class Diversifier {
  // maxSim, taken, franchises and nudge run parallel to pool: slot k is pool[k]'s
  private readonly maxSim: Float32Array;
  private readonly taken: Uint8Array;
  private readonly franchises: string[];
  private readonly nudge: number[];
  private readonly franchiseCount = new Map<string, number>();

  /**
   * @param salt seeds the tie nudge (the request's text hashed), so identical requests agree
   * @param recent title positions shown recently: chosen only after every fresh one
   * @param open true when the request set only limits (a runtime, a period) and every title in the
   *   pool answers it equally: the nudge is then wider, so such requests do not all get the same
   *   best-loved titles
   */
  constructor(
    private readonly index: EngineIndex,
    private readonly pool: readonly Ranked[],
    salt: number,
    private readonly recent: ReadonlySet<number>,
    open = false,
  ) {
    this.maxSim = new Float32Array(pool.length);
    this.taken = new Uint8Array(pool.length);
    this.franchises = pool.map((c) => titleAt(index.titles, c.idx).franchise);
    this.nudge = pool.map(
      (c) =>
        (open ? OPEN_NUDGE : TIE_NUDGE) *
        (hashString(`${salt}:${titleAt(index.titles, c.idx).t.id}`) / 0xffffffff - 0.5),
    );
  }

  /** The pool slot of the next pick, or -1 once every slot is taken. */
  next(): number {
    const { pool, maxSim, taken, franchises, nudge, franchiseCount } = this;
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < pool.length; k++) {
      if (taken[k]) continue;
      const c = pool[k]!;
      const sim = maxSim[k]!;
      const fr = franchiseCount.get(franchises[k]!) ?? 0;
      let v = c.final + nudge[k]! - MMR_LAMBDA * sim - (fr ? 0.07 + 0.08 * fr : 0);
      if (sim > 0.8) v -= 0.05;
      if (this.recent.has(c.idx)) v -= 100;
      if (v > bestValue) {
        bestValue = v;
        best = k;
      }
    }
    const chosen = pool[best];
    if (chosen === undefined) return -1;
    taken[best] = 1;
    const it = titleAt(this.index.titles, chosen.idx);
    franchiseCount.set(it.franchise, (franchiseCount.get(it.franchise) ?? 0) + 1);
    for (let k = 0; k < pool.length; k++) {
      if (taken[k]) continue;
      const s = similarity(it, titleAt(this.index.titles, pool[k]!.idx));
      if (s > maxSim[k]!) maxSim[k] = s;
    }
    return best;
  }
}
