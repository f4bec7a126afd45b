/**
 * How people place a time by a birth or a stage of life: "before I was born in 1995", "from the year I
 * was born (I'm 40)", "since my daughter was born", "I'm a '92 baby", "as a young man", "when I was 15",
 * "older than me", and a stretch scorned as too old ("anything from before he was born is 'ancient'").
 * The patterns and the arithmetic of ages; ./years reads them into the request. Every pattern runs in
 * linear time (scripts/regex-audit.test.ts checks them).
 */

/** "before I was born in 1995", "after my daughter was born in 2012": the birth year with the preposition. */
export const BORN_WITH_PREP =
  /\b(before|after|since)\s(?:i|we|he|she|they|(?:my|our|his|her|their)\s[a-z]+)\s(?:was|were)\sborn\s(?:in\s)?((?:19|20)\d\d)\b/g;
/**
 * "shows from the year I was born (I turned 40 this spring)", "from when I was born in 1990": the birth
 * year itself, give or take one ("born" is left to the birth's own pattern).
 */
export const BORN_THEN = /\b(?:the\syear|(?<!(?:before|after|since)\s)when)\s(?:i|we)\s(?:was|were)(?=\sborn\b)/g;
/**
 * "films from the year she was born (she turns 16)", "when my son was born": someone else's birth year,
 * dated by the youngest viewer's age said elsewhere, give or take one.
 */
export const BORN_THEN_OTHER =
  /\b(?:the\syear|(?<!(?:before|after|since)\s)when)\s(?:he|she|they|(?:my|our|his|her|their)\s[a-z]+)\s(?:was|were)\sborn\b(?!\s(?:in\s)?\d)/g;
/** "from before I was born (I'm 30)": the birth year comes from the age said elsewhere. */
export const BORN_UNDATED = /\b(before|after|since)\s(?:i|we)\s(?:was|were)\sborn\b(?!\s(?:in\s)?\d)/g;
/**
 * "since my daughter was born (she's seven now)", "after he was born": someone else's birth, dated by
 * the youngest viewer's age said elsewhere. "before" counts only as scorned ("anything from before he
 * was born is ancient"), which asks for the years since.
 */
export const BORN_SINCE_OTHER =
  /\b(after|since|before)\s(?:he|she|they|(?:my|our|his|her|their)\s[a-z]+)\s(?:was|were)\sborn\b(?!\s(?:in\s)?\d)/g;
/** Words after a stretch of time that scorn it as too old ("… is 'ancient'", "… is boomer", "… = prehistoric"). */
const SCORNED_AFTER =
  /^\W{0,2}\s?(?:is|are|=)\s(?:all\s|just\s|basically\s|so\s)?\W?(?:ancient|boomer|prehistoric|dated|outdated|antique|too\sold|old-fashioned|old\sfashioned|rubbish|garbage|trash|crap|junk|terrible|awful|unwatchable)\b/;

/** True when the words after `end` scorn the stretch of time before it, as too old or as no good ("is rubbish"). */
export const scornedAfter = (norm: string, end: number) => SCORNED_AFTER.test(norm.slice(end, end + 40));
/**
 * "I was born in 1995", "Dad was born in 1962 and Mum in 1964": birth years, which are no wish for
 * those years.
 */
export const BORN = /\bborn\s(?:in\s)?((?:19|20)\d\d)\b(?:,?\s(?:and|&)\s(?:[a-z]+\s){0,2}in\s((?:19|20)\d\d)\b)?/g;
/** "I'm a '92 baby", "a 2001 kid": a birth year said as who someone is ("a 90s kid" is a decade's, read with it). */
export const BORN_AS = /\b(?:a|an)\s'?(\d{2}|(?:19|20)\d{2})\s(?:baby|kid|child)\b/g;

/** Kin said without "my" before a stage of their life ("when grandma was a teenager", "when dad was young"). */
const KIN_SAID_ALONE =
  "grandma|grandmother|grandad|granddad|grandpa|grandfather|nan|nana|nanna|gran|granny|mum|mom|dad|mother|father";

/**
 * A stage of someone's life ("as a young man", "when she was a kid", "in his teens", "growing up", "my
 * teenage self"): with a birth year, the years that person lived through then. Groups 1..4 and 6 name
 * the stage, groups 5, 7 and 8 an age ("when I was 15", "at the age of 12", "the films I loved at 12":
 * an age after a verb of having watched, where "at 10" alone is as often a time of day).
 */
