/**
 * The recommendation requests running on this instance, per user, so clearing the recommendations
 * stops them at once instead of letting them finish picks nobody will see. A run on another instance
 * is stopped through the database instead: its session is marked cancelled, and the run checks that
 * before storing each pick (repo.insertRecommendation).
 */
export class RunRegistry {
  private readonly runs = new Map<string, Set<AbortController>>();

  /** Registers a run of `userId`; `signal` aborts when the caller's signal does or the user clears. */
  start(userId: string, caller: AbortSignal): { signal: AbortSignal; done(): void } {
    const own = new AbortController();
    let set = this.runs.get(userId);
    if (!set) {
      set = new Set();
      this.runs.set(userId, set);
    }
    set.add(own);
    return {
      signal: AbortSignal.any([caller, own.signal]),
      done: () => {
        const current = this.runs.get(userId);
        if (!current) return;
        current.delete(own);
        if (current.size === 0) this.runs.delete(userId);
      },
    };
  }

  /** Aborts every run of `userId` on this instance; returns how many there were. */
  stopAll(userId: string): number {
    const set = this.runs.get(userId);
    if (!set) return 0;
    this.runs.delete(userId);
    for (const run of set) run.abort();
    return set.size;
  }
}
