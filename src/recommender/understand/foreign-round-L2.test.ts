import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { expectSameReading, topGenres as genresOf } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { foreignLanguages, translateForeign } from "./foreign";

const index = buildIndex(TEST_TITLES);
const topGenres = (text: string) => genresOf(index, text);

describe("German, Dutch, Swedish, Danish, Norwegian and Afrikaans as people type them", () => {
  it.each([
    ["de", "bitte kein Horror, was Leichtes", "no horror please, something light"],
    ["de", "agententhriller, nicht zu lang", "spy thriller, not too long"],
    ["de", "Kriegsfilm nach einer wahren Geschichte", "war film based on a true story"],
    ["de", "ein herzerwärmender film für sonntagnachmittag", "a heartwarming film for a sunday afternoon"],
    ["de", "düsterer psychothriller", "a dark psychological thriller"],
    ["nl", "detectiveserie uit de jaren 2000", "a detective series from the 2000s"],
    ["nl", "spionagethriller, niet te lang", "spy thriller, not too long"],
    ["nl", "een film om over na te denken", "a film that makes you think"],
    ["nl", "horrorkomedie", "horror comedy"],
    ["sv", "animeserie", "anime series"],
    ["sv", "spionthriller, inte för lång", "spy thriller, not too long"],
    ["sv", "nåt i stil med inception", "something like inception"],
    ["sv", "en sorglig kärlekshistoria", "a sad love story"],
    ["da", "alene i aften, noget mørkt", "alone tonight, something dark"],
    ["da", "god thriller fra halvfemserne", "a good thriller from the nineties"],
    ["da", "en film der får en til at tænke", "a film that makes you think"],
    ["da", "hyggelig julefilm til familien", "a cozy christmas film for the family"],
    ["no", "en film som får deg til å tenke", "a film that makes you think"],
    ["no", "familiekomedie for barn fra 8 år", "family comedy for kids aged 8"],
    ["af", "spioenasieriller, nie te lank nie", "spy thriller, not too long"],
    ["af", "'n fliek om by te huil", "a film to cry to"],
    ["af", "gesinskomedie vir kinders van 8", "a family comedy for kids aged 8"],
    ["af", "'n misdaad minireeks", "a crime miniseries"],
  ])("%s: %j reads like %j", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it.each([
    ["de", "was lustiges ohne Romantik", "Romance"],
    ["de", "kein animationsfilm", "Animation"],
    ["de", "was spannendes, keine dokus", "Documentary"],
    ["da", "ingen animationsfilm", "Animation"],
    ["no", "ingen animasjon", "Animation"],
  ])("%s: reads the refusal in %j", (_language, text, genre) => {
    expect(parseMood(index, text).excludeGenres).toContain(genre);
    expect(topGenres(text)).not.toContain(genre);
  });

  it.each([
    ["de", "nichts zu trauriges"],
    ["nl", "niets te verdrietigs"],
    ["sv", "inget för sorgligt"],
    ["no", "ingenting for trist"],
    ["af", "niks te hartseer nie"],
  ])("%s: %j refuses sad films", (_language, text) => {
    expect(parseMood(index, text).excludeMoods).toContain("tearjerker");
  });

  it.each([
    ["da", "film med mormor, intet voldeligt", "violent"],
    ["nl", "film met oma, niks gewelddadigs", "violent"],
  ])("%s: %j refuses %s", (_language, text, mood) => {
    expect(parseMood(index, text).excludeMoods).toContain(mood);
  });

  it.each([
    ["de", "eine Serie mit kurzen Folgen", 30],
    ["de", "kurzer film unter einer stunde", 59],
    ["nl", "serie met korte afleveringen", 30],
    ["nl", "korte film onder het uur", 59],
    ["da", "thriller på cirka 90 minutter", 95],
    ["da", "feelgood film, max 100 minutter", 100],
    ["da", "kort film under en time", 59],
    ["no", "thriller på omtrent 90 minutter", 95],
    ["af", "feelgood fliek, maksimum 100 minute", 100],
  ])("%s: reads the runtime limit in %j", (_language, text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["de", "Action aus den 80ern oder 90ern", 1980, 1999],
    ["de", "nichts älter als 2000", 2000, null],
    ["nl", "niks ouder dan 2000", 2000, null],
    ["af", "niks ouer as 2000 nie", 2000, null],
    ["sv", "science fiction film efter 2010", 2011, null],
    ["no", "science fiction film etter 2010", 2011, null],
  ])("%s: reads the years in %j", (_language, text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it.each([
    ["de", "eine neue serie von diesem jahr", "a new series from this year"],
    ["nl", "nieuwe serie van dit jaar", "a new series from this year"],
    ["sv", "ny serie från i år", "a new series from this year"],
    ["af", "nuwe reeks van vanjaar", "a new series from this year"],
  ])("%s: %j reads this year as %j does", (_language, foreign, english) => {
    const wanted = parseMood(index, english).yearMin;
    expect(wanted).not.toBeNull();
    expect(parseMood(index, foreign).yearMin).toBe(wanted);
  });

  it.each([
    ["de", "familienkomödie mit kindern ab 8", 8],
    ["sv", "familjekomedi för barn från 8 år", 8],
    ["da", "sjov tegnefilm til min søn på 5", 5],
    ["no", "morsom tegnefilm for sønnen min på 5", 5],
    ["af", "snaakse animasiefliek vir my seuntjie van 5", 5],
  ])("%s: reads the child's age in %j", (_language, text, age) => {
    expect(parseMood(index, text)).toMatchObject({ viewerAge: age, familySafe: true });
  });

  it.each([
    ["sv", "romantisk film för en dejt", "date night"],
    ["da", "musical til jul", "christmas"],
    ["no", "en film å se med foreldrene mine", "with parents"],
    ["de", "serie zum bingen am wochenende", "weekend"],
    ["af", "reeks om hierdie naweek te binge", "weekend"],
    ["nl", "iets voor een regenachtige dag", "rainy day"],
  ])("%s: reads the occasion in %j", (_language, text, occasion) => {
    expect(parseMood(index, text).occasion).toBe(occasion);
  });

  it.each([
    ["de", "eine lustige Komödie für heute Abend"],
    ["de", "heute abend allein, was Düsteres"],
  ])("%s: 'heute Abend' in %j is tonight, not an evening after work", (_language, text) => {
    expect(translateForeign(text)).toContain("tonight");
    expect(parseMood(index, text).occasion).not.toBe("after work");
  });

  it.each([
    ["de", "bitte kein Horror, was Leichtes"],
    ["de", "nichts zu trauriges"],
    ["nl", "niets te verdrietigs"],
    ["sv", "inget för sorgligt"],
    ["da", "feelgood, intet drama"],
    ["af", "anime reeks"],
  ])("%s: %j is read in its language", (language, text) => {
    expect(foreignLanguages(text)).toContain(language);
  });

  it.each([
    ["kriegsdoku", ["Documentary", "War"]],
    ["gyserserie", ["Horror"]],
    ["spionserie", ["Thriller"]],
  ])("reads the lone compound %j", (text, genres) => {
    for (const genre of genres) expect(topGenres(text)).toContain(genre);
  });

  it.each([
    "let me watch a film about god",
    "a road trip in a van, over 2 hours",
    "a timer counts down in this heist film",
    "something like die hard but lighter",
    "a kung fu film with a locker room fight",
  ])("leaves the English %j alone", (text) => {
    expect(translateForeign(text)).toBe(text);
  });
});
