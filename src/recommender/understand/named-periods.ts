/**
 * Periods named by what happened, or by what was around, in them: "a thriller made before the Berlin Wall
 * came down", "a series from during lockdown", "anything from the Obama years", "post-9/11", and eras
 * said from cultural memory: "something from when everyone had a walkman", "back when Nirvana was huge",
 * "from the decade of shoulder pads and disco", "a game from the Game Boy era", "the year of the moon
 * landing". Each name in data/named-periods.json carries the years it was at its height (its "_about"
 * says how the table is written). A name beside a word of time is written as those years, which the
 * years reader then bounds like any other period. The words of time are
 * - a preposition before it ("before", "during", "since", "post-", "back when");
 * - a word after it ("the Obama years", "lockdown-era", "the Beatles' heyday");
 * - a frame around it ("the days of …", "the decade of …", "the year (of) …", "when everyone had a …");
 * - a clause closing it ("when punk was huge", "while lockdown was on"); one saying it began or ended
 *   ("when the walkman came out", "after grunge died") names the first or last year of its height.
 * After "from", "when", "while" or "around" alone a person's name is no time ("a concert film from the
 * Beatles"). A name that is also a plain word, a subject or a look and sound (`needsTimeWord`: "disco",
 * "Woodstock", "shoulder pads") is a time only when a preposition, a clause or a word of time proper
 * puts it in one ("grunge era teen movie", "the decade of shoulder pads and synths", "from when MTV still
 * played videos"); said bare, or with "craze" or "height", it is as much a style or a subject, and is
 * left to the lexicon's lean on its decade (decision 0033); "post-" and "under" never make it one
 * ("post-punk" is a genre), while "pre-" always does ("pre-internet", "pre-streaming"). Several names joined by commas or "and" are one time: the
 * years they share when they overlap (the things someone lists are things they saw together), else the
 * span from the first to the last; a bound ("before disco and punk") is taken at the span's edge. "Give or
 * take a year or two" widens the years by the larger amount said; "or so", "around" and "about the time
 * of" leave a single year to the years reader's "around" (two years either side), since a stretch's edges
 * are already loose. A name with no word of time is a subject ("a documentary about Woodstock"); a period
 * after "set", "takes place" or "about" is the story's time or its subject ("a drama set during the Cold
 * War", "a film about the Obama years"): all are left as they are.
 */
import namedPeriods from "../data/named-periods.json" with { type: "json" };
import { patternLiteral as literal } from "../text";
import { negatedBefore } from "./text-before";

interface NamedPeriod {
  names: string[];
  from: number;
  to: number;
  /** a person's or act's name ("Obama", "the Beatles"): after "from", "when", "while", "around" only with a word of time */
  person?: boolean;
  /**
   * also a plain word, a subject or a look and sound ("disco", "Woodstock", "walkman"): a time only after a
   * preposition (not "post-", "under", nor "from", "when", "while", "around" alone) or in a clause
   */
  needsTimeWord?: boolean;
}
type Years = [number, number];
/** How far the years are widened: a number of years either side, or "about" (a single year becomes "around" it). */
type Spread = number | "about";

/** Words that may open any but the first name of a list ("a walkman and a mullet"), so no name opens with one. */
const ARTICLE = "(?:a|an|the|their|our|those)\\s";
/** Between the names of a list: "walkman, big hair and synths", "moon landing, bell bottoms, Woodstock". */
const JOIN = "(?:,\\s(?:(?:and|or|&)\\s)?|\\s(?:and|or|&|plus)\\s)";
const OPENS_WITH_ARTICLE = new RegExp(`^${ARTICLE}`);

/** The plural a name is also said in ("tamagotchis", "beanie babies", "boomboxes"); null when it ends in -s or no letter. */
function plural(name: string): string | null {
  if (!/[a-z]$/.test(name) || name.endsWith("s")) return null;
  if (/(?:x|z|ch|sh)$/.test(name)) return `${name}es`;
  return /[^aeiou]y$/.test(name) ? `${name.slice(0, -1)}ies` : `${name}s`;
}

