import { describe, expect, it } from "vitest";
import { buildIndex, parseMood } from "../engine";
import { expectReadInTime, expectSameReading, topGenres as genresOf } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { translateForeign } from "./foreign";
import { simplified } from "./foreign-hant";

const index = buildIndex(TEST_TITLES);
const topGenres = (text: string) => genresOf(index, text);

describe("Japanese, Korean, Chinese (simplified and traditional) and Thai, round L5", () => {
  it.each([
    ["zh-hant", "萬聖節看的恐怖電影", "a horror film for halloween"],
    ["zh-hant", "適合10歲以下小孩看的動畫電影", "an animated film for my 10 year old"],
    ["zh-hant", "搞笑的喪屍片", "a funny zombie film"],
    ["zh-hant", "適合小朋友看的卡通", "a cartoon for kids"],
    ["zh-hant", "不要太長的偵探劇", "a detective series, not too long"],
    ["ja", "笑えるゾンビ映画", "a funny zombie film"],
    ["ko", "범죄 미니시리즈", "a crime miniseries"],
    ["th", "หนังซอมบี้ตลกๆ", "a funny zombie film"],
  ])("%s: %j reads like %j", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it("turns traditional characters into simplified ones only in Chinese text", () => {
    expect(simplified("恐怖電影")).toBe("恐怖电影");
    expect(simplified("恋愛映画が見たい")).toBe("恋愛映画が見たい");
    expect(simplified("드라마 電影")).toBe("드라마 電影");
  });

  it.each([
    ["ja", "両親と一緒に見れる映画", "with parents"],
    ["ja", "おばあちゃんと見れる映画", "with parents"],
    ["ja", "友達とゾンビ映画見たい", "with friends"],
    ["ko", "부모님이랑 같이 볼 영화", "with parents"],
    ["ko", "친구들이랑 좀비 영화 볼래", "with friends"],
    ["ko", "엄마랑 볼 드라마", "with parents"],
    ["zh", "跟爸妈一起看的电影", "with parents"],
    ["zh", "和朋友一起看丧尸片", "with friends"],
    ["zh", "跟女朋友看的电影", "date night"],
    ["th", "หนังดูกับพ่อแม่", "with parents"],
    ["th", "หนังฟีลกู๊ดดูกับภรรยา", "date night"],
  ])("%s: reads who is watching in %j", (_language, text, occasion) => {
    expect(parseMood(index, text).occasion).toBe(occasion);
  });

  it("reads the Korean noun whole before '랑' when it ends in its own '이'", () => {
    expect(translateForeign("아이랑 볼 영화")).toContain("with my kids");
    expect(parseMood(index, "아이랑 볼 영화").familySafe).toBe(true);
  });

  it("keeps Korean words that end in '랑' of their own", () => {
    expect(translateForeign("사랑 영화")).not.toContain("with");
    expect(parseMood(index, "사랑 영화").occasion).not.toBe("with friends");
  });

  it.each([
    ["ja", "あんまり悲しくないのがいい", "tearjerker"],
    ["ja", "今日は悲しい話は見たくない", "tearjerker"],
    ["ko", "너무 슬프지 않은 걸로", "tearjerker"],
    ["ko", "오늘은 슬픈 거 말고", "tearjerker"],
  ])("%s: reads 'nothing sad' in %j", (_language, text, mood) => {
    expect(parseMood(index, text).excludeMoods).toContain(mood);
    expect(parseMood(index, text).moods.melancholic ?? 0).toBeLessThanOrEqual(0);
  });

  it.each([
    ["ja", "ホラーは無理、軽いやつがいい", "Horror", "Comedy"],
    ["ja", "恋愛はいらない、アクションで", "Romance", "Action"],
    ["ja", "ホラーはNG、ラブコメがいい", "Horror", "Romance"],
    ["ko", "애니메이션은 빼줘, 코미디", "Animation", "Comedy"],
    ["zh", "没有暴力的动漫", "", "Animation"],
    ["zh-hant", "有沒有好看的韓劇", "", "Drama"],
    ["zh", "别给我推恐怖片，想看爱情喜剧", "Horror", "Romance"],
    ["zh-hant", "沒有愛情線的刺激冒險片", "Romance", "Adventure"],
    ["th", "หนังผจญภัยตื่นเต้น ไม่มีเรื่องรัก", "Romance", "Adventure"],
    ["ko", "사랑 이야기 말고 액션", "Romance", "Action"],
  ])("%s: reads the refusal in %j and keeps what is wanted", (_language, text, refused, wanted) => {
    if (refused) expect(parseMood(index, text).excludeGenres).toContain(refused);
    expect(parseMood(index, text).excludeGenres).not.toContain(wanted);
    expect(topGenres(text)).toContain(wanted);
  });

  it.each([
    ["ja", "グロくない戦争映画", "War"],
    ["ja", "怖いホラー映画、でもグロいのはなし", "Horror"],
    ["ja", "暴力的すぎないサスペンス", "Thriller"],
    ["ko", "너무 잔인하지 않은 전쟁 영화", "War"],
    ["ko", "너무 폭력적이지 않은 스릴러", "Thriller"],
    ["zh", "不要太暴力的惊悚片", "Thriller"],
    ["zh-hant", "不要太血腥的戰爭片", "War"],
  ])("%s: reads 'not too gory/violent' in %j and still wants the genre after it", (_language, text, wanted) => {
    const mood = parseMood(index, text);
    expect(mood.excludeMoods.some((m) => m === "gory" || m === "violent")).toBe(true);
    expect(mood.excludeGenres).not.toContain(wanted);
    expect(topGenres(text)).toContain(wanted);
  });

  it.each([
    ["ko", "길지 않은 히어로 영화"],
    ["ja", "長くないヒーロー映画"],
  ])("%s: 'not long' in %j leaves the superheroes wanted", (_language, text) => {
    const mood = parseMood(index, text);
    expect(mood.excludeMoods).not.toContain("superhero");
    expect(mood.maxRuntime).toBe(120);
  });

  it.each([
    ["zh", "八九十年代的动作片", 1980, 1999],
    ["zh", "八、九十年代的电影", 1980, 1999],
    ["zh", "80、90年代的喜剧", 1980, 1999],
    ["ko", "80~90년대 영화", 1980, 1999],
    ["th", "หนังแอคชั่นยุค 80 หรือ 90", 1980, 1999],
  ])("%s: reads two decades said once in %j", (_language, text, from, to) => {
    const mood = parseMood(index, text);
    expect([mood.yearMin, mood.yearMax]).toEqual([from, to]);
  });

  it.each([
    ["ko", "2시간 안 넘는 영화", 120],
    ["ko", "90분 안으로 끝나는 코미디", 90],
    ["th", "หนังยาวประมาณ 90 นาที", 95],
  ])("%s: reads the runtime in %j", (_language, text, minutes) => {
    const mood = parseMood(index, text);
    expect(mood.maxRuntime).toBe(minutes);
    expect(mood.runtimePreference).not.toBe("long");
  });

  it.each([
    ["ja", "1シーズンで終わるドラマ"],
    ["ko", "시즌 1개짜리 드라마"],
    ["zh", "只有一季的美剧"],
    ["th", "ซีรีส์ที่มีซีซั่นเดียวจบ"],
  ])("%s: reads one season in %j", (_language, text) => {
    expect(parseMood(index, text).maxSeasons).toBe(1);
  });

  it.each([
    ["ja", "1話が短いドラマ"],
    ["ko", "에피소드가 짧은 드라마"],
    ["zh", "每集很短的剧"],
    ["th", "ซีรีส์ตอนสั้นๆ"],
  ])("%s: reads short episodes in %j as English does", (_language, text) => {
    const mood = parseMood(index, text);
    const english = parseMood(index, "a series with short episodes");
    expect([mood.type, mood.maxRuntime]).toEqual([english.type, english.maxRuntime]);
  });

  it.each([
    ["ja", "千と千尋の神隠しみたいだけどもっと軽いやつ"],
    ["ko", "기생충 같은데 좀 더 가벼운 거"],
    ["zh", "像泰坦尼克号那样但是轻松一点的"],
    ["th", "แบบไททานิคแต่เบากว่านี้"],
  ])("%s: reads 'lighter' in %j", (_language, text) => {
    expect(parseMood(index, text).modifiers).toContain("lighter");
  });

  it.each([
    ["ja", "どんでん返しのあるミステリー"],
    ["ko", "반전 있는 미스터리"],
    ["zh-hant", "有反轉的懸疑片"],
    ["th", "หนังปริศนาหักมุม"],
  ])("%s: reads the twist in %j", (_language, text) => {
    expect(parseMood(index, text).moods.twisty ?? 0).toBeGreaterThan(0.5);
  });

  it.each([
    ["zh", "不要太长的电影"],
    ["zh-hant", "不會太長的超級英雄片"],
  ])("%s: 'not too long' in %j keeps the film wanted", (_language, text) => {
    const mood = parseMood(index, text);
    expect(mood.type).toBe("movie");
    expect(mood.maxRuntime).toBe(120);
  });

  it("reads '剧场版' as a film, not a series", () => {
    expect(parseMood(index, "剧场版动画").type).toBe("movie");
  });

  it("stays fast on long hostile text", () => {
    expectReadInTime(index, [
      "悲".repeat(20_000),
      "あ悲しく".repeat(5_000),
      "가랑 ".repeat(7_000),
      "슬프지 ".repeat(5_000),
      "和朋".repeat(10_000),
      "不要太暴".repeat(5_000),
      "没有暴力".repeat(5_000),
      "ยุค 80 หรือ ".repeat(2_000),
      "電影動畫".repeat(5_000),
    ]);
  });
});
