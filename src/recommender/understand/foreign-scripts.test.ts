import { describe, expect, it } from "vitest";
import { expectWithinCpuBudget } from "../../shared/testing/cpu-time";
import foreignWords from "../data/foreign-words.json" with { type: "json" };
import { buildIndex, parseMood } from "../engine";
import { expectSameReading, topGenres } from "../fixtures/same-reading";
import { TEST_TITLES } from "../fixtures/test-catalogue";
import { hasForeignWords, translateForeign } from "./foreign";
import { translateScripts } from "./foreign-scripts";

const index = buildIndex(TEST_TITLES);

describe("Japanese, Chinese and Korean", () => {
  it.each([
    ["ja", "6歳の子どもと見られるアニメ映画", "an animated film to watch with my 6 year old"],
    ["ja", "ラブコメが見たい", "a romantic comedy"],
    ["ja", "怖いホラー映画", "a scary horror film"],
    ["zh", "我想看一部爱情喜剧", "i want to watch a romantic comedy"],
    ["zh", "今晚看恐怖片", "a horror film tonight"],
    ["zh", "九十年代的动作片", "a 90s action film"],
    ["ko", "로맨틱 코미디 보고 싶어", "i want to watch a romantic comedy"],
    ["ko", "무서운 공포 영화", "a scary horror film"],
    ["ko", "6살 아이랑 볼 애니메이션", "animation to watch with my 6 year old"],
  ])("%s: %j reads like %j", (_language, foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it.each([
    ["ja", "2時間以内の映画", 120],
    ["ja", "90分以内のコメディ", 90],
    ["ja", "1時間半以内のドラマ", 90],
    ["ja", "1時間30分以内の映画", 90],
    ["ja", "１時間未満のアニメ", 59],
    ["zh", "两个小时以内的电影", 120],
    ["zh", "不超过九十分钟的喜剧", 90],
    ["zh", "一个半小时以内的纪录片", 90],
    ["ko", "2시간 이내 영화", 120],
    ["ko", "90분 이하 드라마", 90],
    ["ko", "한 시간 반 이내의 다큐멘터리", 90],
    ["ko", "두 시간을 넘지 않는 영화", 120],
  ])("%s: reads the runtime limit in %j", (_language, text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["zh", "科幻电影，最好是最近五年的", 5],
    ["zh", "过去10年的喜剧", 10],
    ["ko", "최근 3년 영화", 3],
  ])("%s: reads the years counted back in %j", (_language, text, years) => {
    expect(parseMood(index, text).yearMin).toBe(index.maxYear - years + 1);
  });

  it.each([
    ["ja", "ホラー以外のアニメ", "Animation"],
    ["ja", "ホラー映画じゃなくて、コメディ", "Comedy"],
    ["ja", "ホラーは苦手、楽しいアニメ", "Animation"],
    ["zh", "不要恐怖片，喜剧", "Comedy"],
    ["zh", "除了恐怖片以外的动画片", "Animation"],
    ["ko", "공포 영화 말고 코미디", "Comedy"],
    ["ko", "공포는 빼고 애니메이션", "Animation"],
    ["ko", "공포는 절대 안 되고 로맨틱 코미디", "Comedy"],
  ])("%s: reads 'not horror' in %j and keeps what is wanted", (_language, text, wanted) => {
    const mood = parseMood(index, text);
    expect(mood.excludeGenres).toContain("Horror");
    expect(mood.excludeGenres).not.toContain(wanted);
    expect(topGenres(index, text)).toContain(wanted);
  });

  it.each([
    ["ja", "6歳の子どもと見られるアニメ映画", 6],
    ["ja", "六歳の娘とアニメ", 6],
    ["zh", "适合6岁孩子的动画片", 6],
    ["zh", "给五岁的孩子看的动画", 5],
    ["ko", "6세 아이용 영화", 6],
    ["ko", "여섯 살 아이랑 볼 만화", 6],
  ])("%s: reads the child's age in %j", (_language, text, viewerAge) => {
    expect(parseMood(index, text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["ja", "面白い映画", "movie"],
    ["ja", "泣けるドラマ", "tv"],
    ["ja", "海外ドラマのシリーズ", "tv"],
    ["zh", "好看的电影", "movie"],
    ["zh", "一部美剧", "tv"],
    ["zh", "韩剧", "tv"],
    ["ko", "재미있는 영화", "movie"],
    ["ko", "슬픈 드라마", "tv"],
  ])("%s: reads a film or a series in %j", (_language, text, type) => {
    expect(parseMood(index, text).type).toBe(type);
  });

  it.each([
    ["ja", "2000年以前の映画", null, 1999],
    ["ja", "80年代のアクション映画", 1980, 1989],
    ["ja", "2010年以降のドラマ", 2010, null],
    ["zh", "2010年之后的电影", 2011, null],
    ["ko", "2000년 이전 영화", null, 1999],
    ["ko", "90년대 코미디", 1990, 1999],
  ])("%s: reads the years in %j", (_language, text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads full-width digits and the scripts' own commas", () => {
    expect(translateScripts("６歳、アニメ")).toBe("6 year old , anime");
    expect(parseMood(index, "不要恐怖片，要喜剧").excludeGenres).toEqual(["Horror"]);
  });

  it("does not read '十分' (enough) or a Korean word ending in '한' as a length", () => {
    expect(parseMood(index, "十分楽しい映画").maxRuntime).toBeNull();
    expect(parseMood(index, "편한 시간에 볼 영화").maxRuntime).toBeNull();
  });

  it("counts as foreign text and leaves text without these scripts untouched", () => {
    expect(hasForeignWords("アニメ映画")).toBe(true);
    expect(hasForeignWords("공포 영화")).toBe(true);
    for (const text of ["a funny film, 90 minutes", "Amélie or Léon", "😂🍿 tonight"]) {
      expect(translateScripts(text)).toBe(text);
    }
    expect(translateForeign("アニメ映画 tonight")).toBe("animated film tonight");
  });

  it("lists each key once across the three scripts, in composed form", () => {
    const keys = Object.values(foreignWords.scripts).flatMap((words) => Object.keys(words));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key.normalize("NFC"), key).toBe(key);
  });

  it("runs in linear time on 10 KB of hostile text", () => {
    const hostile = [
      "苦観".repeat(1000),
      "無",
      "ホラー".repeat(600),
      "以外",
      "공포 ".repeat(600),
      "말고",
      "1".repeat(1000),
      "時間",
      "一二三".repeat(500),
      "歳",
      "한 ".repeat(300),
      "2000年".repeat(200),
      "九十".repeat(300),
    ].join("");
    expect(hostile.length).toBeGreaterThan(10_000);
    for (const text of [hostile, `${hostile}以外`, `ア${hostile}`]) {
      expectWithinCpuBudget(() => translateForeign(text), 1000);
    }
  });
});

describe("Thai", () => {
  it.each([
    ["อยากดูหนังผีคืนนี้", "i want to watch a horror film tonight"],
    ["หนังรักกับแฟน", "a romance film with my partner"],
    ["การ์ตูนสำหรับเด็ก 6 ขวบ", "a cartoon for a 6 year old"],
    ["สารคดีธรรมชาติสำหรับทั้งครอบครัว", "a nature documentary for the whole family"],
  ])("%j reads like %j", (foreign, english) => {
    expectSameReading(index, foreign, english);
  });

  it.each([
    ["ขอหนังตลก ไม่เอาหนังสยองขวัญ", ["Horror"], "Comedy"],
    ["หนังผีไม่เอา, ขอการ์ตูน", ["Horror"], "Animation"],
    ["ไม่ชอบหนังผี อยากดูอะไรเบาๆ", ["Horror"], "Comedy"],
    ["ไม่เอาสงครามหรือหนังผี", ["War", "Horror"], null],
  ])("reads the refusal in %j and keeps what is wanted", (text, refused, wanted) => {
    const mood = parseMood(index, text);
    expect(mood.excludeGenres).toEqual(expect.arrayContaining(refused));
    if (wanted) expect(topGenres(index, text)).toContain(wanted);
  });

  it.each([
    ["ซีรีส์ตลกสำหรับครอบครัว", "tv"],
    ["ละครเกาหลีสนุกๆ", "tv"],
    ["หนังแอ็คชั่นยุค 80", "movie"],
    ["ภาพยนตร์ระทึกขวัญ", "movie"],
  ])("reads a film or a series in %j", (text, type) => {
    expect(parseMood(index, text).type).toBe(type);
  });

  it.each([
    ["หนังไม่เกิน 2 ชั่วโมง", 120],
    ["ซีรีส์ตอนละไม่เกิน ๓๐ นาที", 30],
    ["หนังยาวไม่เกินชั่วโมงครึ่ง", 90],
    ["หนังต่ำกว่า 90 นาที", 89],
    ["หนังไม่เกินหนึ่งชั่วโมงครึ่ง", 90],
  ])("reads the runtime limit in %j", (text, minutes) => {
    expect(parseMood(index, text).maxRuntime).toBe(minutes);
  });

  it.each([
    ["การ์ตูนสำหรับเด็ก 6 ขวบ", 6],
    ["หนังสำหรับลูกสาวอายุ 8 ปี", 8],
    ["หนังสำหรับเด็กหกขวบ", 6],
  ])("reads the child's age in %j", (text, viewerAge) => {
    expect(parseMood(index, text)).toMatchObject({ viewerAge, familySafe: true });
  });

  it.each([
    ["หนังแอ็คชั่นยุค 80", 1980, 1989],
    ["หนังตลกยุค 90s", 1990, 1999],
    ["หนังก่อนปี 2000", null, 1999],
    ["หนังก่อนปี 2543", null, 1999],
    ["หนังหลังปี 2010", 2011, null],
    ["ซีรีส์ตั้งแต่ปี 2015 เป็นต้นไป", 2015, null],
  ])("reads the years in %j (a Buddhist-era year too)", (text, yearMin, yearMax) => {
    expect(parseMood(index, text)).toMatchObject({ yearMin, yearMax });
  });

  it("reads a longer word before the shorter one inside it", () => {
    expect(translateScripts("หนังสือ")).toBe("book");
    expect(translateScripts("หนังแฟนตาซี")).toBe("film fantasy");
    expect(translateScripts("ของขวัญ")).not.toContain("i want");
  });

  it("counts as foreign text", () => {
    expect(hasForeignWords("หนังผี")).toBe(true);
    expect(translateForeign("หนังผี tonight")).toBe("horror film tonight");
  });

  it("runs in linear time on 20 KB of hostile Thai", () => {
    const hostile = [
      "ไม่เอาหนังผี".repeat(1800),
      `${"ก".repeat(20_000)}ไม่เอา`,
      "หนึ่งชั่วโมงครึ่ง 6 ขวบ ยุค 80 ".repeat(700),
      "ปี 2543 ".repeat(2500),
    ];
    for (const text of hostile) {
      expect(text.length).toBeGreaterThan(19_000);
      expectWithinCpuBudget(() => {
        translateForeign(text);
        parseMood(index, text);
      }, 1000);
    }
  });
});
