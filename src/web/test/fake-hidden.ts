import type { THiddenTitle, THideKind } from "@/shared/contracts/hidden";
import { apiError, json } from "./fake-api";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A hidden title as GET /api/me/hidden lists one. */
export function hiddenTitle(over: Partial<THiddenTitle> & { media_id: string }): THiddenTitle {
  return {
    title: over.media_id,
    year: 2001,
    type: "movie",
    poster_url: `/posters/${over.media_id}.svg`,
    kind: "never",
    hidden_at: "2026-11-01T12:00:00.000Z",
    hidden_until: null,
    ...over,
  };
}

type Answer = Response | Promise<Response>;

/**
 * /api/me/hidden for the fake API: a store of hidden titles that PUT and DELETE change as the
 * server does. `hold` can answer a write instead (held back or failed); `describe` names the
 * titles a PUT hides (the server reads them from the catalogue).
 */
export function hiddenStore(
  initial: THiddenTitle[] = [],
  options: {
    describe?(mediaId: string): Partial<THiddenTitle>;
    hold?(req: { method: string; mediaId: string }): Answer | undefined;
    list?(): Answer | undefined;
  } = {},
) {
  const items = new Map(initial.map((item) => [item.media_id, item]));
  const handler = (req: { method: string; path: string; body: unknown }): Answer | undefined => {
    const pathname = req.path.split("?")[0] ?? "";
    if (pathname === "/api/me/hidden" && req.method === "GET") {
      const newest = [...items.values()].sort((a, b) => b.hidden_at.localeCompare(a.hidden_at));
      return options.list?.() ?? json(200, { items: newest });
    }
    const match = /^\/api\/me\/hidden\/([^/]+)$/.exec(pathname);
    if (!match?.[1]) return undefined;
    const mediaId = decodeURIComponent(match[1]);
    const held = options.hold?.({ method: req.method, mediaId });
    if (held) return held;
    if (req.method === "DELETE") {
      items.delete(mediaId);
      return json(200, { ok: true });
    }
    if (req.method !== "PUT") return apiError(405, "method_not_allowed", req.method);
    const kind = (req.body as { kind: THideKind }).kind;
    const now = Date.now();
    const hidden = hiddenTitle({
      media_id: mediaId,
      ...options.describe?.(mediaId),
      kind,
      hidden_at: new Date(now).toISOString(),
      hidden_until: kind === "not_tonight" ? new Date(now + 14 * DAY_MS).toISOString() : null,
    });
    items.set(mediaId, hidden);
    return json(200, { hidden });
  };
  return { handler, items };
}
