/** Every list query starts with this key; a change to a title's state invalidates it. */
export const USER_LISTS_QUERY_KEY = ["me", "lists"] as const;

/** The signed-in user's statuses and ratings of every title, one cache entry per user. */
export const myMediaQueryKey = (userId: string | undefined) => ["me", "media", userId ?? ""] as const;

/** The titles the signed-in user has hidden from recommendations, one cache entry per user. */
export const hiddenQueryKey = (userId: string | undefined) => ["me", "hidden", userId ?? ""] as const;
