/**
 * Japanese, Chinese (simplified, and traditional through ./foreign-hant), Korean and Thai, which write
 * words without the spaces the word pattern of ./foreign needs. Their genre, mood, format, audience, negation and time words are one substring table
 * (the "scripts" of foreign-words.json), replaced wherever they appear, longest first, as emoji are; Thai
 * puts its negation before what it refuses ("ไม่เอาหนังผี"), as English does, and its numbers with their
 * units are read by ./foreign-thai.
 * Numbers with their units are read before it: ages ("6歳", "6岁", "6세", "여섯 살") become "6 year
 * old", lengths ("90分", "2時間以内", "一个半小时", "한 시간 반") "90 minutes", "no longer than 2
 * hours", "1.5 hours", and years ("2000年以前", "90년대") "before 2000", "90s". A refusal written after
 * what it refuses ("ホラー以外", "공포 말고") is turned round into "no …", the shape negation reads.
 * Greek, Russian, Ukrainian, Hebrew, Arabic and Hindi are spaced words and go through ./foreign's tables
 * like the Latin languages.
 * Every pattern runs in linear time (regex-audit): each number is bounded and each run of letters
 * starts where the run does.
 */
import table from "../data/foreign-words.json" with { type: "json" };
import { simplified } from "./foreign-hant";
import { replaceWith } from "./foreign-numbers";
import { THAI, thaiNumbers } from "./foreign-thai";

/** Kana, CJK ideographs and Hangul (syllables and the jamo a decomposed syllable is written in). */
const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]/;
const KANA = /[\u3040-\u30ff]/;

/** Every script's words, longest first so "アニメ映画" wins over "アニメ", "不要" over "不" and "ไม่เอา" over "ไม่". */
const WORDS: readonly [string, string][] = Object.values(table.scripts as Record<string, Record<string, string>>)
  .flatMap((words) => Object.entries(words))
  .sort((a, b) => b[0].length - a[0].length);

/** Full-width digits and the punctuation of these scripts, as the English reader writes them. */
const FULL_WIDTH: Readonly<Record<string, string>> = {
  "、": ", ",
  "，": ", ",
  "。": ". ",
  "．": ". ",
  "！": "! ",
  "？": "? ",
  "：": ": ",
  "；": "; ",
  "（": " (",
  "）": ") ",
  "\u3000": " ",
};
const FULL_WIDTH_SIGN = /[、，。．！？：；（）\u3000]/g;
const FULL_WIDTH_DIGIT = /[\uff10-\uff19]/g;
const FULL_WIDTH_ANY = /[\uff10-\uff19]/;

/** Number words: Chinese and Japanese numerals, and the Korean native numbers said before 살 and 시간. */
const NUMERALS: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  한: 1,
  두: 2,
  세: 3,
  네: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  열: 10,
  열한: 11,
  열두: 12,
};

/**
 * A number, captured: digits (one decimal), up to three numerals ("六", "十二", "九十"), or a Korean
 * native number that starts a word ("한 시간", not the "한" ending "편한").
 */
const NUM =
  "(\\d{1,3}(?:\\.\\d)?|[一二三四五六七八九十两兩]{1,3}|(?<![\\uac00-\\ud7a3])(?:열한|열두|다섯|여섯|일곱|여덟|아홉|한|두|세|네|열))";

/** The value of a captured number: digits, numerals ("十二" 12, "九十" 90) or a Korean number word. */
function numberOf(said: string): number {
  if (/^\d/.test(said)) return Number(said);
  const whole = NUMERALS[said];
  if (whole !== undefined) return whole;
  const ten = said.indexOf("十");
  if (ten < 0) return NUMERALS[said[0] ?? ""] ?? 1;
  const tens = ten === 0 ? 1 : (NUMERALS[said.slice(0, ten)] ?? 1);
  return tens * 10 + (NUMERALS[said.slice(ten + 1)] ?? 0);
}

/** An age: "6歳", "六岁", "6세", "6살짜리", "여섯 살". */
const AGE = new RegExp(`${NUM}\\s?(?:歳|才|周岁|岁|歲|세|살)`, "g");

