/*
 * A person's marks on a title (status, rating, watched) as plain values and rules, without zod, so
 * the browser can use them without loading the contract schemas (decision 0071). The wire schemas in
 * contracts/lists are built from these.
 */

/** Rating range: whole numbers 1 to 10. */
export const RATING_MIN = 1;
export const RATING_MAX = 10;

/** The statuses a user_media record can carry; null means "rated only". */
export const USER_MEDIA_STATUSES = ["like", "dislike", "watched", "want_to_watch"] as const;
export type UserMediaStatus = (typeof USER_MEDIA_STATUSES)[number];

/** The lists /lists/{status} can show: the statuses plus "rated". */
export const LIST_KINDS = [...USER_MEDIA_STATUSES, "rated"] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The statuses the browser keeps per title: the record's status, plus "watched" when marked. */
export function statusesOf(record: { status: UserMediaStatus | null; watched_at: string | null }): UserMediaStatus[] {
  const out: UserMediaStatus[] = record.status ? [record.status] : [];
  if (record.watched_at && !out.includes("watched")) out.push("watched");
  return out;
}

export const isListKind = (value: string | undefined): value is ListKind =>
  value !== undefined && (LIST_KINDS as readonly string[]).includes(value);
