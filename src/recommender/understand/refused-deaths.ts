/**
 * A death refused ("nothing where the dog dies", "no films where the mum gets killed", "she loves
 * horses, just not one where the horse dies"): what is refused is the loss, not the one who dies, so
 * the sadness is refused and the dog, the horse or the mum stays as welcome as before.
 */
import { COMPILED } from "../lexicon/index";
import { stemPhrase } from "../text";
import { addUnique, type Ctx } from "./context";
import { applyEntry } from "./lexicon-match";

/** Verbs of a death after the one who dies ("dies", "gets killed", "is put down"). */
const DYING: ReadonlySet<string> = new Set([
  "dies",
  "die",
  "dying",
  "died",
  "killed",
  "murdered",
  "shot",
  "euthanised",
]);
/** Words between the one who dies and the verb ("gets", "is", "has to be", "ends up"). */
const BETWEEN: ReadonlySet<string> = new Set(["gets", "get", "is", "was", "be", "has", "to", "ends", "up", "being"]);
/** The most words from the one who dies to the verb ("the dog | has to be | put down"). */
const MAX_BETWEEN = 3;

/** How many tokens from `i` the death takes ("dog dies": 2, "horse gets put down": 4), or 0. */
function deathAt(ctx: Ctx, i: number): number {
  const { tokens } = ctx;
  if (tokens[i]?.breakAfter) return 0;
  // "no sad animal deaths", "no pet death"
  if (tokens[i + 1]?.raw === "deaths" || tokens[i + 1]?.raw === "death") return 2;
  for (let k = i + 1; k <= i + 1 + MAX_BETWEEN && k < tokens.length; k++) {
    const raw = tokens[k]?.raw ?? "";
    if (DYING.has(raw)) return k - i + 1;
    if (raw === "put" && tokens[k + 1]?.raw === "down") return k - i + 2;
    if (!BETWEEN.has(raw) || tokens[k]?.breakAfter) return 0;
  }
  return 0;
}

/**
 * Under a negation, reads a death at token `i` as a refused sadness: returns the tokens it took (0 when
 * there is no death there), so the one who dies is no refused subject.
 */
export function refuseDeath(ctx: Ctx, i: number, soft: boolean): number {
  const len = deathAt(ctx, i);
  const sad = len ? COMPILED.phrases.get(stemPhrase("sad")) : undefined;
  if (!len || !sad) return 0;
  const told = ctx.tokens
    .slice(i, i + len)
    .map((t) => t.raw)
    .join(" ");
  applyEntry(ctx, sad, true, soft, told, true, false);
  addUnique(ctx.mood.terms, `no ${told}`);
  for (let j = i; j < i + len; j++) ctx.consumed[j] = true;
  return len;
}
