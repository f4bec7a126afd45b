/**
 * The pages whose first screen is written into their HTML at build time (decision 0074), so that it
 * paints before the scripts have arrived. The build writes each one as `prerendered/<file>` beside
 * index.html; the server sends it for `path` only to the visitors it was rendered for, and index.html
 * (an empty page the scripts fill) to everyone else.
 *
 * - "visitor": someone with neither a session nor guest mode, who sees the landing page;
 * - "member": someone with a session cookie (perhaps an expired one), for a page whose loading state
 *   already shows the page's heading.
 */
export const PRERENDERED_PAGES = [
  { path: "/", file: "landing.html", audience: "visitor" },
  { path: "/recommendations", file: "recommendations.html", audience: "member" },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];
export type PrerenderAudience = PrerenderedPage["audience"];

/**
 * Set by the browser while guest mode is on (guest mode itself lives in localStorage), so the server
 * does not send a guest the landing page that the app would replace with the home page.
 */
export const GUEST_COOKIE = "moodreel_guest";

/** The folder under the web build that holds the prerendered pages. */
export const PRERENDERED_DIR = "prerendered";
