import {
  NOTIFICATIONS_PAGE_SIZE,
  type TMarkNotificationsRead,
  type TNotificationsPage,
} from "../../../shared/contracts/notifications";
import type { Db, Queryable } from "../../db/client";
import { publishUserEvent } from "../realtime/publish";
import * as repo from "./repo";

export async function listNotifications(db: Queryable, userId: string, page: number): Promise<TNotificationsPage> {
  const [items, counts] = await Promise.all([
    repo.listNotifications(db, userId, NOTIFICATIONS_PAGE_SIZE, page * NOTIFICATIONS_PAGE_SIZE),
    repo.countNotifications(db, userId),
  ]);
  return { items, unread_count: counts.unread, total: counts.total, page, page_size: NOTIFICATIONS_PAGE_SIZE };
}

export async function markRead(
  db: Db,
  userId: string,
  body: TMarkNotificationsRead,
  now: Date,
): Promise<{ marked: number; unread_count: number }> {
  const marked = await repo.markRead(db, userId, "all" in body ? null : [...new Set(body.ids)], now);
  const { unread } = await repo.countNotifications(db, userId);
  // the bell in the person's other tabs shows the new count at once
  if (marked > 0) await publishUserEvent(db, userId, { type: "notifications" });
  return { marked, unread_count: unread };
}
