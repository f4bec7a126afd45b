/**
 * Chinese in traditional characters (Taiwan, Hong Kong), read by ./foreign-scripts in the simplified
 * characters its table is written in: "電影" is "电影", "動畫" "动画", "恐怖電影" "恐怖电影". Only text
 * without kana or Hangul is turned, since Japanese writes many of the same characters ("時間", "劇",
 * "愛") its own table keeps. The characters are the common ones of film, mood, audience and time words,
 * each with the one simplified form it has; a character not listed is kept as written.
 */

/** Traditional characters, each above its simplified form in SIMPLIFIED at the same place. */
const TRADITIONAL =
  "電劇動畫愛樂歲長聖節級偵懸驚溫傷難過輕鬆療癒紀錄險戰爭歷裝說實喪屍殭們兒適會個時鐘間內現經舊誕約麼還這點讓媽爺與給對歡談" +
  "戀視連續殺嚇靈異萬氣開淚緊張類樣兩幾後於從來韓國語臺灣傳記獎發幫無討厭較頭將邊嗎專題擊槍賽車運機龍術獸災謀黨盜賊諜體籃藝" +
  "綜頻網飛員學園親師寶貝帶獨單懷戲漢騎俠導臉鏡場廳錯陰陽驗鬧靜暫詭譎邏輯燒腦蟲變態瘋猶爛夢魯鄉處議醫護緒積極勵歸團隊區貓鳥" +
  "馬魚鬥獵彈軍艦衛軟綿絲寫讀書劃種總義夠週帥鮮濃煩悶調當麗優質評價熱門紅線織緣風飄蹤謎懼魘擋壓憂鬱憤慮劍塊蟻蠻賞獻蘭爾萊塢" +
  "戶據編寵華訊鍾頁號雙孫黃齣喚滿醜壞鐵沒啟裡裏轉選薦讚閒滅獄衝關";
const SIMPLIFIED =
  "电剧动画爱乐岁长圣节级侦悬惊温伤难过轻松疗愈纪录险战争历装说实丧尸僵们儿适会个时钟间内现经旧诞约么还这点让妈爷与给对欢谈" +
  "恋视连续杀吓灵异万气开泪紧张类样两几后于从来韩国语台湾传记奖发帮无讨厌较头将边吗专题击枪赛车运机龙术兽灾谋党盗贼谍体篮艺" +
  "综频网飞员学园亲师宝贝带独单怀戏汉骑侠导脸镜场厅错阴阳验闹静暂诡谲逻辑烧脑虫变态疯犹烂梦鲁乡处议医护绪积极励归团队区猫鸟" +
  "马鱼斗猎弹军舰卫软绵丝写读书划种总义够周帅鲜浓烦闷调当丽优质评价热门红线织缘风飘踪谜惧魇挡压忧郁愤虑剑块蚁蛮赏献兰尔莱坞" +
  "户据编宠华讯钟页号双孙黄出唤满丑坏铁没启里里转选荐赞闲灭狱冲关";

const TO_SIMPLIFIED: ReadonlyMap<string, string> = new Map(
  Array.from(TRADITIONAL).map((c, i) => [c, Array.from(SIMPLIFIED)[i] ?? c]),
);
const ANY_TRADITIONAL = new RegExp(`[${TRADITIONAL}]`, "g");
/** Kana and Hangul: Japanese or Korean text, whose characters are not turned. */
const KANA_OR_HANGUL = /[\u3040-\u30ff\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/** The text with its traditional Chinese characters simplified; Japanese and Korean text kept. */
export function simplified(text: string): string {
  if (KANA_OR_HANGUL.test(text)) return text;
  return text.replace(ANY_TRADITIONAL, (c) => TO_SIMPLIFIED.get(c) ?? c);
}
