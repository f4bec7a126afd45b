import { LRUCache } from "lru-cache";
import { type Precompressed, precompressedSize } from "../../compression";
import type { Queryable } from "../../db/client";
import * as repo from "./repo";

/**
 * Call this after changing the catalogue (titles or their offers): every server instance drops its
 * cached catalogue pages and totals on its next request, and the mood engine rebuilds its index.
 *
 * It bumps catalogue_version, the counter the caches compare on every request. The triggers on
 * media_items and media_streaming_options already bump it for each statement, so plain INSERT /
 * UPDATE / DELETE are covered without it; importers call it anyway once they are done, so that
 * writes the triggers cannot see (a bulk load with triggers disabled) count too.
 * Pass the transaction when there is one: the bump then becomes visible with the data.
 */
export async function invalidateCatalogue(db: Queryable): Promise<void> {
  await repo.bumpCatalogueVersion(db);
}

/** Upper bounds of the cache of catalogue pages, per server instance. */
export interface PageCacheLimits {
  entries: number;
  bytes: number;
  /** pages built at once (misses); more wait their turn, first come first served */
  builds?: number;
}

/**
 * A page of 20 titles is 20 to 40 KB of JSON and a quarter of that again compressed (brotli and
 * gzip): 64 MB holds the 2,000 most asked-for ones.
 */
export const PAGE_CACHE_LIMITS: PageCacheLimits = { entries: 2_000, bytes: 64 * 1024 * 1024 };

/**
 * Pages built at once, by database. PGlite runs each query synchronously and hands over to the next
 * one through promise callbacks, so with dozens of builds in flight Node does not read its sockets
 * until they are all done: 200 connections each asking a new search saw a tenth of their requests
 * time out while the server answered every request it had read within 0.6 s. Two builds at a time,
 * the next one started on a later turn of the event loop, answer the same flood with no timeouts
 * and more requests per second. PostgreSQL queues in its pool instead (10 connections by default).
 */
export const CONCURRENT_BUILDS = { pglite: 2, postgres: 8 } as const;

/** Runs at most `size` tasks at once; the next one starts on a later turn of the event loop. */
class Gate {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(size: number) {
    this.#free = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) setImmediate(next);
      else this.#free++;
    }
  }
}

/**
 * Serialised catalogue answers (the exact bytes sent, plain and compressed), valid for one catalogue
 * version.
 *
 * fresh() reads the version for the requests that are waiting: one read at a time, shared by all of
 * them, and a request that arrives while a read is running waits for the next one (that read may
 * have started before a write the request already knows about). The next read starts on the turn
 * of the event loop after the running one ends, so it serves every request parsed until then. So a
 * page is never older than the last write that finished before its request came in, and a busy
 * server reads the version once per round of requests instead of once per request. A new version
 * empties the cache; what was being computed for the old one is not stored.
 *
 * get() computes a missing answer once, however many requests ask for it together (after an import
 * every connection misses the same first page at the same moment), and only `builds` at a time.
 */
export class CataloguePageCache {
  readonly #pages: LRUCache<string, Precompressed>;
  readonly #pending = new Map<string, Promise<Precompressed>>();
  #version: number | null = null;
  #generation = 0;
  #running: Promise<number> | null = null;
  #next: Promise<number> | null = null;

  readonly #readVersion: () => Promise<number>;
  readonly #builds: Gate;

  constructor(readVersion: () => Promise<number>, limits: PageCacheLimits = PAGE_CACHE_LIMITS) {
    this.#readVersion = readVersion;
    this.#builds = new Gate(limits.builds ?? CONCURRENT_BUILDS.pglite);
    this.#pages = new LRUCache<string, Precompressed>({
      max: limits.entries,
      maxSize: limits.bytes,
      sizeCalculation: (answer) => Math.max(1, precompressedSize(answer)),
    });
  }

  /** The generation of the catalogue as of now: it changes whenever the catalogue version does. */
  fresh(): Promise<number> {
    this.#next ??= this.#turnAfterRead().then(() => {
      this.#next = null;
      return this.#read();
    });
    return this.#next;
  }

  /**
   * Resolves once no read is running, on the next turn of the event loop: every request parsed in
   * the meantime joins the same read, instead of the first one of each batch starting its own.
   */
  #turnAfterRead(): Promise<void> {
    const running = this.#running;
    return new Promise((resolve) => {
      const turn = () => setImmediate(resolve);
      if (running) running.then(turn, turn);
      else turn();
    });
  }

  #read(): Promise<number> {
    const read: Promise<number> = this.#readVersion()
      .then((version) => {
        // Reads run one after the other, so versions arrive in order: any difference is a change.
        if (version !== this.#version) {
          this.#version = version;
          this.#generation++;
          this.#pages.clear();
          this.#pending.clear();
        }
        return this.#generation;
      })
      .finally(() => {
        if (this.#running === read) this.#running = null;
      });
    this.#running = read;
    return read;
  }

  /** The answer for `key` in `generation`: from the cache, else made by `make` (and kept when still current). */
  get(generation: number, key: string, make: () => Promise<Precompressed>): Promise<Precompressed> {
    // A request that read an older version than the cache holds raced a change: it gets its own answer.
    if (generation !== this.#generation) return this.#builds.run(make);
    const cached = this.#pages.get(key);
    if (cached) return Promise.resolve(cached);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const made = this.#builds.run(make);
    this.#pending.set(key, made);
    const settle = () => {
      if (this.#pending.get(key) === made) this.#pending.delete(key);
    };
    made.then((answer) => {
      settle();
      if (generation === this.#generation) this.#pages.set(key, answer);
    }, settle);
    return made;
  }

  /** What the cache holds now, for tests and metrics. */
  stats(): { entries: number; bytes: number; generation: number } {
    return { entries: this.#pages.size, bytes: this.#pages.calculatedSize, generation: this.#generation };
  }
}