const isFlag = (v: unknown) => v === undefined || typeof v === "boolean";

function checked(data: unknown): Map<string, NamedPeriod> {
  const fail = (why: string): never => {
    throw new Error(`data/named-periods.json: ${why}`);
  };
  const byName = new Map<string, NamedPeriod>();
  // keys opening with "_" are notes on the table, not periods
  const periods = Object.entries(data as Record<string, NamedPeriod>).filter(([label]) => !label.startsWith("_"));
  for (const [label, p] of periods) {
    const namesOk =
      Array.isArray(p.names) &&
      p.names.every((n) => typeof n === "string" && n === n.toLowerCase() && !OPENS_WITH_ARTICLE.test(n));
    const ok = namesOk && Number.isInteger(p.from) && p.from <= p.to && isFlag(p.person) && isFlag(p.needsTimeWord);
    if (!ok)
      fail(`"${label}" needs lower-case names opening with no article, whole years from <= to, true/false flags`);
    for (const name of p.names) {
      if (byName.has(name)) fail(`"${name}" names two periods`);
      byName.set(name, p);
    }
  }
  // plurals after every listed name, so a name listed for another period keeps it; a person has none
  for (const [, p] of periods) {
    for (const name of p.person ? [] : p.names) {
      const more = plural(name);
      if (more && !byName.has(more)) byName.set(more, p);
    }
  }
  return byName;
}

const BY_NAME = checked(namedPeriods);
/** How a name said is looked up: lower case, single spaces, a straight apostrophe. */
const key = (said: string) => said.toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'");
/** A word or name as a pattern: any spacing or apostrophe it is typed with. */
const pattern = (w: string) => literal(w).replace(/ /g, "\\s").replace(/'/g, "['’]");
type Trie = Map<string, Trie> & { ends?: boolean };
/**
 * Words or names as one pattern branching letter by letter ("walkman(?:s|en)?"): each prefix is written
 * once, so no two branches start alike and a word that fails costs one letter per branch, not a try of
 * every word (the names compile in a fraction of a flat list's time); a longer word still wins, its
 * branch being tried before the shorter word's end.
 */
function anyOf(names: Iterable<string>): string {
  const root: Trie = new Map();
  for (const name of names) {
    let node = root;
    for (const c of name) node = node.get(c) ?? node.set(c, new Map()).get(c)!;
    node.ends = true;
  }
  const written = (node: Trie): string => {
    const branches = [...node].map(([c, next]) => pattern(c) + written(next));
    if (!branches.length) return "";
    const either = branches.length > 1 || node.ends ? `(?:${branches.join("|")})` : (branches[0] ?? "");
    return node.ends ? `${either}?` : either;
  };
  return `(?:${written(root)})`;
}
/** Every name, longest first, not inside a word ("punkish"), before "-era" or "'s" allowed. */
const NAME_SAID = new RegExp(`(?<!\\w)${anyOf(BY_NAME.keys())}(?!\\w)`, "gi");
/**
 * While the grammar is read, each name found, or run of names joined as a list ("walkman, big hair and
 * synths"), stands as one token: private-use marks around its number. The grammar's patterns then hold no
 * copy of the names (each copy costs a large compile) and no repetition (a token has one reading), so none
 * can backtrack between names; the run is found by a pattern whose repetition ends it, which never fails.
 */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const NAME = `${OPEN}\\d+${CLOSE}`;
const TOKEN = new RegExp(`${OPEN}(\\d+)${CLOSE}`, "g");
const RUN = new RegExp(`${NAME}(?:${JOIN}(?:${ARTICLE})?${NAME})*`, "g");
const MARKS = /[\uE000\uE001]/;

