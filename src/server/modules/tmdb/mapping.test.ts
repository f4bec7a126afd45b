import { describe, expect, it } from "vitest";
import { mapGenres, mapKeywords, popularityScore, providerOffers, trailerUrl } from "./mapping";
import { ProviderMatcher, providerKey } from "./providers";

const known = [
  "netflix",
  "prime video",
  "disney+",
  "max",
  "appletv",
  "paramount plus",
  "apple tv store",
  "youtube",
  "youtube store",
  "google tv",
  "fandango at home",
  "tubi tv",
  "amc+",
].map((name) => ({
  name,
  display_name: name,
  kind: "subscription" as const,
  offered_at_signup: false,
  color: "#000000",
  homepage: "https://example.com",
  search_url: null,
  logo_url: null,
}));

describe("TMDB mapping", () => {
  it("maps TMDB genres to ours, pairs split, unknown ones dropped, at most four", () => {
    expect(mapGenres(["Action & Adventure", "Sci-Fi & Fantasy", "Kids"])).toEqual([
      "Action",
      "Adventure",
      "Science Fiction",
      "Fantasy",
    ]);
    expect(mapGenres(["TV Movie", "Talk", "Drama", "Soap"])).toEqual(["Drama"]);
  });

  it("reduces provider tiers and channels to the service", () => {
    expect(providerKey("Netflix Standard with Ads")).toBe("netflix");
    expect(providerKey("Max Amazon Channel")).toBe("max");
    expect(providerKey("Paramount Plus Premium")).toBe("paramount+");
    expect(providerKey("AMC Plus Apple TV Channel")).toBe("amc+");
  });

  it("matches providers to our services by offer type, and adds the unknown ones once", () => {
    const m = new ProviderMatcher(known, "US");
    const offer = (providerName: string, offerType: "subscription" | "free" | "rent" | "buy") => ({
      providerId: 1,
      providerName,
      logoPath: "/logo.jpg",
      offerType,
    });
    expect(m.serviceFor(offer("Apple TV", "rent"))).toBe("apple tv store");
    expect(m.serviceFor(offer("Apple TV", "subscription"))).toBe("appletv");
    expect(m.serviceFor(offer("Apple TV Plus", "subscription"))).toBe("appletv");
    expect(m.serviceFor(offer("YouTube", "buy"))).toBe("youtube store");
    expect(m.serviceFor(offer("Amazon Prime Video", "subscription"))).toBe("prime video");
    expect(m.serviceFor(offer("Google Play Movies", "rent"))).toBe("google tv");
    expect(m.serviceFor(offer("Disney Plus", "subscription"))).toBe("disney+");
    expect(m.serviceFor(offer("Tubi TV", "free"))).toBe("tubi tv");
    expect(m.serviceFor(offer("Philo", "subscription"))).toBe("philo");
    expect(m.serviceFor(offer("Philo", "subscription"))).toBe("philo");
    expect([...m.added.values()]).toEqual([
      expect.objectContaining({
        name: "philo",
        display_name: "Philo",
        kind: "subscription",
        logo_url: "https://image.tmdb.org/t/p/w92/logo.jpg",
      }),
    ]);
  });

  it("reads offer kinds: flatrate is a subscription, free and ads are free", () => {
    const p = { provider_id: 8, provider_name: "Netflix", logo_path: "/n.jpg" };
    const offers = providerOffers({ link: "https://x.test", flatrate: [p], ads: [p], rent: [p], buy: [p] });
    expect(offers.map((o) => o.offerType)).toEqual(["subscription", "free", "rent", "buy"]);
  });

  it("picks the official YouTube trailer, English first, then the newest", () => {
    const v = (key: string, extra: object) => ({ key, site: "YouTube", type: "Trailer", official: true, ...extra });
    expect(
      trailerUrl([
        v("aaaaaaaaaaa", { official: false }),
        v("bbbbbbbbbbb", { iso_639_1: "de", published_at: "2024-01-01" }),
        v("ccccccccccc", { iso_639_1: "en", published_at: "2020-01-01" }),
        v("ddddddddddd", { iso_639_1: "en", published_at: "2021-01-01" }),
        v("eeeeeeeeeee", { type: "Teaser" }),
      ]),
    ).toBe("https://www.youtube.com/watch?v=ddddddddddd");
    expect(trailerUrl([{ key: "x", site: "Vimeo", type: "Trailer", official: true }])).toBeNull();
  });

  it("puts popularity on our 0-100 scale and keeps keywords in the catalogue's form", () => {
    expect(popularityScore(0)).toBe(0);
    expect(popularityScore(99)).toBe(40);
    expect(popularityScore(1e9)).toBe(100);
    expect(mapKeywords(["Cold War", "based on novel or book", "Cold War", "¿qué?"])).toEqual([
      "cold war",
      "based on novel or book",
    ]);
  });
});
