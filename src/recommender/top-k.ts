/** A bounded best-first selection, so ranking a large catalogue never sorts all of it. */

/**
 * Keeps the best `size` (score, idx) pairs: higher score first, ties by lower idx (= id order, as
 * the index is sorted by id). A min-heap on "worse", so a full scan costs O(n log size). The heap
 * only reads slots below `count`, which the fixed-size arrays always hold.
 */
export class TopK {
  private scores: Float64Array;
  private ids: Int32Array;
  count = 0;
  constructor(private size: number) {
    this.scores = new Float64Array(size);
    this.ids = new Int32Array(size);
  }
  /** a is worse than b */
  private worse(sa: number, ia: number, sb: number, ib: number): boolean {
    return sa < sb || (sa === sb && ia > ib);
  }
  /** the pair in slot a is worse than the pair in slot b */
  private slotWorse(a: number, b: number): boolean {
    return this.worse(this.scores[a]!, this.ids[a]!, this.scores[b]!, this.ids[b]!);
  }
  private swap(a: number, b: number): void {
    const { scores, ids } = this;
    const score = scores[a]!;
    scores[a] = scores[b]!;
    scores[b] = score;
    const idx = ids[a]!;
    ids[a] = ids[b]!;
    ids[b] = idx;
  }
  push(score: number, idx: number): void {
    const { scores, ids } = this;
    if (this.count < this.size) {
      let i = this.count++;
      scores[i] = score;
      ids[i] = idx;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.slotWorse(i, p)) break;
        this.swap(i, p);
        i = p;
      }
      return;
    }
    if (!this.worse(scores[0]!, ids[0]!, score, idx)) return;
    scores[0] = score;
    ids[0] = idx;
    let i = 0;
    const n = this.count;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < n && this.slotWorse(l, m)) m = l;
      if (r < n && this.slotWorse(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
  }
  full(): boolean {
    return this.count >= this.size;
  }
  /** score of the worst kept pair */
  worst(): number {
    return this.count ? this.scores[0]! : Number.NEGATIVE_INFINITY;
  }
  /** best first */
  sorted(): number[] {
    const order = Array.from({ length: this.count }, (_, k) => k);
    order.sort((a, b) => this.scores[b]! - this.scores[a]! || this.ids[a]! - this.ids[b]!);
    return order.map((k) => this.ids[k]!);
  }
}
