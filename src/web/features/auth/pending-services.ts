import { storage } from "@/web/lib/storage";

/**
 * The streaming services picked at sign-up wait here until the e-mail is verified, so they are saved
 * whichever way verification happens: the code in this tab, or the e-mailed link in another.
 */
const KEY = "moodreel.signupServices";

interface Pending {
  email: string;
  services: string[];
}

export function rememberSignupServices(email: string, services: string[]): void {
  if (services.length === 0) storage.remove(KEY);
  else storage.setJson(KEY, { email: email.trim().toLowerCase(), services } satisfies Pending);
}

/** The services waiting for this address (removed from storage), or [] when there are none. */
export function takeSignupServices(email: string): string[] {
  const pending = storage.getJson<Pending>(KEY);
  if (!pending || pending.email !== email.trim().toLowerCase() || !Array.isArray(pending.services)) return [];
  storage.remove(KEY);
  return pending.services.filter((s): s is string => typeof s === "string");
}
