/**
 * A small catalogue for the API tests, written to a temporary folder in the format of data/catalogue
 * (the real services.json and availability.json, a handful of hand-picked titles and numbered fillers), so the tests go
 * through the same seed as production.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import type { TCatalogueTitle } from "../../../shared/catalogue-data";
import type { Db } from "../../db/client";
import { seedCatalogue } from "../../db/seed";
import { CATALOGUE_DIR } from "./catalogue-files";

type Offer = TCatalogueTitle["offers"][number];

function title(t: Partial<TCatalogueTitle> & Pick<TCatalogueTitle, "title" | "year">): TCatalogueTitle {
  const tv = t.type === "tv";
  return {
    type: "movie",
    genres: ["Drama"],
    moods: ["character-driven", "emotional", "slow-burn"],
    keywords: ["family", "city"],
    runtime: tv ? 45 : 110,
    seasons: tv ? 2 : null,
    certification: tv ? "TV-14" : "PG-13",
    rating: 7,
    popularity: 10,
    language: "en",
    country: "US",
    description: "A quiet story about people getting through an ordinary year together.",
    imdb_id: null,
    trailer_url: null,
    offers: [],
    ...t,
  };
}

const sub = (service: string): Offer => ({ service, type: "subscription" });
const free = (service: string): Offer => ({ service, type: "free" });
const rent = (service: string, price: number): Offer => ({ service, type: "rent", price });
const buy = (service: string, price: number): Offer => ({ service, type: "buy", price });

/** The hand-picked titles; ids are the slug of title + year. */
export const FIXTURE_TITLES: TCatalogueTitle[] = [
  title({
    title: "Alien",
    year: 1979,
    genres: ["Horror", "Science Fiction"],
    moods: ["scary", "tense", "space", "atmospheric"],
    keywords: ["xenomorph", "spaceship", "android"],
    certification: "R",
    rating: 8.5,
    popularity: 80,
    description: "The crew of a space freighter answers a distress call and brings a deadly stowaway aboard.",
    imdb_id: "tt0078748",
    trailer_url: "https://www.youtube.com/watch?v=LjLamj-b0I8",
    offers: [sub("hulu"), rent("apple tv store", 3.99), buy("apple tv store", 14.99)],
  }),
  title({
    title: "Aliens",
    year: 1986,
    genres: ["Action", "Science Fiction"],
    moods: ["action-packed", "tense", "space"],
    keywords: ["xenomorph", "marines", "colony"],
    certification: "R",
    rating: 8.4,
    popularity: 75,
    description: "A lone survivor returns to the moon where it all began, this time with a squad of marines.",
    offers: [sub("hulu"), buy("amazon video", 12.99)],
  }),
  title({
    title: "The Matrix",
    year: 1999,
    genres: ["Action", "Science Fiction"],
    moods: ["mind-bending", "action-packed", "stylish"],
    keywords: ["simulation", "hacker", "chosen one"],
    certification: "R",
    rating: 8.7,
    popularity: 90,
    description: "A hacker learns that the world he knows is a simulation and joins the rebels fighting its makers.",
    offers: [sub("max"), rent("amazon video", 3.99), buy("amazon video", 14.99)],
  }),
  title({
    title: "The Heist Job",
    year: 2015,
    genres: ["Crime", "Comedy"],
    moods: ["witty", "fast-paced", "quirky"],
    keywords: ["bank", "crew"],
    popularity: 5,
    description: "Four friends plan to rob a bank and keep arguing about the getaway car.",
    offers: [sub("netflix")],
  }),
  title({
    title: "Ocean's Eleven",
    year: 2001,
    genres: ["Crime", "Comedy"],
    moods: ["heist", "witty", "stylish"],
    keywords: ["casino", "las vegas"],
    popularity: 60,
    description: "A charming thief gathers a crew of specialists to rob three casinos in a single night.",
    offers: [rent("google tv", 3.99), rent("apple tv store", 4.99), buy("google tv", 9.99)],
  }),
  title({
    title: "Quiet Harbour",
    year: 2010,
    popularity: 3,
    description: "A retired diver is pulled into a heist planned by the nephew he barely knows.",
    offers: [free("tubi tv")],
  }),
  title({
    title: "Heat",
    year: 1995,
    genres: ["Crime", "Thriller"],
    moods: ["tense", "gritty", "slow-burn"],
    keywords: ["los angeles", "detective"],
    certification: "R",
    popularity: 55,
    description: "A detective and a professional thief circle each other across Los Angeles.",
    offers: [sub("netflix"), sub("peacock")],
  }),
  title({
    title: "It",
    year: 2017,
    genres: ["Horror"],
    moods: ["scary", "coming-of-age", "supernatural"],
    keywords: ["clown", "small town"],
    certification: "R",
    popularity: 50,
    description: "A group of misfit kids face a shape-shifting clown that feeds on fear.",
    offers: [],
  }),
  title({
    title: "Split",
    year: 2016,
    genres: ["Thriller", "Horror"],
    moods: ["tense", "psychological", "twisty"],
    keywords: ["captivity", "identity"],
    certification: "PG-13",
    popularity: 65,
    description: "Three teenagers are held captive by a man whose many personalities argue over their fate.",
  }),
  title({
    title: "Fil",
    year: 2020,
    popularity: 0,
    description: "A short about a tailor who mends everything in his street with a single spool of thread.",
  }),
  title({
    title: "Up",
    year: 2009,
    genres: ["Animation", "Family"],
    moods: ["heartwarming", "adventurous", "tearjerker"],
    keywords: ["balloons", "old man"],
    certification: "PG",
    popularity: 70,
    description: "An old man ties thousands of balloons to his house and flies off with a stowaway scout.",
    offers: [sub("disney+"), rent("amazon video", 3.99)],
  }),
  title({
    title: "There Will Be Blood",
    year: 2007,
    genres: ["Drama"],
    moods: ["dark", "slow-burn", "epic"],
    keywords: ["oil", "greed"],
    certification: "R",
    popularity: 40,
    description: "An oilman's ambition swallows everything around him in turn-of-the-century California.",
    offers: [sub("paramount plus")],
  }),
  title({
    title: "Se7en",
    year: 1995,
    genres: ["Crime", "Thriller"],
    moods: ["dark", "gritty", "twisty"],
    keywords: ["serial killer", "detectives"],
    certification: "R",
    popularity: 45,
    description: "Two detectives hunt a killer who stages his crimes after the deadly sins.",
    offers: [sub("max")],
  }),
  title({
    title: "100% Wolf",
    year: 2020,
    genres: ["Animation", "Family"],
    moods: ["family-friendly", "lighthearted", "quirky"],
    keywords: ["werewolf", "poodle"],
    certification: "PG",
    popularity: 8,
    description: "The heir to a family of werewolves turns into a fluffy poodle on his first full moon.",
    offers: [sub("netflix")],
  }),
  title({
    title: "Office_Space",
    year: 1999,
    genres: ["Comedy"],
    moods: ["satirical", "witty", "quirky"],
    keywords: ["office", "printer"],
    certification: "R",
    popularity: 8,
    description: "Three fed-up office workers plan a small revenge on their company that goes wrong.",
    offers: [rent("amazon video", 3.99)],
  }),
  title({
    title: "Dark Waters",
    year: 2017,
    type: "tv",
    genres: ["Mystery", "Drama"],
    moods: ["atmospheric", "mysterious", "binge-worthy"],
    keywords: ["lake", "disappearance"],
    certification: "TV-MA",
    popularity: 30,
    description: "A detective returns to her lake town when a teenager vanishes on the night of the festival.",
    offers: [
      sub("netflix"),
      sub("hulu"),
      sub("max"),
      free("tubi tv"),
      free("pluto tv"),
      rent("amazon video", 5.99),
      rent("apple tv store", 3.99),
      rent("google tv", 4.99),
      buy("amazon video", 24.99),
      buy("apple tv store", 19.99),
      buy("google tv", 21.99),
      buy("fandango at home", 9.99),
    ],
  }),
];