/** Words after a name that make it a stretch of time. */
const SUFFIX = anyOf([
  ...["era", "years", "days", "times", "period", "decade", "heyday", "craze", "fad", "mania", "boom"],
  ...["administration", "presidency", "government"],
]);
/** Words of time proper, after a name or framing it: with one, even a plain word's name is a time ("grunge era", "the days of disco"). */
const TIME_NOUN = /^(?:era|years|days|times|decade|heyday|period)$/i;
/** Prepositions that bound the years at the period's edge. */
const BOUND_WORDS = ["before", "pre", "prior to", "after", "post", "since", "until", "till", "up to"];
const isBound = (prep: string) => BOUND_WORDS.includes(prep);
/** "in" is left out: "stuck in lockdown" is the person's circumstance, not a wish for its films. */
const PREPS = anyOf([...BOUND_WORDS, "back when", "during", "under", "throughout", "from", "when", "while", "around"]);
/** After these alone a person's or a plain word's name is no time: "a concert film from the Beatles". */
const NEEDS_MORE = /^(?:from|when|while|around)$/;
/** A plain word's name is never a time after these: "post-punk" and "post-grunge" are genres. */
const NOT_FOR_WORDS = /^(?:post|under)$/;
const AROUND = /^(?:around|about|round about)$/;

/** The close of "when Obama was president", "back when Nirvana was huge", "while lockdown was on". */
const STATES = [
  ...["president", "in office", "prime minister", "pm", "in power", "on", "happening", "going on", "huge", "big"],
  ...["massive", "popular", "everywhere", "a thing", "in fashion", "in style", "in vogue", "fashionable", "trendy"],
  ...["cool", "hot", "the new thing", "the big thing", "a craze", "the craze", "a fad", "all the rage", "the rage"],
  ...["on every song", "on the radio", "on tv", "on mtv", "at the top", "at the top of the charts", "number one"],
  ...["top of the charts", "at its peak", "at their peak", "at its height", "at their height", "king", "a big deal"],
  ...["in its heyday", "in their heyday"],
];
const DOINGS = [
  ...["happened", "took place", "took over", "ruled", "ruled the charts", "ruled the airwaves", "reigned"],
  ...["dominated the charts", "topped the charts"],
];
/** A clause saying it began ("when the walkman came out", "since covid hit"): the first year of its height. */
const BEGAN = [
  ...["came out", "came along", "began", "started", "hit", "took off", "arrived", "launched"],
  ...["was released", "were released", "was new", "were new", "appeared"],
];
/** A clause saying it ended ("after grunge died", "since the Beatles broke up"): the last year of its height. */
const ENDED = [
  ...["ended", "died", "died out", "was over", "were over", "faded", "faded out", "went away", "split", "split up"],
  ...["broke up", "disbanded", "fell apart", "went out of fashion"],
];
/** "Died" ends a craze's height, not a person's: Elvis's years here end in 1962, his life in 1977. */
const DIED = /\sdied\b/i;
const ADVERB = `(?:${anyOf(["still", "so", "really", "just", "totally", "absolutely", "hugely", "massively", "super", "finally", "first"])}\\s)?`;
const CLAUSE =
  `(?:(?<still>\\s(?:(?:was|were)\\s${ADVERB}${anyOf(STATES)}|${anyOf(DOINGS)}|still\\s(?:had|[a-z]{2,}ed)\\b))` +
  `|(?<began>\\s${ADVERB}${anyOf(BEGAN)})|(?<ended>\\s${ADVERB}${anyOf(ENDED)}))?`;

/** Amounts in "give or take a year or two", in years. */
const AMOUNTS: Readonly<Record<string, number>> = {
  ...{ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, "a couple": 2, "a couple of": 2, "a few": 3 },
  ...{ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 },
};
const AMOUNT = anyOf(Object.keys(AMOUNTS));
const UNIT = "(?:\\s(?:years?|yrs?))?";
/** After a period: "give or take a year or two", "plus or minus 2 years", "or so". */
const TAIL = `(?<tail>,?\\s(?:(?:give\\sor\\stake|plus\\sor\\sminus|\\+\\/-|±)(?:\\s(?<n1>${AMOUNT})${UNIT}(?:\\sor\\s(?<n2>${AMOUNT})${UNIT})?)?|or\\sso|or\\sthereabouts|more\\sor\\sless))?`;