/** What a limit after a length says, in English before the length. */
const LIMITS: readonly [RegExp, string][] = [
  [
    /^(?:以内|以下|まで|之内|内|이내|이하|까지|안쪽|안으로|안 넘는|안 넘게|을 넘지 않는|넘지 않는|을 넘지 않게|넘지 않게|を超えない|超えない)$/,
    "no longer than",
  ],
  [/^(?:未満|미만)$/, "under"],
  [/^(?:以上|이상)$/, "at least"],
  [/^(?:くらい|ぐらい|程度|ほど|左右|정도|내외)$/, "about"],
];

/**
 * A length: number, an optional half before or after the unit ("一个半小时", "1時間半", "한 시간 반"),
 * minutes after hours ("1時間30分"), and a limit after it ("以内", "이하", "未満"). Cantonese counts hours
 * as "鐘" after the counter ("一個半鐘"), where without it "三点钟" is a time of day.
 */
const LENGTH = new RegExp(
  `${NUM}\\s?(?:个|個)?(半)?\\s?(小时|小時|钟头|鐘頭|(?<=[个個]\\s?半?\\s?)钟|時間|시간|分钟|分鐘|分間|分|분)(\\s?半|\\s?반)?(?:\\s?(\\d{1,2})\\s?(?:分钟|分鐘|分間|分|분))?\\s?(以内|以下|まで|未満|以上|くらい|ぐらい|程度|ほど|左右|之内|内|이내|이하|미만|까지|이상|정도|안 넘는|안 넘게|안쪽|안으로|내외|を超えない|超えない|을 넘지 않는|넘지 않는|을 넘지 않게|넘지 않게)?`,
  "g",
);

/** The units of LENGTH that are hours. */
const HOURS = /^(?:小时|小時|钟头|鐘頭|钟|時間|시간)$/;

/**
 * A LENGTH match in English: "no longer than 2 hours", "about 1.5 hours", "90 minutes" ("1時間30分"
 * in minutes). Minutes take digits, or numerals before "分钟": "十分" is "enough", and a Korean
 * number word before "분" counts people ("한 분").
 */
function length(
  match: string,
  num: string,
  halfBefore?: string,
  unit = "",
  halfAfter?: string,
  minutes?: string,
  limit?: string,
): string {
  if ((unit === "分" || unit === "분") && !/^\d/.test(num)) return match;
  const hours = HOURS.test(unit);
  const n = numberOf(num) + (halfBefore || halfAfter ? 0.5 : 0);
  let english = hours ? `${n} hours` : `${n} minutes`;
  if (hours && minutes) english = `${Math.round(n * 60) + Number(minutes)} minutes`;
  const before = limit ? LIMITS.find(([p]) => p.test(limit))?.[1] : undefined;
  return ` ${before ? `${before} ` : ""}${english} `;
}

/** Years and decades: "90年代", "八十年代", "2000年以前", "2010年以降", "2000년 이전", "2010년부터". */
const YEARS: readonly [RegExp, string | ((m: string, tens: string, more: string) => string)][] = [
  // two decades said once: "80、90年代", "80~90년대", "八九十年代", "八、九十年代"
  [/((?:19|20)?\d0)\s?(?:,|-|~|～|或者|或|到|至|和|에서)\s?((?:19|20)?\d0)\s?(?:年代|년대)/g, " $1s or $2s "],
  [
    /([一二三四五六七八九])(?:,\s?)?([一二三四五六七八九])十\s?年代/g,
    (_m, tens, more) => ` ${NUMERALS[tens] ?? 0}0s or ${NUMERALS[more] ?? 0}0s `,
  ],
  [/((?:19|20)?\d0)\s?(?:年代|년대)/g, " $1s "],
  [/([一二三四五六七八九])十\s?年代/g, (_m, tens) => ` ${NUMERALS[tens] ?? 0}0s `],
  [/((?:19|20)\d\d)(?:\s?(?:年|년))?\s?(?:以前|より前|之前|이전)/g, " before $1 "],
  [/((?:19|20)\d\d)(?:\s?(?:年|년))?\s?(?:以降|から|부터|起)/g, " since $1 "],
  [/((?:19|20)\d\d)(?:\s?(?:年|년))?\s?(?:以后|以後|之后|より後|이후)/g, " after $1 "],
  [/((?:19|20)\d\d)\s?(?:年|년)/g, " $1 "],
  // "最近五年", "过去10年", "최근 5년": the years counted back from now
  [
    /(?:最近|近|过去|過去|최근)\s?(\d{1,2}|[一二三四五六七八九十两兩]{1,2})\s?(?:年|년)/g,
    (_m, n) => ` last ${numberOf(n)} years `,
  ],
  [/(?:最近几年|近几年|这几年|這幾年|ここ数年|최근 몇 년)/g, " last few years "],
];

