/**
 * Whether a parsed JSON value stays within a nesting depth and a node count. Walks with an explicit
 * stack and stops at the first breach, so a hostile 100,000-level document costs a few steps and
 * never the call stack (the database's own JSON nesting limit would otherwise surface as a 500).
 */
export function jsonWithin(value: unknown, limits: { maxDepth: number; maxNodes: number }): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (++nodes > limits.maxNodes || depth > limits.maxDepth) return false;
    if (node !== null && typeof node === "object") {
      for (const child of Object.values(node)) stack.push([child, depth + 1]);
    }
  }
  return true;
}
