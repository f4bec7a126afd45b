/** Per-index scratch buffers for scoring, so a request allocates nothing per title. */
import type { EngineIndex } from "./catalog";

/**
 * Scratch buffers reused across facets and requests (scoring is synchronous, so never shared mid-use).
 * Every per-title array has one slot per title, so a title position always reads a number; the lists
 * (list, touched, markList) are read only below their length counters.
 */
export class Scratch {
  gen: Float32Array;
  them: Float32Array;
  plc: Float32Array;
  neg: Float32Array;
  seen: Uint8Array;
  hits: Uint8Array;
  list: Int32Array;
  listLen = 0;
  /** per-request results: fit of every title, and which titles any facet touched */
  fit: Float32Array;
  touchedFlag: Uint8Array;
  touched: Int32Array;
  touchedLen = 0;
  /** general-purpose marks for the ranking step */
  mark: Uint8Array;
  markList: Int32Array;
  markLen = 0;
  order: Int32Array;
  constructor(n: number) {
    this.gen = new Float32Array(n);
    this.them = new Float32Array(n);
    this.plc = new Float32Array(n);
    this.neg = new Float32Array(n);
    this.seen = new Uint8Array(n);
    this.hits = new Uint8Array(n);
    this.list = new Int32Array(n);
    this.fit = new Float32Array(n);
    this.touchedFlag = new Uint8Array(n);
    this.touched = new Int32Array(n);
    this.mark = new Uint8Array(n);
    this.markList = new Int32Array(n);
    this.order = new Int32Array(n);
  }
  touch(i: number): void {
    if (!this.seen[i]) {
      this.seen[i] = 1;
      this.list[this.listLen++] = i;
    }
  }
  reset(): void {
    for (let k = 0; k < this.listLen; k++) {
      const i = this.list[k]!;
      this.gen[i] = 0;
      this.them[i] = 0;
      this.plc[i] = 0;
      this.neg[i] = 0;
      this.seen[i] = 0;
      this.hits[i] = 0;
    }
    this.listLen = 0;
  }
  /** clears the previous request's fit and touched list */
  resetRequest(): void {
    for (let k = 0; k < this.touchedLen; k++) {
      const i = this.touched[k]!;
      this.fit[i] = 0;
      this.touchedFlag[i] = 0;
    }
    this.touchedLen = 0;
    this.clearMarks();
  }
  /** marks idx; false when it was already marked */
  markOnce(i: number): boolean {
    if (this.mark[i]) return false;
    this.mark[i] = 1;
    this.markList[this.markLen++] = i;
    return true;
  }
  clearMarks(): void {
    for (let k = 0; k < this.markLen; k++) this.mark[this.markList[k]!] = 0;
    this.markLen = 0;
  }
}

const scratchCache = new WeakMap<EngineIndex, Scratch>();

/** The request scratch of an index (one per index; requests are scored one at a time). */
export function scratchFor(index: EngineIndex): Scratch {
  const n = index.titles.length;
  let s = scratchCache.get(index);
  if (!s || s.gen.length !== n) {
    s = new Scratch(n);
    scratchCache.set(index, s);
  }
  return s;
}