/** "除了恐怖片以外的动画片": what "except" takes ends at "以外", so what follows is wanted again. */
const ZH_EXCEPT = /除了([^,.!?]{1,12}?)(?:以外|之外)/g;

/**
 * A Japanese refusal after its subject: "ホラー以外", "ホラーじゃない", "暴力なし", "ホラーは苦手",
 * "ホラーは見たくない", "ホラーは無理", "グロいのはなし", "悲しい話は見たくない". The subject is the run of
 * katakana and kanji before it, from its start (twelve at most, which keeps the pattern linear for
 * recheck), with an adjective before it ("悲しい") and "の" after an adjective ("グロいの").
 */
const JA_REFUSAL =
  /(?<![\u30a0-\u30ff\u4e00-\u9fff])((?:[\u4e00-\u9fff]{1,3}しい|[\u4e00-\u9fff]{1,2}い)?[\u30a0-\u30ff\u4e00-\u9fff]{1,12}(?:いの|の)?)(?:は|が|も)?(?:以外|じゃない|じゃなく|ではない|ではなく|抜き|なし|無し|嫌|いや(?![つすしさ])|イヤ|苦手|無理|むり|いらない|要らない|ダメ|だめ|NG|見たくない|観たくない|やめて)/g;
/**
 * A Japanese adjective said in the negative: "悲しくない" is "not 悲しい", "暗くない" "not 暗い", and
 * "長すぎない" or "あまり怖くない" "not too 長い", "not too 怖い", for the table to read the adjective.
 */
const JA_NOT_ADJECTIVE =
  /(?:(あまり|あんまり|そんなに|それほど|そこまで)\s?)?(?<![\u30a0-\u30ff\u4e00-\u9fff])([\u30a0-\u30ff\u4e00-\u9fff]{1,3}し?)(く|すぎ|過ぎ)(?:ない|なく)/g;
function jaNotAdjective(_m: string, degree: string | undefined, stem: string, form: string): string {
  const too = degree || form !== "く" ? "too " : "";
  return ` not ${too}${stem}${stem.endsWith("的") ? "" : "い"}, `;
}
/**
 * A Korean refusal after its subject: "공포 말고", "공포는 빼고", "공포 영화는 싫어", "폭력 없는", "공포는 절대
 * 안 되고": the
 * word before it, and a format word after that word ("영화", "드라마").
 */
const KO_REFUSAL =
  /(?<![\uac00-\ud7a3])([\uac00-\ud7a3]{1,8}(?:\s(?:영화|드라마|시리즈|애니메이션|장르|이야기|얘기|물)[\uac00-\ud7a3]?)?)\s?(?:(?:절대|절대로|정말|진짜)\s?)?(?:말고|빼고|빼\s?줘|빼\s?주세요|제외하고|제외|싫어|싫고|싫음|아닌|아니고|없는|없이|별로|안\s?돼|안\s?되고|안\s?됨)/g;
/** "거"/"것" (a thing) after a word a Korean refusal follows: "슬픈 거 말고" refuses what "슬픈" says. */
const KO_THING = /(?<=[\uac00-\ud7a3])\s(?:거|것|걸)(?:는|은)?\s?(?=말고|빼고|싫어|싫고|아닌|아니고|별로|안\s?돼)/g;

/**
 * A Korean word said in the negative: "슬프지 않은" is "not 슬프지", "너무 길지 않게" "not too 길지"; the
 * table holds the stems with "지" ("슬프지" sad).
 */
