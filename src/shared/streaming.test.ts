import { describe, expect, it } from "vitest";
import { SIGNUP_SERVICES } from "./signup-services";
import {
  cheapestPrice,
  effectiveFilter,
  formatPrice,
  isFilterActive,
  mapOfferType,
  matchesStreamingFilter,
  normalizeServiceName,
  parsePrice,
  serviceDbName,
  trailerEmbedUrl,
} from "./streaming";

const CATALOGUE = [
  ...SIGNUP_SERVICES.filter((s) => s.name !== "max"),
  { name: "max", display_name: "HBO Max" },
  { name: "apple tv store", display_name: "Apple TV Store" },
  { name: "criterion channel", display_name: "The Criterion Channel" },
];

describe("service names", () => {
  it("maps a display name to its database name", () => {
    expect(serviceDbName("Apple TV+")).toBe("appletv");
    expect(serviceDbName("Paramount+")).toBe("paramount plus");
    expect(serviceDbName("Tubi TV")).toBe("tubi tv");
    expect(serviceDbName("The Criterion Channel", CATALOGUE)).toBe("criterion channel");
    expect(serviceDbName("HBO Max", CATALOGUE)).toBe("max");
  });

  it("knows the other spellings of the sign-up services, even without a catalogue", () => {
    expect(serviceDbName("HBO Max")).toBe("max");
    expect(serviceDbName("Max")).toBe("max");
    expect(serviceDbName("appletv+")).toBe("appletv");
    expect(serviceDbName("Disney Plus")).toBe("disney+");
  });

  it("falls back to the lowercase, trimmed form", () => {
    expect(serviceDbName("  Some New  Service ")).toBe("some new service");
    expect(serviceDbName("netflix")).toBe("netflix");
    expect(normalizeServiceName(" Prime   Video ")).toBe("prime video");
  });
});

describe("price display", () => {
  it("uses $ for USD and the currency code otherwise", () => {
    expect(formatPrice(3.99)).toBe("$3.99");
    expect(formatPrice("14.99", "USD")).toBe("$14.99");
    expect(formatPrice(4, "usd")).toBe("$4.00");
    expect(formatPrice(3.99, "EUR")).toBe("3.99 EUR");
    expect(formatPrice("12.5", "gbp")).toBe("12.50 GBP");
  });

  it("refuses prices that are not valid amounts", () => {
    for (const bad of [null, undefined, "", "free", "-1", 0, -2, Number.NaN, Number.POSITIVE_INFINITY, "3.99abc"]) {
      expect(formatPrice(bad as never)).toBeNull();
      expect(parsePrice(bad as never)).toBeNull();
    }
  });
});

describe("cheapest price per offer type", () => {
  const offers = [
    { type: "subscription", price: null },
    { type: "rent", price: "5.99", currency: "USD" },
    { type: "rent", price: "3.99", currency: "USD" },
    { type: "rent", price: "0", currency: "USD" },
    { type: "rent", price: "n/a" },
    { type: "buy", price: 19.99 },
    { type: "purchase", price: 14.99 },
    { type: "buy", price: null },
  ];

  it("takes the lowest valid price of the type", () => {
    expect(cheapestPrice(offers, "rent")).toEqual({ amount: 3.99, currency: "USD", label: "$3.99" });
    expect(cheapestPrice(offers, "buy")?.label).toBe("$14.99");
  });

  it("is null when no offer of the type has a valid price", () => {
    expect(cheapestPrice(offers, "free")).toBeNull();
    expect(cheapestPrice([{ type: "rent", price: null }], "rent")).toBeNull();
  });

  it("keeps the currency of the cheapest offer", () => {
    expect(cheapestPrice([{ type: "rent", price: 2.5, currency: "eur" }], "rent")?.label).toBe("2.50 EUR");
  });
});

describe("trailer links", () => {
  it("converts YouTube watch links to embed form", () => {
    expect(trailerEmbedUrl("https://www.youtube.com/watch?v=zSWdZVtXT7E")).toBe(
      "https://www.youtube.com/embed/zSWdZVtXT7E",
    );
    expect(trailerEmbedUrl("https://youtube.com/watch?feature=share&v=zSWdZVtXT7E")).toBe(
      "https://www.youtube.com/embed/zSWdZVtXT7E",
    );
    expect(trailerEmbedUrl("https://m.youtube.com/watch?v=zSWdZVtXT7E&t=1m30s")).toBe(
      "https://www.youtube.com/embed/zSWdZVtXT7E?start=90",
    );
  });

  it("converts youtu.be short links", () => {
    expect(trailerEmbedUrl("https://youtu.be/zSWdZVtXT7E")).toBe("https://www.youtube.com/embed/zSWdZVtXT7E");
    expect(trailerEmbedUrl(" https://youtu.be/zSWdZVtXT7E?t=42 ")).toBe(
      "https://www.youtube.com/embed/zSWdZVtXT7E?start=42",
    );
  });

  it("passes every other link through", () => {
    for (const url of [
      "https://www.youtube.com/embed/zSWdZVtXT7E",
      "https://vimeo.com/123456",
      "https://www.youtube.com/watch?list=PL123",
      "https://youtu.be/",
      "not a url",
    ]) {
      expect(trailerEmbedUrl(url)).toBe(url);
    }
    expect(trailerEmbedUrl(null)).toBeNull();
    expect(trailerEmbedUrl(undefined)).toBeNull();
  });
});

