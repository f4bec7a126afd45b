/**
 * Where a visitor may be sent back to after signing in (the `next` of /login?next=…): a path on
 * this site and nothing else, since the value arrives in a link anyone can craft (an open redirect
 * would lend our address to a phishing page). Shared, so the browser and the server that puts the
 * value into a verification e-mail apply one rule.
 */

/** Longer than any address of ours, short enough to keep the value out of trouble. */
export const RETURN_PATH_MAX_LENGTH = 512;

/** Pages that would send the visitor round in a circle. */
const NOT_RETURNABLE = new Set(["/login"]);

/** A stand-in origin: a path that parses onto another origin is not a path of ours. */
const PROBE_ORIGIN = "https://moodreel.invalid";

/**
 * The path itself when `raw` is a same-origin relative path ("/together/AB12CD?x=1#y"), else null.
 * Refused: absolute and protocol-relative addresses (`https://…`, `//evil.com`), backslashes, which
 * browsers read as slashes (`/\\evil.com`), control characters and spaces, which browsers strip or
 * which hide a second host (`/\\t/evil.com`), encoded slashes or backslashes (`/%2F%2Fevil.com`,
 * `/%5Cevil.com`), which a server or a second decoding may turn into either, and the login page.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > RETURN_PATH_MAX_LENGTH) return null;
  if (raw[0] !== "/" || raw[1] === "/" || raw.includes("\\")) return null;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return null;
  }
  if (/%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // "/..//evil.com" stays on our origin as a path, yet resolves to "//evil.com": refused too
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith("//")) return null;
  if (NOT_RETURNABLE.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
