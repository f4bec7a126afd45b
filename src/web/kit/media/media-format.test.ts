import { describe, expect, it } from "vitest";
import type { TMediaStreamingService } from "@/shared/contracts/catalogue";
import { trailerEmbedUrl } from "@/shared/streaming";
import {
  cheapestOffer,
  formatAverageRating,
  formatRuntime,
  isEmbeddable,
  streamingMarks,
  streamOffers,
  trailerSearchUrl,
  typeLabel,
} from "./media-format";

const offer = (
  name: string,
  type: TMediaStreamingService["type"],
  price: string | null = null,
  currency = "USD",
): TMediaStreamingService => ({
  name,
  type,
  price,
  currency,
  link: `https://example.test/${encodeURIComponent(name)}`,
});

describe("card rules", () => {
  it("average rating shows one decimal only above 0", () => {
    expect(formatAverageRating(8)).toBe("8.0");
    expect(formatAverageRating(7.86)).toBe("7.9");
    expect(formatAverageRating(0)).toBeNull();
  });

  it("type badge reads Movie or TV", () => {
    expect(typeLabel("movie")).toBe("Movie");
    expect(typeLabel("tv")).toBe("TV");
  });

  it("marks: unique subscription and free services, and whether it can be rented or bought", () => {
    const m = streamingMarks([
      offer("netflix", "subscription"),
      offer("Netflix", "subscription"),
      offer("tubi tv", "free"),
      offer("apple tv store", "rent", "3.99"),
    ]);
    expect(m).toEqual({ streams: ["netflix", "tubi tv"], paid: true });
    expect(streamingMarks([])).toEqual({ streams: [], paid: false });
  });
});

describe("price display in the Rent and Buy buttons", () => {
  it("uses the cheapest valid price, '$' for USD", () => {
    const services = [
      offer("apple tv store", "rent", "5.99"),
      offer("amazon video", "rent", "3.99"),
      offer("google play movies", "rent", "0"),
      offer("microsoft store", "rent", "n/a"),
      offer("amazon video", "buy", "14.99"),
    ];
    const rent = cheapestOffer(services, "rent");
    expect(rent?.label).toBe("$3.99");
    expect(rent?.service.name).toBe("amazon video");
    expect(cheapestOffer(services, "buy")?.label).toBe("$14.99");
  });

  it("shows the amount and the code for other currencies", () => {
    expect(cheapestOffer([offer("store", "buy", "9.5", "eur")], "buy")?.label).toBe("9.50 EUR");
  });

  it("has no button without a valid price", () => {
    expect(cheapestOffer([offer("store", "rent", null)], "rent")).toBeNull();
    expect(cheapestOffer([offer("netflix", "subscription")], "buy")).toBeNull();
  });

  it("lists each streaming service once, subscription and free only", () => {
    const list = streamOffers([
      offer("netflix", "subscription"),
      offer("netflix", "subscription"),
      offer("amazon video", "rent", "3.99"),
      offer("pluto tv", "free"),
    ]);
    expect(list.map((s) => s.name)).toEqual(["netflix", "pluto tv"]);
  });
});

describe("trailer links", () => {
  it("YouTube watch and short links become embeds the page can frame", () => {
    const watch = trailerEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    const short = trailerEmbedUrl("https://youtu.be/dQw4w9WgXcQ");
    expect(watch).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(short).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(isEmbeddable(watch)).toBe(true);
  });

  it("other links pass through and are opened, not framed", () => {
    const vimeo = trailerEmbedUrl("https://vimeo.com/123456");
    expect(vimeo).toBe("https://vimeo.com/123456");
    expect(isEmbeddable(vimeo)).toBe(false);
    expect(isEmbeddable("not a url")).toBe(false);
    expect(isEmbeddable("http://www.youtube.com/embed/x")).toBe(false);
  });

  it("without a link, the YouTube search looks for 'title year trailer'", () => {
    expect(trailerSearchUrl("Amélie & Co", 2001)).toBe(
      "https://www.youtube.com/results?search_query=Am%C3%A9lie+%26+Co+2001+trailer",
    );
    expect(trailerSearchUrl("Heat")).toBe("https://www.youtube.com/results?search_query=Heat+trailer");
  });
});

describe("runtime", () => {
  it("reads as hours and minutes", () => {
    expect(formatRuntime(136)).toBe("2h 16m");
    expect(formatRuntime(45)).toBe("45m");
    expect(formatRuntime(120)).toBe("2h");
    expect(formatRuntime(null)).toBeNull();
  });
});