const WITH_PREP = new RegExp(
  `\\b(?<prep>${PREPS})[\\s-]+(?:the\\s(?:first\\s)?)?(?<list>${NAME})(?:['’]s?)?(?:[\\s-](?<suffix>${SUFFIX}))?${CLAUSE}${TAIL}(?![\\w/-])`,
  "gi",
);
/** Not after a hyphen: "post-punk era" is the genre's, read (or refused) whole by WITH_PREP. */
const WITH_SUFFIX = new RegExp(
  `(?<![\\w-])(?<in>in\\s)?(?:the\\s)?(?<list>${NAME})(?:['’]s?)?[\\s-](?<suffix>${SUFFIX})${TAIL}\\b`,
  "gi",
);
/** "the days of disco", "the decade of shoulder pads and disco", "the height of Beatlemania", "the year the wall came down". */
const FRAME_NOUNS = anyOf(["decade", "era", "years", "days", "times", "age", "heyday", "height", "peak", "glory days"]);
/** The prepositions a frame takes with it; "about" only in "about the time of". */
const FRAME_PREPS = anyOf([...BOUND_WORDS, "around", "round about", "from", "during", "throughout"]);
const FRAME = new RegExp(
  `\\b(?:(?<prep>${FRAME_PREPS}|about(?=\\sthe\\stime\\b))\\s)?(?:the|those)\\s(?:(?<noun>${FRAME_NOUNS})\\s(?:of|when|that)|(?:year|time)(?:\\s(?:of|when|that))?)\\s(?:the\\s)?(?<list>${NAME})(?:['’]s?)?${CLAUSE}${TAIL}(?![\\w/-])`,
  "gi",
);
/** Who had it, in "when everyone had …": "everyone", "we all", "my mum". */
const WHO = `(?:${anyOf([
  ...["everyone", "everybody", "anyone", "anybody", "every kid", "all the kids", "all of us", "the kids", "kids"],
  ...["people", "we", "you"],
  ...["y'all", "i", "the whole world", "the world"],
])}|(?:my|our)\\s[a-z]+)`;
/** What they did with it. */
const DID = anyOf([
  ...["had", "owned", "wore", "used", "carried", "collected", "swapped", "traded", "watched", "rented", "bought"],
  ...["got", "wanted", "loved", "rocked", "sported", "did", "played", "played with", "played on", "listened to"],
  ...["danced to", "went to", "queued for", "talked about", "worried about", "feared", "had to rewind", "rewound"],
]);
const DOING = anyOf([
  ...["into", "on", "obsessed with", "mad about", "crazy about", "scared of", "worried about", "wearing", "using"],
  ...["listening to", "playing", "playing with", "playing on", "watching", "collecting", "doing", "dancing to"],
  ...["going to", "talking about", "hooked on"],
]);
/** What opens a clause of who had it: "when", or a bound ("before everyone had smartphones"); "pre-" opens no clause. */
const HAD_OPENS = anyOf(["when", "before", "prior to", "after", "since", "until", "till", "up to"]);
/** "(back) when everyone had a walkman", "the days when we all wore flares", "before everyone had smartphones". */
const HAD = new RegExp(
  `(?:\\bback\\s)?(?:\\b(?:in\\s)?(?:the|those)\\s(?:days|years|time|times)\\s)?\\b(?<prep>${HAD_OPENS})\\s${WHO}\\s(?:(?:all|still)\\s)?(?:${DID}|(?:was|were)\\s(?:(?:all|still)\\s)?${DOING})\\s(?:${ARTICLE})?(?<list>${NAME})${TAIL}(?![\\w/-])`,
  "gi",
);
/** Words right before a period that make it the story's time or its subject ("set during the Cold War", "a film about the disco era"). */
const TOLD_OF =
  /\b(?:set|takes?\splace|taking\splace|about|depicting|portraying|chronicling|regarding)(?:\s(?:in|during|back))?\s$/i;

