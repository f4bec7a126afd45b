/**
 * For tests that hold a hand-written guard to the zod contract it stands in for: a value and every
 * one-field change of it (a field missing, null, of another type, or just out of range).
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every path into the value, the value itself included. */
function pathsOf(value: Json, at: Path = []): Path[] {
  const inner =
    value !== null && typeof value === "object"
      ? Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...at, Array.isArray(value) ? +key : key]))
      : [];
  return [at, ...inner];
}

export const REMOVE = Symbol("remove");

/** A copy of the value with the field at `path` set to `next`, or removed. */
export function withAt(value: Json, path: Path, next: Json | typeof REMOVE): Json {
  const copy = structuredClone(value);
  if (path.length === 0) return next === REMOVE ? null : next;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (next !== REMOVE) parent[last] = next;
  else if (Array.isArray(parent)) parent.splice(+last, 1);
  else delete parent[last];
  return copy;
}

/** The value with one field missing, null, of another type, or just out of range, for every field. */
export function mutations(value: Json): Json[] {
  const wrong: (Json | typeof REMOVE)[] = [REMOVE, null, "text", 7, 1.5, -1, 101, true, [], {}, ["x"], [7]];
  return pathsOf(value).flatMap((path) => wrong.map((next) => withAt(value, path, next)));
}
