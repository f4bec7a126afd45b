import { describe, expect, it } from "vitest";
import foreignWords from "../data/foreign-words.json" with { type: "json" };
import { buildIndex, parseMood } from "../engine";
import { expectSameReading, topGenres as genresOf } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const topGenres = (text: string) => genresOf(index, text);

describe("foreign words and emoji", () => {
  it.each([
    ["una comedia romántica para ver con mi pareja", "a romantic comedy"],
    ["une comédie romantique", "a romantic comedy"],
    ["eine romantische Komödie", "a romantic comedy"],
    ["una película de terror", "a horror movie"],
    ["una peli de terror", "a horror movie"],
    ["un film d'horreur", "a horror film"],
    ["ein Gruselfilm, gruselig", "scary"],
    ["un documental de guerra", "a war documentary"],
    ["een romantische komedie", "a romantic comedy"],
    ["een griezelige film", "a scary film"],
    // the genre words of each language, and German compounds split into them
    ["un documental de música", "a music documentary"],
    ["un documentaire sur la musique", "a music documentary"],
    ["ein Dokumentarfilm über Musik", "a music documentary film"],
    ["ein Kriegsfilm", "a war film"],
    ["een oorlogsfilm", "a war film"],
    ["un documentario di musica", "a music documentary"],
    ["een muziekdocumentaire", "a music documentary"],
  ])("%j reads like %j", (foreign, english) => {
    expect(topGenres(foreign)).toEqual(topGenres(english));
    expect(topGenres(english).length).toBeGreaterThan(0);
  });

  it("reads the everyday Spanish 'peli' as a film", () => {
    expect(parseMood(index, "quiero una peli que me haga reír").type).toBe("movie");
  });

  it("translates negation only in the language's own company", () => {
    expect(translateForeign("quelque chose de doux, pas de violence")).toContain("no violence");
    expect(parseMood(index, "una comedia sin violencia").negated.join(" ")).toMatch(/violen/);
    expect(translateForeign("a con artist film")).toBe("a con artist film");
  });

  it("reads 'too' in each language, so 'not too' limits instead of naming a keyword", () => {
    expect(translateForeign("un film romantique mais pas trop niais")).toContain("not too");
    expect(translateForeign("ein Krimi, aber nicht zu brutal")).toContain("not too brutal");
    expect(parseMood(index, "un film romantique mais pas trop niais").excludeKeywords).toEqual([]);
  });

  it.each([
    ["qualcosa di western, anni sessanta o settanta", 1960, 1979],
    ["una peli de los ochenta", 1980, 1989],
    ["un film des années quatre-vingt", 1980, 1989],
    ["ein Film aus den Achtzigern", 1980, 1989],
    ["een misdaadserie uit de jaren tachtig", 1980, 1989],
    ["een spannende film uit de jaren 90", 1990, 1999],
  ])("%j names the decades in words", (text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it("leaves English words that look foreign alone", () => {
    for (const text of ["anime tonight", "a courtroom drama, something kinder", "Die Hard is my favourite"]) {
      expect(translateForeign(text)).toBe(text);
    }
  });

  it("splits hyphenated compounds", () => {
    expect(translateForeign("eine Science-Fiction-Serie zum Durchschauen")).toBe(
      "eine science fiction series to binge",
    );
  });

  it("reads emoji, with or without the variation selector", () => {
    expect(topGenres("😂🍿")).toEqual(topGenres("funny movie night"));
    expect(translateForeign("date night ❤️")).toContain("romantic");
    expect(translateForeign("date night ❤")).toContain("romantic");
    expect(parseMood(index, "😱👻").recognised).toBe(true);
  });

  it("every emoji in the table reads as something the reader knows (🏈, 🦖, 📺, 🏴‍☠️ …)", () => {
    for (const emoji of Object.keys(foreignWords.emoji)) {
      const mood = parseMood(index, emoji);
      expect(mood.recognised, emoji).toBe(true);
      expect(mood.facets.length > 0 || mood.type !== null, emoji).toBe(true);
    }
  });

  it("reads a run of decade words in linear time", () => {
    const started = performance.now();
    translateForeign(`un film ${"anni sessanta o settanta ".repeat(400)}`);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("stays fast on long hostile text", () => {
    const hostile =
      "comedia ".repeat(2000) + "😂".repeat(2000) + "los 90 5 años 90er ".repeat(500) + "horrorfilmeserie".repeat(300);
    const started = performance.now();
    translateForeign(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("foreign grammar beyond single words", () => {
  it.each([
    ["una commedia romantica", "a romantic comedy"],
    ["um filme de terror", "a horror movie"],
    ["etwas Romantisches", "something romantic"],
    ["une série policière", "a crime series"],
    ["bitte keine Horrorfilme, eine Komödie", "no horror films, a comedy"],
  ])("%j reads like %j", (foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it("reads runtimes, decades and ages written in other languages", () => {
    expect(parseMood(index, "etwas Lustiges, nicht länger als 2 Stunden").maxRuntime).toBe(120);
    expect(parseMood(index, "un film d'action des années 90")).toMatchObject({ yearMin: 1990, yearMax: 1999 });
    expect(parseMood(index, "ein Krimi aus den 80ern")).toMatchObject({ yearMin: 1980, yearMax: 1989 });
    expect(parseMood(index, "dibujos animados para mi hija de 5 años")).toMatchObject({
      viewerAge: 5,
      familySafe: true,
    });
  });

  it.each([
    ["algo de terror, pero que dure menos de hora y media", 89],
    ["una comedia de menos de una hora y media", 89],
    ["un film d'horreur de moins d'une heure et demie", 89],
    ["ein Krimi unter anderthalb Stunden", 89],
    ["una commedia di meno di un'ora e mezza, per stasera", 89],
    ["um filme de terror com menos de uma hora e meia", 89],
    ["een film van minder dan anderhalf uur", 89],
    ["un film comique de moins d'une heure", 59],
    // "less than" leaves its bound out, as "under" does
  ])("reads the hour and a half and the hour in %j", (foreign, minutes) => {
    expect(parseMood(index, foreign).maxRuntime).toBe(minutes);
  });

  it.each([
    ["una serie de ciencia ficción de 2015 en adelante", 2015],
    ["une comédie à partir de 2000", 2000],
    ["ein Krimi ab 2015", 2015],
    ["qualcosa di comico dal 2010 in poi", 2010],
    ["um filme de terror a partir de 2012", 2012],
    ["een film vanaf 2015", 2015],
  ])("reads an open-ended period in %j", (foreign, yearMin) => {
    expect(parseMood(index, foreign)).toMatchObject({ yearMin, yearMax: null });
  });

  it("leaves English numbers and titles alone", () => {
    expect(translateForeign("Die Hard 2, something from the 90s")).toBe("Die Hard 2, something from the 90s");
    expect(parseMood(index, "a 90 minute thriller").yearMin).toBeNull();
  });
});

describe("Swedish and Polish", () => {
  it.each([
    ["en romantisk komedi", "a romantic comedy"],
    ["en skräckfilm", "a horror film"],
    ["en rolig serie för hela familjen", "a funny series for the whole family"],
    ["komedia romantyczna", "a romantic comedy"],
    ["serial kryminalny", "a crime series"],
    ["straszne filmy o duchach", "scary movies about ghosts"],
  ])("%j reads like %j", (foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it.each([
    ["ingen skräck, något roligt", "Horror"],
    ["jakiś film, ale nie horror", "Horror"],
    ["nie chcę horroru, wolę komedię", "Horror"],
  ])("reads the refusal in %j", (text, genre) => {
    expect(parseMood(index, text).excludeGenres).toContain(genre);
  });

  it("reads 'without' and Swedish 'för' as 'too'", () => {
    expect(parseMood(index, "en komedi utan våld").negated.join(" ")).toMatch(/violen/);
    expect(parseMood(index, "komedia bez przemocy").negated.join(" ")).toMatch(/violen/);
    expect(translateForeign("en skräckfilm, men inte för blodig")).toBe("a horror film, but not too gory");
    expect(parseMood(index, "nic strasznego, coś zabawnego").excludeGenres).toContain("Horror");
  });

  it.each([
    ["något lugnt, inte längre än 2 timmar", 120],
    ["en film på högst en och en halv timme", 90],
    ["en serie, avsnitt under en halvtimme", 29],
    ["film maksymalnie poltorej godziny", 90],
    ["serial, odcinki do 30 minut", 30],
    ["film nie dluzszy niz 2 godziny", 120],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["en tecknad film för min 6-åring", 6],
    ["film dla mojej 6-letniej córki", 6],
    ["coś dla 5-latka", 5],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(parseMood(index, text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it("reads kids and family", () => {
    expect(parseMood(index, "en film för barnen").familySafe).toBe(true);
    expect(parseMood(index, "bajka dla dzieci").familySafe).toBe(true);
    expect(translateForeign("något mysigt att titta på med min flickvän ikväll")).toContain(
      "with my girlfriend tonight",
    );
  });

  it.each([
    ["en deckare från åttiotalet", 1980, 1989],
    ["nya filmer från 2015 och framåt", 2015, null],
    ["en krigsfilm äldre än 1990", null, 1989],
    ["kryminał z lat osiemdziesiątych", 1980, 1989],
    ["stary film z lat sześćdziesiątych", 1960, 1969],
    ["nowe filmy od 2015 roku", 2015, null],
    ["film wojenny starszy niż 1990", null, 1989],
  ])("reads the era in %j", (text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads the old and the classic", () => {
    expect(parseMood(index, "en gammal klassiker").eraPreference?.label).toBe("classic");
    expect(parseMood(index, "stary klasyczny film").yearMax).toBe(1979);
  });

  it("strips endings from forms the table does not list", () => {
    // läskigaste, skräckfilmerna, mysigt, romantiskt; mrocznych, seriali, smokach, smutnego
    expect(translateForeign("jag vill se de läskigaste skräckfilmerna")).toContain("scary horror film");
    expect(translateForeign("något mysigt och romantiskt")).toBe("something cozy and romantic");
    expect(translateForeign("szukam mrocznych seriali o smokach")).toContain("dark series about dragons");
    expect(translateForeign("chcę coś smutnego")).toContain("something sad");
  });

  it("leaves English requests with Swedish and Polish look-alikes alone", () => {
    for (const text of [
      "a film for the family, not for men, like The Lion's Den",
      "Fargo or Den of Thieves, for my men",
      "something for Sam and me, i do like a stare-down",
      "a sad film i can watch with men and kids, no gore",
    ]) {
      expect(translateForeign(text)).toBe(text);
    }
  });
});

describe("numbers and letters across languages", () => {
  it.each([
    ["quero um filme de terror, no máximo uma hora e quarenta", 100],
    ["una película de miedo de una hora y cuarenta minutos como máximo", 100],
    ["un thriller, une heure et quinze minutes maximum", 75],
    ["en film på högst 1,5 timme", 90],
    ["ein Krimi, höchstens 1,5 Stunden", 90],
  ])("reads the minutes in words or with a decimal comma in %j", (text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it("folds letters with a stroke as accents are folded ('kryminał' is 'kryminal')", () => {
    expect(parseMood(index, "kryminał").genres).toEqual(parseMood(index, "kryminal").genres);
    expect(parseMood(index, "kryminał").genres.Crime ?? 0).toBeGreaterThan(0);
  });

  it.each([
    ["en deckare från 80-talet", 1980, 1989],
    ["kryminał z lat 80", 1980, 1989],
    ["komedia, lata 90", 1990, 1999],
  ])("reads a decade in digits in %j", (text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });
});

describe("Turkish, Indonesian, Catalan, Vietnamese, Danish, Norwegian, Czech, Romanian, Greek and Russian", () => {
  it.each([
    ["tr", "bir romantik komedi istiyorum", "a romantic comedy"],
    ["tr", "bu akşam bir korku filmi", "a horror film tonight"],
    ["id", "film horor untuk malam ini", "a horror film for tonight"],
    ["id", "maksimal 90 menit, film aksi", "an action film, 90 minutes max"],
    ["ca", "una comèdia romàntica per veure amb la meva parella", "a romantic comedy to watch with my partner"],
    ["ca", "una pel·lícula d'acció", "an action movie"],
    ["vi", "phim hài lãng mạn", "a romantic comedy film"],
    ["vi", "phim kinh dị", "a horror film"],
    ["da", "jeg vil gerne se en gyserfilm", "i want to watch a horror film"],
    ["da", "jeg vil gerne se en krimiserie", "i want to watch a crime series"],
    ["no", "en skrekkfilm i kveld", "a horror film tonight"],
    ["no", "Jeg vil se noe koselig i kveld", "something cozy tonight"],
    ["cs", "romantická komedie", "a romantic comedy"],
    ["cs", "dobrodružný film pro děti", "an adventure film for kids"],
    ["ro", "vreau o comedie romantică", "a romantic comedy"],
    ["ro", "vreau un film de groază", "a horror film"],
    ["el", "μια ρομαντική κωμωδία", "a romantic comedy"],
    ["el", "ταινία τρόμου για απόψε", "a horror film for tonight"],
    ["ru", "Хочу романтическую комедию", "a romantic comedy"],
    ["ru", "фильм ужасов на вечер", "a horror film"],
  ])("%s: %j reads like %j", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it.each([
    ["tr", "2 saatten uzun olmayan bir film", 120],
    ["tr", "en fazla bir buçuk saat süren bir film", 90],
    ["tr", "bölümleri 30 dakikadan kısa bir dizi", 29],
    ["id", "film tidak lebih dari 2 jam", 120],
    ["ca", "una pel·lícula de no més de 2 hores", 120],
    ["ca", "com a màxim una hora i mitja", 90],
    ["vi", "phim hài không quá 2 tiếng", 120],
    ["vi", "phim dưới 90 phút", 89],
    ["da", "jeg vil gerne se en film på højst 2 timer", 120],
    ["da", "ikke længere end halvanden time", 90],
    ["no", "en skrekkfilm, ikke lengre enn 2 timer", 120],
    ["cs", "film ne delší než 2 hodiny", 120],
    ["cs", "seriál, díly do 30 minut", 30],
    ["ro", "vreau un film de maxim 2 ore", 120],
    ["ro", "un film de cel mult 90 de minute", 90],
    ["el", "Θέλω ένα ντοκιμαντέρ, όχι πάνω από μία ώρα", 60],
    ["el", "μιάμιση ώρα το πολύ", 90],
    ["ru", "фильм не больше полутора часов", 90],
    ["ru", "полтора часа максимум", 90],
    ["ru", "сериал, серии не дольше 30 минут", 30],
  ])("%s: reads the runtime limit in %j", (_language, text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["tr", "korku olmasın, komedi olsun"],
    ["tr", "korku filmi istemiyorum, bir aile filmi"],
    ["id", "bukan horor, komedi saja"],
    ["id", "jangan film horor ya"],
    ["ca", "no vull res de por, una comèdia"],
    ["vi", "không phải phim kinh dị"],
    ["vi", "không muốn xem phim kinh dị"],
    ["da", "ikke gyser, noget sjovt"],
    ["no", "ikke skrekk, noe morsomt"],
    ["cs", "žádný horor, něco vtipného"],
    ["ro", "nu horror, ceva amuzant"],
    ["ro", "fără groază, ceva amuzant"],
    ["el", "όχι τρόμο, κάτι αστείο"],
    ["el", "χωρίς τρόμο"],
    ["ru", "не ужасы, что-нибудь смешное"],
    ["ru", "только не ужасы"],
  ])("%s: reads 'not horror' in %j", (_language, text) => {
    const mood = parseMood(index, text);
    expect(mood.excludeGenres).toContain("Horror");
    expect(topGenres(text)).not.toContain("Horror");
  });

  it.each([
    ["tr", "6 yaşındaki kızım için çizgi film", 6],
    ["id", "film kartun untuk anak umur 6 tahun", 6],
    ["id", "anak saya 7 tahun, mau nonton kartun", 7],
    ["ca", "una sèrie de dibuixos animats per a un nen de 6 anys", 6],
    ["vi", "phim hoạt hình cho bé 6 tuổi", 6],
    ["da", "en tegnefilm til min 6-årige datter", 6],
    ["no", "en tegnefilm for en 6-åring", 6],
    ["cs", "pohádka pro 6leté dítě", 6],
    ["ro", "desene animate pentru un copil de 6 ani", 6],
    ["el", "κινούμενα σχέδια για παιδί 6 χρονών", 6],
    ["el", "ένα ντοκιμαντέρ για παιδιά 8 ετών", 8],
    ["ru", "мультфильм для ребенка 6 лет", 6],
    ["ru", "комедия для моей 6-летней дочери", 6],
  ])("%s: reads the child's age in %j", (_language, text, viewerAge) => {
    expect(parseMood(index, text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["tr", "komik bir dizi", "tv"],
    ["tr", "bu akşam bir korku filmi", "movie"],
    ["id", "serial tv korea yang lucu", "tv"],
    ["ca", "una sèrie de dibuixos animats", "tv"],
    ["ca", "una pel·lícula de terror", "movie"],
    ["vi", "tôi muốn xem phim bộ", "tv"],
    ["vi", "phim hoạt hình cho bé 6 tuổi", "movie"],
    ["da", "jeg vil gerne se en krimiserie", "tv"],
    ["no", "jeg vil se en serie", "tv"],
    ["cs", "chci seriál z 80. let", "tv"],
    ["ro", "un serial cu episoade de 30 de minute", "tv"],
    ["ro", "vreau un film de groază", "movie"],
    ["el", "μια σειρά με επεισόδια κάτω από μισή ώρα", "tv"],
    ["ru", "сериал на вечер", "tv"],
    ["ru", "фильм ужасов на вечер", "movie"],
  ])("%s: reads a film or a series in %j", (_language, text, type) => {
    expect(parseMood(index, text).type).toBe(type);
  });

  it.each([
    ["tr", "2000'den önce çekilmiş bir film", null, 1999],
    ["tr", "2010 sonrası bir bilim kurgu dizisi", 2011, null],
    ["tr", "90'lar komedi", 1990, 1999],
    ["id", "Saya mau nonton film sebelum tahun 2000", null, 1999],
    ["id", "film tahun 90-an", 1990, 1999],
    ["ca", "una pel·lícula d'abans de l'any 2000", null, 1999],
    ["vi", "tôi muốn xem phim trước năm 2000", null, 1999],
    ["vi", "Xin giới thiệu phim hài từ năm 2010 trở đi", 2010, null],
    ["da", "jeg vil se en serie fra før 2000", null, 1999],
    ["cs", "chci seriál z 80. let", 1980, 1989],
    ["cs", "film před rokem 2000", null, 1999],
    ["ro", "un serial din anii 90", 1990, 1999],
    ["ro", "un film înainte de 2000", null, 1999],
    ["el", "μια ταινία πριν το 2000", null, 1999],
    ["el", "ταινία δράσης της δεκαετίας του 90", 1990, 1999],
    ["ru", "фильм до 2000 года", null, 1999],
    ["ru", "боевик 90-х", 1990, 1999],
  ])("%s: reads the years in %j", (_language, text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads a word the way the language the text is in means it ('rolig' is calm in Danish, funny in Swedish)", () => {
    expect(translateForeign("jeg vil gerne se en rolig film")).toContain("calm film");
    expect(translateForeign("jag vill se en rolig film")).toContain("funny film");
  });

  it("reads Turkish 'without' suffixes and postpositions", () => {
    expect(parseMood(index, "şiddetsiz bir aile filmi").negated.join(" ")).toMatch(/violen/);
    expect(parseMood(index, "noe morsomt uten vold").negated.join(" ")).toMatch(/violen/);
  });

  it("leaves English requests with look-alike words alone", () => {
    for (const text of [
      "a serial killer thriller, not too long",
      "born in the 80s, a film for my son",
      "something like Iron Man for a 6 year old",
      "a film about a man who has no time, 2 hours max",
      "before 2000, a sad film or a cop show",
      "Die Hard 2, something from the 90s",
    ]) {
      expect(translateForeign(text)).toBe(text);
    }
  });

  it("stays fast on long hostile text in the new languages", () => {
    const hostile = [
      "korku ".repeat(400),
      `${"a".repeat(2000)}siz `,
      "2000 yilindan ".repeat(200),
      "90 ".repeat(600),
      "δεκαετια του ".repeat(300),
      "90-х 6-летн ".repeat(300),
      "1,5 ".repeat(500),
      "l'any ".repeat(300),
    ].join(" ");
    expect(hostile.length).toBeGreaterThan(10_000);
    for (const text of [hostile, `bir ${hostile}`, `jeg ${hostile}`, `хочу ${hostile}`, `θελω ${hostile}`]) {
      const started = performance.now();
      translateForeign(text);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
