import type { TNotificationKind } from "./contracts/notifications";

/**
 * The one sentence of a notification, in the app and in the digest e-mail. Kept apart from the zod
 * contract (contracts/notifications re-exports it) so the header's bell can use it without zod.
 */
export function notificationText(n: { kind: TNotificationKind; title: string; service_display_name: string }): string {
  return n.kind === "now_free"
    ? `${n.title} is now free to watch on ${n.service_display_name}`
    : `${n.title} is now on ${n.service_display_name}, one of your services`;
}
