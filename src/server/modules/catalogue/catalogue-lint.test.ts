/**
 * Data lint of data/catalogue, so the offers people see stay current: reads the files as plain
 * JSON, so one run lists every problem instead of stopping at the first row the schema rejects.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, latestCatalogueYear, mediaId } from "../../../shared/catalogue-data";
import { CATALOGUE_DIR } from "./catalogue-files";

/** Brands that no longer exist in the US: a service or offer under one of these names is out of date. */
const RETIRED_BRANDS = [
  "Microsoft Store", // stopped selling films and series in July 2025
  "Google Play Movies", // replaced by Google TV
  "Epix", // now MGM+
  "Freevee", // folded into Prime Video
  "Amazon Freevee",
  "Noggin", // closed
  "Apple TV+", // now Apple TV
];

interface RawOffer {
  service?: unknown;
  type?: unknown;
  price?: unknown;
}
interface RawTitle {
  title?: unknown;
  year?: unknown;
  description?: unknown;
  offers?: RawOffer[];
}
interface RawService {
  name?: unknown;
  display_name?: unknown;
}
interface RawCatalogue {
  services: RawService[];
  titles: { file: string; rows: RawTitle[] }[];
  availability: { as_of?: unknown } | null;
}

function readRaw(dir = CATALOGUE_DIR): RawCatalogue {
  const json = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8"));
  const titleFiles = readdirSync(join(dir, "titles"))
    .filter((f) => f.endsWith(".json"))
    .sort();
  return {
    services: json("services.json"),
    titles: titleFiles.map((file) => ({ file, rows: json(join("titles", file)) })),
    availability: json("availability.json"),
  };
}

const norm = (s: unknown) => String(s).trim().replace(/\s+/g, " ").toLowerCase();
const RETIRED = new Set(RETIRED_BRANDS.map(norm));

/** Every problem of a catalogue, one line each. */
function lint(c: RawCatalogue, now = new Date()): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const s of c.services) {
    if (RETIRED.has(norm(s.name)) || RETIRED.has(norm(s.display_name)))
      problems.push(`services.json: retired brand ${s.display_name} (${s.name})`);
    names.add(String(s.name));
  }

  const asOf = c.availability?.as_of;
  if (typeof asOf !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf)))
    problems.push(`availability.json: as_of ${String(asOf)} is not an ISO date`);
  else if (Date.parse(`${asOf}T00:00:00Z`) > now.getTime()) problems.push(`availability.json: as_of ${asOf} is ahead`);

  const latest = latestCatalogueYear(now);
  const seen = new Map<string, string>();
  for (const { file, rows } of c.titles) {
    rows.forEach((t, i) => {
      const where = `${file}[${i}] ${String(t.title)} (${String(t.year)})`;
      const id = typeof t.title === "string" && typeof t.year === "number" ? mediaId(t.title, t.year) : null;
      if (id) {
        const first = seen.get(id);
        if (first) problems.push(`${where}: duplicate of ${first} (id ${id})`);
        else seen.set(id, where);
      }
      if (typeof t.year !== "number" || t.year > latest) problems.push(`${where}: year beyond ${latest}`);
      if (typeof t.description !== "string" || t.description.length > DESCRIPTION_MAX)
        problems.push(`${where}: description over ${DESCRIPTION_MAX} characters`);

      const offers = t.offers ?? [];
      for (const o of offers) {
        if (o.type === undefined || o.type === null || o.type === "") problems.push(`${where}: offer without a type`);
        if (RETIRED.has(norm(o.service))) problems.push(`${where}: offer on retired ${String(o.service)}`);
        else if (!names.has(String(o.service)))
          problems.push(`${where}: offer on unknown service ${String(o.service)}`);
      }
      for (const type of ["rent", "buy"]) {
        const prices = offers.filter((o) => o.type === type).map((o) => o.price);
        if (prices.length >= 2 && new Set(prices).size === 1)
          problems.push(`${where}: ${type} costs ${String(prices[0])} at all ${prices.length} stores (templated?)`);
      }
    });
  }
  return problems;
}

describe("catalogue lint", () => {
  it("finds no problem in data/catalogue", () => {
    expect(lint(readRaw())).toEqual([]);
  });

  it("flags each kind of problem", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const title = (over: Partial<RawTitle>): RawTitle => ({
      title: "Fine",
      year: 2001,
      description: "A description of a fine title.",
      offers: [
        { service: "store a", type: "buy", price: 9.99 },
        { service: "store b", type: "buy", price: 8.99 },
      ],
      ...over,
    });
    const problems = lint(
      {
        services: [
          { name: "store a", display_name: "Store A" },
          { name: "store b", display_name: "Store B" },
          { name: "appletv", display_name: "Apple TV+" },
        ],
        availability: { as_of: "2026-07-01" },
        titles: [
          {
            file: "t.json",
            rows: [
              title({}),
              title({ title: "Fine!" }),
              title({ title: "Future", year: 2029 }),
              title({ title: "Long", description: "x".repeat(DESCRIPTION_MAX + 1) }),
              title({
                title: "Offers",
                offers: [
                  { service: "microsoft store", type: "buy", price: 9.99 },
                  { service: "nowhere", type: "rent", price: 3.99 },
                  { service: "store a" },
                ],
              }),
              title({
                title: "Same",
                offers: [
                  { service: "store a", type: "rent", price: 3.99 },
                  { service: "store b", type: "rent", price: 3.99 },
                ],
              }),
            ],
          },
        ],
      },
      now,
    );
    expect(problems).toEqual([
      "services.json: retired brand Apple TV+ (appletv)",
      "availability.json: as_of 2026-07-01 is ahead",
      "t.json[1] Fine! (2001): duplicate of t.json[0] Fine (2001) (id fine-2001)",
      "t.json[2] Future (2029): year beyond 2028",
      `t.json[3] Long (2001): description over ${DESCRIPTION_MAX} characters`,
      "t.json[4] Offers (2001): offer on retired microsoft store",
      "t.json[4] Offers (2001): offer on unknown service nowhere",
      "t.json[4] Offers (2001): offer without a type",
      "t.json[5] Same (2001): rent costs 3.99 at all 2 stores (templated?)",
    ]);
  });
});
