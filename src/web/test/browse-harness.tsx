import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type {
  TMediaItem,
  TMediaStreamingService,
  TStreamingOption,
  TStreamingService,
} from "@/shared/contracts/catalogue";
import { SessionProvider } from "@/web/kit/session/session-provider";
// Screens load the details dialog on first open; loading it here keeps that instant in tests.
import "@/web/kit/media/components/media-details-dialog";
import { fakeApi as installFakeApi, json, sessionHandler, sessionUser } from "./fake-api";

/** jsdom lacks a few browser APIs Radix, the grid and file reading use. */
export function installBrowserShims() {
  if (!("ResizeObserver" in globalThis)) {
    (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  if (!Element.prototype.hasPointerCapture) Element.prototype.hasPointerCapture = () => false;
  // jsdom's Blob (and so File) has no text(); its FileReader reads the same bytes.
  if (!Blob.prototype.text) {
    Blob.prototype.text = function text(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    };
  }
}

export const SERVICES: TStreamingService[] = [
  ["netflix", "Netflix", "subscription", true, "#e50914"],
  ["hulu", "Hulu", "subscription", true, "#1ce783"],
  ["tubi tv", "Tubi TV", "free", true, "#fa541c"],
  ["starz", "Starz", "subscription", false, "#111111"],
  ["amazon video", "Amazon Video", "store", false, "#ff9900"],
].map(([name, display_name, kind, offered_at_signup, color]) => ({
  name: name as string,
  display_name: display_name as string,
  kind: kind as TStreamingService["kind"],
  offered_at_signup: offered_at_signup as boolean,
  color: color as string,
  homepage: "https://example.test",
  search_url: null,
}));

export function offer(
  name: string,
  type: TMediaStreamingService["type"],
  price: string | null = null,
): TMediaStreamingService {
  return { name, type, price, currency: "USD", link: `https://watch.example.test/${encodeURIComponent(name)}` };
}

export function mediaItem(over: Partial<TMediaItem> & { id: string }): TMediaItem {
  return {
    title: over.id.replace(/-/g, " "),
    type: "movie",
    year: 2001,
    rating: 7.5,
    poster_url: `/posters/${over.id}.svg`,
    trailer_url: null,
    description: "A test title.",
    imdb_id: null,
    genres: ["Drama"],
    mood_tags: [],
    keywords: [],
    runtime_minutes: 100,
    seasons: null,
    certification: "PG",
    popularity: 50,
    language: "en",
    country: "US",
    streaming_services: [offer("netflix", "subscription")],
    streaming_provider_names: ["netflix"],
    created_at: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

export { json };

type Handler = (req: {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}) => Response | Promise<Response> | undefined;

/**
 * The browse screens' fake API: the session (guest unless `user`), the service list, the user's
 * records, and whatever `handler` answers.
 */
export function fakeApi(options: { user?: { id: string; full_name?: string } | null; handler?: Handler } = {}) {
  const user = options.user ? sessionUser({ id: options.user.id, full_name: options.user.full_name }) : null;
  const api = installFakeApi(
    sessionHandler(() => ({ user })),
    ({ url }) => (url.pathname === "/api/streaming-services" ? json(200, { services: SERVICES }) : undefined),
    ({ url }) => (url.pathname === "/api/me/media" ? json(200, []) : undefined),
    (req) => options.handler?.({ method: req.method, path: req.url.pathname, url: req.url, body: req.body }),
  );
  return {
    /** every request's URL so far */
    get requests() {
      return api.requests.map((r) => r.url);
    },
    mediaRequests: () => api.to("/api/media").map((r) => r.url),
  };
}

/** A catalogue of `count` titles served 20 per page, with the API's filter rules (services OR offer types). */
export function catalogue(count: number, make: (i: number) => Partial<TMediaItem> = () => ({})): TMediaItem[] {
  return Array.from({ length: count }, (_, i) => mediaItem({ id: `title-${String(i).padStart(3, "0")}`, ...make(i) }));
}

export function servePages(items: readonly TMediaItem[], url: URL): Response {
  const page = Number(url.searchParams.get("page") ?? 0);
  const q = url.searchParams.get("q")?.toLowerCase();
  const services = url.searchParams.get("services")?.split(",") ?? [];
  const types = url.searchParams.get("offer_types")?.split(",") ?? [];
  const matching = items.filter((i) => {
    if (q && !i.title.toLowerCase().includes(q)) return false;
    if (!services.length && !types.length) return true;
    return i.streaming_services.some((s) => services.includes(s.name) || types.includes(s.type));
  });
  return json(200, { items: matching.slice(page * 20, page * 20 + 20), total: matching.length, page, page_size: 20 });
}

export const STREAMING_OPTIONS: TStreamingOption[] = [
  {
    source_name: "netflix",
    offer_type: "subscription",
    price: null,
    currency: "USD",
    web_url: "https://n.test",
    region: "us",
  },
  {
    source_name: "amazon video",
    offer_type: "rent",
    price: 3.99,
    currency: "USD",
    web_url: "https://a.test",
    region: "us",
  },
  { source_name: "amazon video", offer_type: "buy", price: 14.99, currency: "USD", web_url: null, region: "us" },
];

/** Renders `ui` inside the app's query, router and session providers. */
export function renderBrowse(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionProvider>{ui}</SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, client };
}