const KO_NOT =
  /(?:(너무|그렇게|많이|별로)\s?)?(?<![\uac00-\ud7a3])([\uac00-\ud7a3]{1,5}지)\s?않(?:은|는|고|게|았으면|을)/g;
/**
 * Korean "with": a noun with "랑"/"이랑", or "와"/"과"/"하고" before "같이"/"함께" ("부모님이랑", "가족과 함께"),
 * is "with my …" before it; "사랑" (love), "파랑" and "노랑" end in "랑" of their own.
 */
const KO_WITH =
  /(?<![\uac00-\ud7a3])([\uac00-\ud7a3]{1,6})(?:(?<![사파노])랑|(?:와|과|하고)\s?(?:같이|함께))(?![\uac00-\ud7a3])/g;
/**
 * The noun before a Korean "랑": "이랑" follows a closed syllable ("부모님이랑", "애들이랑"), "랑" an open one, so a
 * final "이" after an open syllable is the noun's own ("아이랑" is "with 아이").
 */
function koWith(said: string, noun: string): string {
  if (noun === "이") return said;
  const before = noun.charCodeAt(noun.length - 2);
  const closed = noun.endsWith("이") && before >= 0xac00 && (before - 0xac00) % 28 !== 0;
  return ` with my ${closed ? noun.slice(0, -1) : noun} `;
}
/** Chinese "with": "和朋友一起", "跟爸妈一起", "陪孩子一起" is "with 朋友 together". */
const ZH_WITH = /(?:和|跟|陪|与|同)([^。.!?]{1,10}?)一起/g;
/** Chinese "without": "没有暴力的动画" is "no 暴力, 动画": the refusal ends at "的"; "有没有" asks "is there". */
const ZH_WITHOUT = /(?:(?<!有)没有|不含|不带)([^,.!?的]{1,8})的/g;
/**
 * "不要太暴力的惊悚片": "not too 暴力," ends at "的", so the thriller after it is wanted, and "不要太长的电影"
 * is "not too long, film".
 */
const ZH_NOT_TOO = /(?:不要太|别太|不会太|不能太|不太)([^,.!?的]{1,6})的/g;
/** Adjectives of one character a Chinese "not too" is said of. */
const ZH_ONE_CHARACTER: Readonly<Record<string, string>> = {
  长: "long",
  短: "short",
  暗: "dark",
  慢: "slow",
  闷: "boring",
};

/** True when the text holds Japanese, Chinese, Korean or Thai. */
export function hasScriptWords(input: string): boolean {
  return CJK.test(input) || THAI.test(input);
}

/** The text with its Japanese, Chinese, Korean and Thai words, numbers and refusals in English; other text kept. */
export function translateScripts(input: string): string {
  if (!hasScriptWords(input) && !FULL_WIDTH_ANY.test(input)) return input;
  let text = simplified(input.normalize("NFC"))
    .replace(FULL_WIDTH_DIGIT, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(FULL_WIDTH_SIGN, (s) => FULL_WIDTH[s] ?? s);
  if (THAI.test(text)) text = thaiNumbers(text);
  for (const [pattern, english] of YEARS) text = replaceWith(text, pattern, english);
  text = text.replace(AGE, (_m, num: string) => ` ${numberOf(num)} year old `);
  text = text.replace(LENGTH, length);
  if (KANA.test(text)) text = text.replace(JA_NOT_ADJECTIVE, jaNotAdjective).replace(JA_REFUSAL, " no $1, ");
  else
    text = text
      .replace(ZH_EXCEPT, "除了$1, ")
      .replace(ZH_WITH, " with $1 together ")
      .replace(ZH_WITHOUT, " no $1, ")
      .replace(ZH_NOT_TOO, (_m, word: string) => ` not too ${ZH_ONE_CHARACTER[word] ?? word}, `);
  text = text
    .replace(KO_NOT, (_m, degree: string | undefined, stem: string) => ` not ${degree ? "too " : ""}${stem}, `)
    .replace(KO_WITH, koWith)
    .replace(KO_THING, " ")
    .replace(KO_REFUSAL, " no $1, ");
  for (const [word, english] of WORDS) {
    if (text.includes(word)) text = text.split(word).join(` ${english} `);
  }
  return text.replace(/ {2,}/g, " ").trim();
}
