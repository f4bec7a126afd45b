/**
 * Renders the OpenAPI document the server builds from its zod route schemas as docs/api.md, so the
 * written reference is the running contract and cannot drift from it (a test compares the two).
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  format?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

interface Operation {
  /** who may call it: the auth level every route declares */
  "x-auth"?: "optional" | "user" | "admin";
  /** a retry with the same Idempotency-Key gets the stored answer */
  "x-idempotent"?: boolean;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const SAFE_INT = 9007199254740991;

/** A short, readable type: `string ≤ 200`, `"movie" | "tv"`, `array of object`, `integer 0–10000`. */
export function describeType(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  const nullable = schema.nullable ? " or null" : "";
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" \\| ") + nullable;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map(describeType))].join(" or ") + nullable;
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "any");
  if (type === "array")
    return `array of ${describeType(schema.items)}${bounds(schema.minItems, schema.maxItems, " items")}${nullable}`;
  if (type === "string")
    return `string${schema.format ? ` (${schema.format})` : ""}${bounds(schema.minLength, schema.maxLength, " chars")}${nullable}`;
  if (type === "integer" || type === "number") return `${type}${bounds(schema.minimum, schema.maximum, "")}${nullable}`;
  return type + nullable;
}

function bounds(min: number | undefined, max: number | undefined, unit: string): string {
  const lo = min !== undefined && Math.abs(min) < SAFE_INT ? min : undefined;
  const hi = max !== undefined && Math.abs(max) < SAFE_INT ? max : undefined;
  if (lo !== undefined && hi !== undefined) return ` ${lo}–${hi}${unit}`;
  if (hi !== undefined) return ` ≤ ${hi}${unit}`;
  if (lo !== undefined) return ` ≥ ${lo}${unit}`;
  return "";
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function parameterRows(params: Parameter[]): string[] {
  if (params.length === 0) return [];
  const rows = params.map((p) => {
    const dflt = p.schema?.default !== undefined ? `, default ${JSON.stringify(p.schema.default)}` : "";
    return `| \`${p.name}\` | ${p.in} | ${cell(describeType(p.schema))}${cell(dflt)} | ${p.required ? "yes" : "no"} |`;
  });
  return ["| parameter | in | type | required |", "|---|---|---|---|", ...rows, ""];
}

function bodyRows(schema: JsonSchema | undefined): string[] {
  if (!schema?.properties) return schema ? [`Body: ${describeType(schema)}`, ""] : [];
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).map(
    ([name, s]) => `| \`${name}\` | ${cell(describeType(s))} | ${required.has(name) ? "yes" : "no"} |`,
  );
  return ["| body field | type | required |", "|---|---|---|", ...rows, ""];
}

function responseLine(responses: Operation["responses"]): string[] {
  if (!responses) return [];
  const parts = Object.entries(responses).map(([status, r]) => {
    const schema = r.content?.["application/json"]?.schema;
    if (!schema) return `\`${status}\``;
    if (schema.properties && "error" in schema.properties) return `\`${status}\` error envelope`;
    const fields = schema.properties ? Object.keys(schema.properties) : null;
    return `\`${status}\` ${fields ? `{${fields.join(", ")}}` : describeType(schema)}`;
  });
  return [`Responses: ${parts.join(" · ")}`, ""];
}

const ACCESS = { optional: "anyone", user: "a signed-in user", admin: "an admin" } as const;

function operationSection(method: string, path: string, op: Operation): string[] {
  const title = `### \`${method.toUpperCase()} ${path}\`${op.summary ? ` — ${op.summary}` : ""}`;
  const body = op.requestBody?.content?.["application/json"]?.schema;
  const access = op["x-auth"] ? [`Access: ${ACCESS[op["x-auth"]]}`, ""] : [];
  const retries = op["x-idempotent"]
    ? ["Retries: takes an `Idempotency-Key` header; a retry with the same key gets the first answer.", ""]
    : [];
  return [
    title,
    "",
    ...access,
    ...retries,
    ...(op.description ? [op.description, ""] : []),
    ...parameterRows(op.parameters ?? []),
    ...bodyRows(body),
    ...responseLine(op.responses),
  ];
}

const INTRO = [
  "# Moodreel HTTP API",
  "",
  "<!-- Generated by `npm run docs:api` from the server's OpenAPI document; edit the route schemas, not this file. -->",
  "",
  "Every endpoint lives under `/api` and speaks JSON; the same description is served machine-readable at",
  "`GET /api/openapi.json`. Requests and responses are validated with the zod schemas of `src/shared/contracts/`.",
  "",
  '- **Errors** travel in one envelope, `{"error":{"code","message"}}` (a `field` too for invalid input), with',
  "  a 4xx status for bad input; an unexpected failure is a logged 500 without internals. Codes: `src/server/errors.ts`.",
  "- **Writes** (POST, PUT, PATCH, DELETE) need `X-Requested-With: moodreel` or a same-origin `Origin` header.",
  "- **Sessions** are an HttpOnly cookie set by sign-in; each operation says who may call it, and answers 401",
  "  (no session) or 403 (not an admin) before reading the body.",
  "- **Retries**: a POST or PATCH marked so takes an `Idempotency-Key` header (1–255 printable characters, no",
  "  spaces). Its successful answer is kept 24 hours for the caller, method and path, and a retry with the key",
  "  gets it back (header `Idempotent-Replayed: true`) instead of doing the work again. The same key with another",
  "  body answers 422 `idempotency_key_reused`; one sent while the first request still runs, 409",
  "  `idempotency_in_progress` with `Retry-After`. A failed request keeps nothing, so its retry runs again.",
  "- The search, filter and ordering rules of the catalogue are described in [catalogue-search.md](catalogue-search.md).",
  "",
];

/** docs/api.md: the intro, then one section per tag with every operation in path order. */
export function renderApiDoc(doc: OpenApiDoc): string {
  const byTag = new Map<string, string[]>();
  for (const path of Object.keys(doc.paths).sort()) {
    const item = doc.paths[path] ?? {};
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "other";
      const lines = byTag.get(tag) ?? [];
      lines.push(...operationSection(method, path.replace(/\{(\w+)\}/g, ":$1"), op));
      byTag.set(tag, lines);
    }
  }
  const sections = [...byTag.keys()].sort().flatMap((tag) => [`## ${tag}`, "", ...(byTag.get(tag) ?? [])]);
  return `${[...INTRO, ...sections].join("\n").trimEnd()}\n`;
}
