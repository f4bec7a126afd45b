/**
 * Titles named and then a wish for something different ("loved Dune but want something completely
 * different", "already watched Dune and Barbie, want different stuff"): those titles are what the
 * picks should differ from, not what they should resemble.
 */
import { addUnique, type Ctx } from "./context";

/** Words for "something" before "different". */
const SOMETHING: ReadonlySet<string> = new Set(["something", "anything", "stuff", "things", "thing", "one"]);
/** Words of degree between them ("something completely different"). */
const DEGREE: ReadonlySet<string> = new Set(["completely", "totally", "entirely", "really", "very", "quite"]);
/** Words after "different" that compare with what follows ("different from", "different to"). */
const COMPARING: ReadonlySet<string> = new Set(["from", "to", "than"]);

/** True when a wish for something different starts at or after token `from`. */
function differentAfter(ctx: Ctx, from: number): boolean {
  const { tokens } = ctx;
  for (let i = Math.max(0, from); i < tokens.length; i++) {
    if (tokens[i]?.raw !== "different" || COMPARING.has(tokens[i + 1]?.raw ?? "")) continue;
    const before = DEGREE.has(tokens[i - 1]?.raw ?? "") ? i - 2 : i - 1;
    const after = tokens[i + 1]?.raw ?? "";
    if (SOMETHING.has(tokens[before]?.raw ?? "") || SOMETHING.has(after)) return true;
  }
  return false;
}

/**
 * Turns the titles named before a wish for something different into titles to steer away from.
 * `lastMention` is the last token of a title mention.
 */
export function awayFromNamedForDifferent(ctx: Ctx, lastMention: number): void {
  const { mood } = ctx;
  if (!mood.references.length || lastMention < 0 || !differentAfter(ctx, lastMention + 1)) return;
  for (const ref of mood.references) {
    mood.avoided.push(ref);
    addUnique(mood.negated, `nothing like ${ref.title}`);
  }
  mood.references = [];
}
