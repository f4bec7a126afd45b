/** Every list query starts with this key; a change to a title's state invalidates it. */
export const USER_LISTS_QUERY_KEY = ["me", "lists"] as const;