/** Numbered fillers so there are several pages: popularity 1 and titles "Filler 01".. "Filler 40". */
export const FILLER_COUNT = 40;
const FILLERS: TCatalogueTitle[] = Array.from({ length: FILLER_COUNT }, (_, i) =>
  title({ title: `Filler ${String(i + 1).padStart(2, "0")}`, year: 2000 + (i % 20), popularity: 1 }),
);

export const FIXTURE_SIZE = FIXTURE_TITLES.length + FILLER_COUNT;

/** Writes the fixture catalogue to a temporary folder (removed after the file's tests) and returns it. */
export function writeFixtureCatalogue(titles: TCatalogueTitle[] = [...FIXTURE_TITLES, ...FILLERS]): string {
  const dir = mkdtempSync(join(tmpdir(), "moodreel-catalogue-"));
  mkdirSync(join(dir, "titles"));
  copyFileSync(join(CATALOGUE_DIR, "services.json"), join(dir, "services.json"));
  copyFileSync(join(CATALOGUE_DIR, "availability.json"), join(dir, "availability.json"));
  writeFileSync(join(dir, "titles", "fixture.json"), JSON.stringify(titles, null, 1));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Seeds the fixture catalogue into a database. */
export async function seedFixtureCatalogue(db: Db): Promise<void> {
  await seedCatalogue(db, { dir: writeFixtureCatalogue() });
}
