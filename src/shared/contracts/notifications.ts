import { z } from "zod";

export { notificationText } from "../notification-text";

/** Notifications per page of GET /api/me/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** At most this many ids per mark-read request. */
const MARK_READ_MAX = 100;

export const NOTIFICATION_KINDS = ["on_your_service", "now_free"] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

const ZNotification = z.object({
  id: z.number().int().positive(),
  /** on_your_service: arrived on one of the person's services; now_free: free to watch (with ads) */
  kind: z.enum(NOTIFICATION_KINDS),
  media_id: z.string(),
  title: z.string(),
  year: z.number().int(),
  type: z.enum(["movie", "tv"]),
  poster_url: z.string(),
  /** lowercase database name of the service */
  service: z.string(),
  /** what people see: "Netflix" */
  service_display_name: z.string(),
  /** ISO 8601 */
  created_at: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/me/notifications?page=0: newest first, with the unread count for the bell. */
export const ZNotificationsQuery = z.object({
  page: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(10_000, "must be at most 10000")
    .default(0),
});

export const ZNotificationsPage = z.object({
  items: z.array(ZNotification),
  unread_count: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  page_size: z.literal(NOTIFICATIONS_PAGE_SIZE),
});
export type TNotificationsPage = z.infer<typeof ZNotificationsPage>;

/** POST /api/me/notifications/read: `{ ids: [1, 2] }` or `{ all: true }`. */
export const ZMarkNotificationsRead = z.union([
  z
    .object({
      ids: z
        .array(z.number().int().positive())
        .min(1, "must list at least one notification")
        .max(MARK_READ_MAX, `must list at most ${MARK_READ_MAX} notifications`),
    })
    .strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type TMarkNotificationsRead = z.infer<typeof ZMarkNotificationsRead>;

export const ZMarkNotificationsReadResponse = z.object({
  /** how many were unread and are read now */
  marked: z.number().int().nonnegative(),
  unread_count: z.number().int().nonnegative(),
});
export type TMarkNotificationsReadResponse = z.infer<typeof ZMarkNotificationsReadResponse>;