describe("offer type mapping", () => {
  it("maps provider spellings to our four types, subscription by default", () => {
    expect(mapOfferType("flatrate")).toBe("subscription");
    expect(mapOfferType("Subscription")).toBe("subscription");
    expect(mapOfferType(undefined)).toBe("subscription");
    expect(mapOfferType("ads")).toBe("free");
    expect(mapOfferType("free")).toBe("free");
    expect(mapOfferType(" RENT ")).toBe("rent");
    expect(mapOfferType("rental")).toBe("rent");
    expect(mapOfferType("purchase")).toBe("buy");
    expect(mapOfferType("buy")).toBe("buy");
  });
});

describe("streaming filter for recommendations", () => {
  const onNetflix = { available: true, services: [{ name: " Netflix ", type: "subscription" }] };
  const rentable = { available: true, services: [{ name: "apple tv store", type: "rent" }] };
  const untypedHulu = { available: true, services: [{ name: "hulu" }] };
  const none = { available: false, services: [] };

  it("lets everything through when no filter is set", () => {
    const f = { services: [], types: [] };
    expect(isFilterActive(f)).toBe(false);
    expect(matchesStreamingFilter(none, f)).toBe(true);
    expect(matchesStreamingFilter(null, f)).toBe(true);
  });

  it("needs availability once a filter is set", () => {
    const f = { services: ["netflix"], types: ["rent" as const] };
    expect(matchesStreamingFilter(none, f)).toBe(false);
    expect(matchesStreamingFilter(undefined, f)).toBe(false);
    expect(matchesStreamingFilter({ available: false, services: [{ name: "netflix" }] }, f)).toBe(false);
  });

  it("matches a service by case-insensitive trimmed name, and display names", () => {
    expect(matchesStreamingFilter(onNetflix, { services: ["NETFLIX"], types: [] })).toBe(true);
    expect(matchesStreamingFilter(onNetflix, { services: ["Netflix"], types: [] })).toBe(true);
    expect(matchesStreamingFilter(onNetflix, { services: ["hulu"], types: [] })).toBe(false);
    expect(
      matchesStreamingFilter({ available: true, services: [{ name: "HBO Max" }] }, { services: ["max"], types: [] }),
    ).toBe(true);
  });

  it("matches a type by the mapped type (missing type = subscription)", () => {
    expect(matchesStreamingFilter(rentable, { services: [], types: ["rent"] })).toBe(true);
    expect(matchesStreamingFilter(rentable, { services: [], types: ["buy"] })).toBe(false);
    expect(matchesStreamingFilter(untypedHulu, { services: [], types: ["subscription"] })).toBe(true);
    expect(
      matchesStreamingFilter(
        { available: true, services: [{ name: "x", type: "flatrate" }] },
        {
          services: [],
          types: ["subscription"],
        },
      ),
    ).toBe(true);
  });

  it("combines services and types with OR, like the API", () => {
    const f = { services: ["netflix"], types: ["rent" as const] };
    expect(matchesStreamingFilter(onNetflix, f)).toBe(true);
    expect(matchesStreamingFilter(rentable, f)).toBe(true);
    expect(matchesStreamingFilter(untypedHulu, f)).toBe(false);
  });

  it("reads the dialog's selection: picked services already say which subscriptions", () => {
    expect(effectiveFilter({ services: ["Netflix", "netflix"], types: ["subscription", "rent"] })).toEqual({
      services: ["netflix"],
      types: ["rent"],
    });
    expect(effectiveFilter({ services: [], types: ["subscription"] })).toEqual({
      services: [],
      types: ["subscription"],
    });
    const f = effectiveFilter({ services: ["Netflix"], types: ["subscription"] });
    expect(matchesStreamingFilter(untypedHulu, f)).toBe(false);
    expect(matchesStreamingFilter(onNetflix, f)).toBe(true);
  });
});
