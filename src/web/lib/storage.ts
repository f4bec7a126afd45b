/** A Web Storage area that never throws (private mode, quota, disabled storage). */
function safeStorage(area: () => Storage) {
  const get = (key: string): string | null => {
    try {
      return area().getItem(key);
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string): void => {
    try {
      area().setItem(key, value);
    } catch {
      /* storage unavailable: the app keeps working without persistence */
    }
  };
  return {
    get,
    set,
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        /* ignore */
      }
    },
    getJson<T>(key: string): T | null {
      const raw = get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key: string, value: unknown): void {
      set(key, JSON.stringify(value));
    },
  };
}

/** localStorage: kept across visits. */
export const storage = safeStorage(() => window.localStorage);

/** sessionStorage: kept for this tab's session only (choices that belong to one evening). */
export const sessionStore = safeStorage(() => window.sessionStorage);

export const STORAGE_KEYS = {
  guest: "moodreel.guest",
  recommendations: "moodreel.recommendations",
  /** sessionStorage: the recommendations page's "Who's watching" and "Time I have" */
  tonight: "moodreel.tonight",
} as const;
