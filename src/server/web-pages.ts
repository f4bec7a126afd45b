import { existsSync } from "node:fs";
import { join } from "node:path";
import { GUEST_COOKIE, PRERENDERED_DIR, PRERENDERED_PAGES } from "../shared/prerendered-pages";

/**
 * Which HTML file answers a page address: the page's prerendered first screen when the build wrote
 * one (`available`) and the visitor is who it was rendered for, else index.html (which is right for
 * anyone). Only the cookies' presence counts, so no page costs a database read; `byCookie` says the
 * answer depends on them (Vary: Cookie). An expired session cookie is read as a member: such a
 * visitor sees the member page's heading until the app has asked who is signed in.
 */
export function htmlFileFor(
  path: string,
  cookies: Record<string, string | undefined>,
  sessionCookie: string,
  available: ReadonlySet<string>,
): { file: string; byCookie: boolean } {
  const page = PRERENDERED_PAGES.find((p) => p.path === path);
  if (!page || !available.has(page.file)) return { file: "index.html", byCookie: false };
  const member = !!cookies[sessionCookie];
  const guest = !!cookies[GUEST_COOKIE];
  const fits = page.audience === "member" ? member : !member && !guest;
  return { file: fits ? `${PRERENDERED_DIR}/${page.file}` : "index.html", byCookie: true };
}

/** The prerendered pages a web build holds (an older build, or a test's folder, may hold none). */
export function prerenderedFiles(webDir: string): Set<string> {
  return new Set(
    PRERENDERED_PAGES.map((p) => p.file).filter((file) => existsSync(join(webDir, PRERENDERED_DIR, file))),
  );
}
