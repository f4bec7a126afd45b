/**
 * Years a person's life gives: "anything made after I retired is rubbish. he retired in 1995", "before
 * we got married in 1988", "a film from when I graduated". An event said with its year ("he retired in
 * 1995") is a fact about them, no wish for that year; a bound said of the event ("after I retired",
 * "before we got married") is written as the bound at its year ("after 1995"), which the years reader
 * then bounds like any other. A year of schooling ("my first year of secondary school") is said as its age. A year said of an event nothing bounds is left as written ("they met in
 * 1985 and married in 1989", said of when they were dating, still reads as those years). Births are
 * read with the birth years, not here. Every pattern runs in linear time.
 */

/**
 * Events of a life, each with the forms it is said in (a pattern source, also read by the years reader
 * for years written in two digits); the key is how a bound finds a year said apart.
 */
export const LIFE_EVENTS =
  "retired|married|wed|graduated|emigrated|met|divorced|engaged|got\\stogether|moved(?:\\s(?:here|over|out|away|abroad))?";
/** The key an event is found by: "wed" is "married" ("got" is read before the event), "moved here" is "moved". */
const eventKey = (said: string): string => {
  const lower = said.toLowerCase();
  if (lower === "wed") return "married";
  return lower.startsWith("moved") ? "moved" : lower;
};

/** The year said after an event: "in 1995", "back in 1988", ", which was 1972". */
const YEAR_AFTER = "(?:\\s(?:in|back\\sin)|,?\\s(?:which|that)\\swas(?:\\sin)?)\\s((?:19|20)\\d\\d)\\b";
/** "retired in 1995", "got married back in 1988", "married, which was 1972": an event and its year. */
const EVENT_YEAR = new RegExp(`\\b(${LIFE_EVENTS})${YEAR_AFTER}`, "gi");
/** Who the event happened to, before a bound's event ("after I retired", "before my parents met"). */
const WHO = "(?:i|he|she|we|they|you|(?:my|our|his|her|their)\\s[a-z]+)";
/** "after I retired", "before we got married in 1988", "from when I graduated": a bound at an event. */
const BOUND_AT_EVENT = new RegExp(
  `\\b(before|after|since|until|till|when)\\s${WHO}\\s(?:had\\s|have\\s|was\\s|were\\s|got\\s|first\\s)?(${LIFE_EVENTS})\\b(?:${YEAR_AFTER})?`,
  "gi",
);

/**
 * "from my first year of secondary school", "my last year of uni": a year of a stage of schooling, said
 * as the age it is spent at ("when I was 11"), which the years reader dates from the person's age.
 */
const YEAR_OF_SCHOOL =
  /\b(?:my|our)\s(first|last|final)\syear\sof\s(secondary\sschool|high\sschool|middle\sschool|primary\sschool|sixth\sform|uni|university|college)\b/gi;
/** The age at the first and the last year of each stage (UK secondary from 11, US high school from 14). */
const SCHOOL_YEAR_AGES: Readonly<Record<string, [number, number]>> = {
  "secondary school": [11, 16],
  "high school": [14, 17],
  "middle school": [11, 13],
  "primary school": [5, 10],
  "sixth form": [16, 17],
  uni: [18, 21],
  university: [18, 21],
  college: [18, 21],
};

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The text with each bound at an event of a life written as the bound at the event's year. */
export function lifeEventsInYears(text: string): string {
  const yearOf = new Map<string, { year: string; start: number; end: number }>();
  for (const m of text.matchAll(EVENT_YEAR)) {
    const [, event = "", year = ""] = m;
    const at = m.index ?? 0;
    // the year's own words ("in 1995") start after the event
    if (!yearOf.has(eventKey(event)))
      yearOf.set(eventKey(event), { year, start: at + event.length, end: at + m[0].length });
  }
  const edits: Edit[] = [];
  for (const m of text.matchAll(BOUND_AT_EVENT)) {
    const [said, prep = "", event = "", inline] = m;
    const known = yearOf.get(eventKey(event));
    const year = inline ?? known?.year;
    if (!year) continue;
    const start = m.index ?? 0;
    edits.push({ start, end: start + said.length, text: `${prep.toLowerCase() === "when" ? "in" : prep} ${year}` });
    // the event's year said apart was the anchor, no wish of its own
    if (!inline && known && (known.end <= start || known.start >= start + said.length))
      edits.push({ start: known.start, end: known.end, text: "" });
  }
  let out = text.replace(YEAR_OF_SCHOOL, (said, which: string, stage: string) => {
    const ages = SCHOOL_YEAR_AGES[stage.toLowerCase().replace(/\s+/g, " ")];
    return ages ? `when I was ${which.toLowerCase() === "first" ? ages[0] : ages[1]}` : said;
  });
  const seen = new Set<number>();
  for (const e of edits.sort((a, b) => b.start - a.start)) {
    if (seen.has(e.start)) continue;
    seen.add(e.start);
    out = `${out.slice(0, e.start)}${e.text}${out.slice(e.end)}`;
  }
  return out;
}