type Groups = Record<string, string | undefined>;
type Reader = (ps: NamedPeriod[], g: Groups) => string | null;

/** A decade said outright ("the 80s", "1990s", "noughties"). */
const DECADE_SAID =
  /\b(?:(?:19|20)?\d0['’]?s|noughties|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|aughts)\b/;

/** The years several periods stand for together: those they share, else (and always for a bound) first to last. */
function together(ps: NamedPeriod[], bound: boolean): Years {
  const shared: Years = [Math.max(...ps.map((p) => p.from)), Math.min(...ps.map((p) => p.to))];
  if (!bound && shared[0] <= shared[1]) return shared;
  return [Math.min(...ps.map((p) => p.from)), Math.max(...ps.map((p) => p.to))];
}

/** The years a match's names and the clause closing them say; null for a person's death, which is not in the table. */
function told(ps: NamedPeriod[], g: Groups, bound: boolean): Years | null {
  const [from, to] = together(ps, bound);
  if (g.began) return [from, from];
  if (!g.ended) return [from, to];
  return DIED.test(g.ended) && ps.some((p) => p.person) ? null : [to, to];
}

/** The widening a matched tail says: the larger amount named, "about" with none ("or so"), 0 with no tail. */
function spreadOf(groups: Groups): Spread {
  if (!groups.tail) return 0;
  const n = Math.max(AMOUNTS[key(groups.n1 ?? "")] ?? 0, AMOUNTS[key(groups.n2 ?? "")] ?? 0);
  return n || "about";
}

/**
 * The years a preposition and a period stand for, in words the years reader bounds. The year of a single
 * event is kept on both sides of it ("before the wall came down" includes 1989's films); a bound ignores
 * the widening, which says how loose the time is, not where a bound falls.
 */
function inYears(prep: string, [from, to]: Years, spread: Spread = 0): string {
  const word = key(prep);
  const point = from === to;
  if (["before", "pre", "prior to"].includes(word)) return point ? `up to ${from}` : `before ${from}`;
  if (["until", "till", "up to"].includes(word)) return `up to ${from}`;
  if (["after", "post"].includes(word)) return point ? `since ${to}` : `after ${to}`;
  if (word === "since") return `since ${from}`;
  if (typeof spread === "number" && spread > 0) return `${from - spread} to ${to + spread}`;
  if (point) return spread === "about" || AROUND.test(word) ? `around ${from}` : `${from}`;
  return `${from} to ${to}`;
}

/** A token's names: the text they were said in and their periods, in order. */
interface Listed {
  said: string;
  ps: NamedPeriod[];
}

/** Words before a name that make it an illness someone had ("recovering from", "off sick with"). */
const RECOVERING =
  /\b(?:recover(?:ing|ed)?|getting over|got over|sick with|ill with|down with|off with|isolating with)\s$/;

/**
 * The text with each match of `pattern` written as `read` says of the periods its token names (`lists`
 * holds each token's); a match after words of a story's time or subject, a stretch refused, or one
 * `read` refuses, is left as it is.
 */
function rewrite(text: string, pattern: RegExp, read: Reader, lists: readonly Listed[]): string {
  const lower = text.toLowerCase();
  // "from the noughties, when everyone still had a nokia": a decade said outright is the period, and what
  // was around then only colours it
  const decadeSaid = DECADE_SAID.test(lower);
  let out = "";
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index ?? 0;
    const g: Groups = m.groups ?? {};
    const ps = lists[Number(g.list?.slice(1, -1))]?.ps ?? [];
    const before = text.slice(Math.max(0, at - 24), at);
    // "recovering from covid", "just got over flu": an illness the person had, no time of the titles
    const story = TOLD_OF.test(before) || RECOVERING.test(before.toLowerCase());
    // a stretch refused ("nothing from the disco era") is no wish for it; the years reader turns a refused bound round
    const refused = negatedBefore(lower, at) && !isBound(key(g.prep ?? "").replace(/^back /, ""));
    const colour = decadeSaid && ps.every((p) => p.needsTimeWord);
    const said = !ps.length || story || refused || colour ? null : read(ps, g);
    if (said === null) continue;
    out += text.slice(last, at) + said;
    last = at + m[0].length;
  }
  return out + text.slice(last);
}

function readWithPrep(ps: NamedPeriod[], g: Groups): string | null {
  const prep = key(g.prep ?? "").replace(/^back /, "");
  const timed = Boolean(g.suffix || g.still || g.began || g.ended);
  const refused = ps.some(
    (p) =>
      ((p.person || p.needsTimeWord) && !timed && NEEDS_MORE.test(prep)) ||
      (p.needsTimeWord && NOT_FOR_WORDS.test(prep)),
  );
  const years = refused ? null : told(ps, g, isBound(prep));
  // "before lockdown started": before its first year, where "before the wall came down" keeps its year
  if (years && g.began && ["before", "pre", "prior to"].includes(prep)) return `before ${years[0]}`;
  return years && inYears(prep, years, spreadOf(g));
}

function readFramed(ps: NamedPeriod[], g: Groups): string | null {
  // a frame of time ("the decade of disco and bell bottoms", "the days of disco") is a time; one of a
  // height or a peak with no preposition or clause ("the height of disco") is as much a style as a time
  const placed = g.prep || g.still || g.began || g.ended || TIME_NOUN.test(g.noun ?? "");
  if (!placed && ps.some((p) => p.needsTimeWord)) return null;
  const prep = key(g.prep ?? "");
  const years = told(ps, g, isBound(prep));
  const spread = spreadOf(g);
  if (!years) return null;
  // "from the decade of disco" is the decade it fell in, when it fell in one
  const decade = Math.floor(years[0] / 10);
  const inOne = decade === Math.floor(years[1] / 10) && !spread && !isBound(prep) && !AROUND.test(prep);
  if (key(g.noun ?? "") === "decade" && inOne) return `${decade}0s`;
  return inYears(prep, years, spread);
}

/**
 * "the Obama years", "grunge era", "the disco years": a word of time after a name makes it a time. A
 * craze, fad or boom of a plain word ("the disco craze") is as much a style as a time, and is left.
 */
const readWithSuffix: Reader = (ps, g) =>
  ps.some((p) => p.needsTimeWord) && !TIME_NOUN.test(g.suffix ?? "")
    ? null
    : `${g.in ?? ""}${inYears("", together(ps, false), spreadOf(g))}`;

/**
 * The widest readings first: "when everyone had …" and frames ("the days when disco was king") before the
 * prepositions, whose "when" would take only part of them; the words after a name last.
 */
const STEPS: [RegExp, Reader][] = [
  [HAD, readFramed],
  [FRAME, readFramed],
  [WITH_PREP, readWithPrep],
  [WITH_SUFFIX, readWithSuffix],
];

/**
 * The text with periods named by their events or their culture written as years ("before the wall came
 * down" → "before 1989"). A text already holding the marks a token is written with is left as it is.
 */
export function namedPeriodsInYears(text: string): string {
  if (MARKS.test(text)) return text;
  const names: Listed[] = [];
  const marked = text.replace(NAME_SAID, (said) => {
    const p = BY_NAME.get(key(said));
    return p ? `${OPEN}${names.push({ said, ps: [p] }) - 1}${CLOSE}` : said;
  });
  if (!names.length) return text;
  const saidOf = (tokens: string, all: readonly Listed[]) =>
    tokens.replace(TOKEN, (_, i: string) => all[Number(i)]?.said ?? "");
  const lists: Listed[] = [];
  const listed = marked.replace(RUN, (run) => {
    const ps = [...run.matchAll(TOKEN)].flatMap((t) => names[Number(t[1])]?.ps ?? []);
    return `${OPEN}${lists.push({ said: saidOf(run, names), ps }) - 1}${CLOSE}`;
  });
  const read = STEPS.reduce((said, [pattern, step]) => rewrite(said, pattern, step, lists), listed);
  return saidOf(read, lists);
}
