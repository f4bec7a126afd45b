import type { Db, Queryable } from "../../db/client";
import { publishUserEvent } from "../realtime/publish";
import type { AvailabilityEvent } from "../tmdb/repo";
import * as repo from "./repo";

/**
 * Turns availability events into "now on your service" alerts, inside the transaction that recorded
 * them. A person is alerted about a title on their want-to-watch list when
 * - it arrived on one of their services as a subscription offer and was on none of them before, or
 * - it became free (a free or ad-supported offer) where it was free nowhere before.
 * One alert per kind and title per change; the first matching offer names the service. Returns the
 * people alerted, so the caller can tell their open tabs once the transaction has committed.
 */
export async function alertsForEvents(
  db: Queryable,
  events: readonly (AvailabilityEvent & { id: number })[],
  now: Date,
): Promise<string[]> {
  const groups = new Map<string, (AvailabilityEvent & { id: number })[]>();
  for (const e of events) {
    const key = `${e.media_id}\u0000${e.region}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const rows: repo.NewNotification[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    const appeared = group.filter((e) => e.change === "appeared");
    if (!appeared.some((e) => e.offer_type === "subscription" || e.offer_type === "free")) continue;
    const wanters = await repo.wantersOf(db, first.media_id);
    if (!wanters.length) continue;
    const current = await repo.watchableOn(db, first.media_id, first.region);
    /** Where the title was watchable (of one kind) before this change: now, minus what came, plus what left. */
    const before = (kind: "subscription" | "free") => {
      const came = new Set(appeared.filter((e) => e.offer_type === kind).map((e) => e.source_name));
      const out = new Set(
        current.filter((o) => o.offer_type === kind && !came.has(o.source_name)).map((o) => o.source_name),
      );
      for (const e of group) if (e.change === "left" && e.offer_type === kind) out.add(e.source_name);
      return out;
    };
    const subsBefore = before("subscription");
    const freeBefore = before("free");
    const newFree = appeared.find((e) => e.offer_type === "free");
    for (const w of wanters) {
      const mine = new Set(w.services);
      const onMine = appeared.find((e) => e.offer_type === "subscription" && mine.has(e.source_name));
      if (onMine && ![...subsBefore].some((s) => mine.has(s))) {
        rows.push({
          user_id: w.user_id,
          media_id: first.media_id,
          kind: "on_your_service",
          source_name: onMine.source_name,
          event_id: onMine.id,
        });
      }
      if (newFree && freeBefore.size === 0) {
        rows.push({
          user_id: w.user_id,
          media_id: first.media_id,
          kind: "now_free",
          source_name: newFree.source_name,
          event_id: newFree.id,
        });
      }
    }
  }
  await repo.insertNotifications(db, rows, now);
  return [...new Set(rows.map((r) => r.user_id))];
}

/** Tells each person's open tabs that their alerts changed (after the write has committed). */
export async function announceAlerts(db: Db, userIds: readonly string[]): Promise<void> {
  for (const userId of userIds) await publishUserEvent(db, userId, { type: "notifications" });
}