export const LIFE_STAGE = new RegExp(
  `\\b(?:as\\s(?:a\\s)?(kids?|child(?:ren)?|boys?|girls?|teens?|teenagers?|youngsters?|young\\s(?:man|woman|lad|girl|adult|person|men|women|people))|when\\s(?:i|we|he|she|they|(?:my|our|his|her|their)\\s[a-z]+|${KIN_SAID_ALONE})\\s(?:was|were)\\s(?:a\\s)?(little|kids?|child(?:ren)?|boys?|girls?|teens?|teenagers?|young|young\\s(?:man|woman|adult|men|women|adults)|courting|dating|engaged|newlyweds?|students?|(?:at|in)\\s(?:school|college|uni|university|high\\sschool|sixth\\sform|secondary\\sschool|primary\\sschool|middle\\sschool|junior\\shigh))|(?:in|from)\\s(?:my|our|his|her|their)\\s(childhood|teens|youth|twenties|20s)|(growing\\sup)|when\\s(?:i|we|he|she|they)\\s(?:was|were)\\s(\\d{1,2})|(?:my|our)\\s(teenage|teen|younger|kid|little)\\s(?:self|selves|me)|(?:at\\s(?:the\\sage\\sof|age)|aged)\\s(\\d{1,2})|(?:watched|loved|saw|seen|adored|obsessed\\swith|grew\\sup\\son)\\s(?:[a-z']+\\s){0,4}?at\\s(\\d{1,2})(?![:.]\\d|\\s?(?:am|pm|o'?clock|tonight)\\b))\\b(?!\\s?(?:minutes?|mins?|hours?))`,
);
/** Ages (from, to) each stage spans. */
const STAGE_AGES: [RegExp, [number, number]][] = [
  [/^(?:kids?|child|children|boys?|girls?|little|childhood|growing up)$/, [5, 14]],
  [/^(?:teens?|teenagers?|teenage|youngsters?)$/, [13, 19]],
  [/^(?:twenties|20s)$/, [20, 29]],
  // high school is its last years, school as a whole all of them
  [/^(?:at|in)\shigh\sschool$/, [14, 18]],
  // the school stages the UK and US name: sixth form its last two years, secondary school the years before
  [/^(?:at|in)\ssixth\sform$/, [16, 18]],
  [/^(?:at|in)\ssecondary\sschool$/, [11, 16]],
  [/^(?:at|in)\s(?:middle\sschool|junior\shigh)$/, [11, 14]],
  [/^(?:at|in)\sprimary\sschool$/, [5, 11]],
  [/^(?:at|in)\sschool$/, [5, 17]],
  // the years people court in, late teens to mid twenties
  [/^(?:courting|dating)$/, [18, 25]],
  [/^(?:students?|(?:at|in)\s(?:college|uni|university))$/, [18, 22]],
];
/** The ages of a stage that says only "young" ("as a young man", "in her youth"), or courting and dating. */
const YOUNG_ADULT: [number, number] = [16, 30];

/** The years someone born in `born` spent in the life stage `stage` names ("young man" → 16 to 30). */
export function lifeStageYears(born: number, stage: string): [number, number] {
  // "when I was 15": that age, give or take a year for the birthday
  if (/^\d+$/.test(stage)) return [born + Number(stage) - 1, born + Number(stage) + 1];
  const [from, to] = STAGE_AGES.find(([re]) => re.test(stage))?.[1] ?? YOUNG_ADULT;
  return [born + from, born + to];
}

/** "I'm 30", "i am 30 years old": the person's own age, which dates their birth when no year is given. */
export const OWN_AGE =
  /\b(?:i'?m|i\sam|(?:i'?m\s|i\sam\s)?turning|i\sturn(?:ed)?|just\sturned)\s(\d{1,2})(?:\s(?:years?\sold|yo|y\/o))?(?![\w'-])/;

/**
 * "when my parents were teenagers, they're both 58", "when she was a girl (she's 84)", "what my grandma
 * watched as a teenager, she's 80": a stage of someone else's life, and that person's age said after
 * it, in a pronoun that agrees with it.
 */
const OTHERS_STAGE = new RegExp(
  `\\b(?:when\\s(?:he|she|they|(?:my|our|his|her|their)\\s[a-z]+|${KIN_SAID_ALONE})\\s(was|were)|as\\sa\\s(?:kid|child|teens?|teenager|girl|boy|young\\s(?:man|woman|girl|lad))|as\\s(kids|children|teens|teenagers|girls|boys|young\\s(?:men|women|people)))\\b`,
);
const OTHERS_AGE =
  /\b(?:(they're|theyre|they\sare)|he's|hes|he\sis|she's|shes|she\sis)(?:\sboth|\sall)?\s(\d{1,2})(?:\s(?:years?\sold|yo|y\/o))?(?![\w'-])(?!\s?(?:minutes?|mins?|hours?|hrs?))/g;

/**
 * "my nan is 91 … when she was courting": a person named by whose they are, and their age, said before
 * a stage of life whose pronoun points back at them.
 */
const NAMED_AGE_BEFORE =
  /\b(?:my|our|his|her|their)\s[a-z]+\s(?:(are)|is)\s(\d{1,2})(?:\s(?:years?\sold|yo|y\/o))?(?![\w'-])(?!\s?(?:minutes?|mins?|hours?|hrs?))/g;
/** A stage's subject that points back at someone named before ("when she was courting"). */
const POINTING_SUBJECT = /^when\s(?:he|she|they)\s/;

/**
 * The age of the person whose stage of life the text names: said after it in a pronoun that agrees, or
 * said before it of someone named whom the stage's pronoun points back at; null when there is none.
 */
export function ageOfOthersStage(norm: string): RegExpMatchArray | null {
  const stage = OTHERS_STAGE.exec(norm);
  if (!stage) return null;
  const plural = stage[1] === "were" || stage[2] !== undefined;
  OTHERS_AGE.lastIndex = (stage.index ?? 0) + stage[0].length;
  for (let m = OTHERS_AGE.exec(norm); m; m = OTHERS_AGE.exec(norm)) if (Boolean(m[1]) === plural) return m;
  if (!POINTING_SUBJECT.test(stage[0])) return null;
  const before = [...norm.slice(0, stage.index ?? 0).matchAll(NAMED_AGE_BEFORE)].filter(
    (m) => Boolean(m[1]) === plural,
  );
  return before.at(-1) ?? null;
}

/** "older than me", "newer than us": a bound at the person's birth year, when the text gives it. */
export const THAN_ME = /\b(older|earlier|younger|newer|later)\sthan\s(?:me|us|myself)\b/g;
