import type { TUserMediaRecord, TUserMediaStatus } from "@/shared/contracts/lists";
import { statusesOf } from "@/shared/user-media";

/** What the user has said about one title: its statuses ("watched" included when marked) and rating. */
export interface MediaEntry {
  statuses: TUserMediaStatus[];
  rating: number | null;
}

/** The user's entries by media id; a title the user never touched has none. */
export type MediaEntries = Readonly<Record<string, MediaEntry>>;

/** A change to one title, as sent to the server and as reported to the control that asked for it. */
export type MediaChange =
  | { kind: "want_to_watch"; mediaId: string; active: boolean }
  | { kind: "watched"; mediaId: string; active: boolean }
  | { kind: "rating"; mediaId: string; rating: number | null; previous: number | null };

/** An entry with nothing in it is no entry, so the cache matches what GET /api/me/media answers. */
function compact(entry: MediaEntry): MediaEntry | undefined {
  return entry.statuses.length > 0 || entry.rating !== null ? entry : undefined;
}

/** The entry of a record the server answered; a deleted record (null) leaves none. */
export function entryOf(record: TUserMediaRecord | null): MediaEntry | undefined {
  return record ? compact({ statuses: statusesOf(record), rating: record.user_rating }) : undefined;
}

export function entriesFromRecords(records: readonly TUserMediaRecord[]): MediaEntries {
  const entries: Record<string, MediaEntry> = {};
  for (const record of records) {
    const entry = entryOf(record);
    if (entry) entries[record.media_id] = entry;
  }
  return entries;
}

/** The entry as it will be once the server applies `change`; marking watched drops want_to_watch, as the server does. */
export function applyChange(entry: MediaEntry | undefined, change: MediaChange): MediaEntry | undefined {
  const statuses = entry?.statuses ?? [];
  const rating = entry?.rating ?? null;
  switch (change.kind) {
    case "want_to_watch": {
      const others = statuses.filter((s) => s !== "want_to_watch");
      return compact({ statuses: change.active ? ["want_to_watch", ...others] : others, rating });
    }
    case "watched": {
      const next: TUserMediaStatus[] = change.active
        ? [...statuses.filter((s) => s !== "want_to_watch" && s !== "watched"), "watched"]
        : statuses.filter((s) => s !== "watched");
      return compact({ statuses: next, rating });
    }
    case "rating":
      return compact({ statuses, rating: change.rating });
  }
}
