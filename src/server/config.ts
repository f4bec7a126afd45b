import { isIP } from "node:net";
import { z } from "zod";
import { trimChars } from "../shared/trim-chars";

const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
  z.string().url().optional(),
);

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  CATALOGUE_DIR: z.string().min(1).default("./data/catalogue"),
  DATABASE_URL: optionalUrl.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    "must be a postgres:// URL",
  ),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//.test(v), "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().default("Moodreel <no-reply@moodreel.local>"),
  ADMIN_EMAILS: z.string().default(""),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** Multiplies every rate limit's maximum (windows stay); raise it for load tests only. */
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * Which proxies may set X-Forwarded-For: off by default (the socket's address is the client), a hop
   * count, or a comma-separated list of proxy addresses and CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((v, issue) => {
      const value = v.trim();
      if (value === "" || value === "0" || value === "false" || value === "off") return false as const;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const parts = value.split(",").map((p) => p.trim());
      if (parts.every(isAddressOrRange)) return parts;
      issue.addIssue({
        code: "custom",
        message: "must be a hop count or a comma-separated list of IPs or CIDR ranges",
      });
      return z.NEVER;
    }),
  /** The development mailbox (GET /api/dev/mailbox, codes in the log) only when asked for; never in production. */
  DEV_MAILBOX: z.enum(["0", "1", ""]).default(""),
  /** Prometheus metrics at /metrics only when asked for; otherwise that path is a 404. */
  METRICS: z.enum(["0", "1", ""]).default(""),
  /** TMDB v3 API key (sent as the api_key query parameter); turns the importer and the refresh on. */
  TMDB_API_KEY: z.string().trim().optional(),
  /** TMDB v4 read access token (sent as a bearer token); used instead of TMDB_API_KEY when both are set. */
  TMDB_READ_TOKEN: z.string().trim().optional(),
  /** Where the TMDB API lives; tests point it at a fake server on loopback. */
  TMDB_API_BASE: z.string().url().default("https://api.themoviedb.org/3"),
  /** The region whose certifications and offers are imported (ISO 3166-1 alpha-2). */
  TMDB_REGION: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")
    .default("US"),
  /** Hours between two availability refreshes (only with a TMDB key). */
  CATALOGUE_REFRESH_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  CONTACT_EMAIL: z.string().email().default("hello@moodreel.app"),
  COMMUNITY_URL: z.string().url().default("https://discord.gg/moodreel"),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  catalogueDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  env: "development" | "production" | "test";
  logLevel: string;
  contactEmail: string;
  communityUrl: string;
  rateLimitFactor: number;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxy addresses. */
  trustProxy: false | number | string[];
  devMailbox: boolean;
  /** Whether /metrics serves Prometheus metrics. */
  metrics: boolean;
  /** The TMDB importer's settings; undefined without a key (the seed is then the whole catalogue). */
  tmdb: TmdbConfig | undefined;
  /** Hours between two scheduled availability refreshes. */
  catalogueRefreshHours: number;
}

export interface TmdbConfig {
  /** v3 key, sent as ?api_key= */
  apiKey: string | undefined;
  /** v4 read token, sent as Authorization: Bearer (preferred when both are set) */
  readToken: string | undefined;
  /** without a trailing slash */
  apiBase: string;
  /** upper case, "US" */
  region: string;
}

export class ConfigError extends Error {}

/** Parses the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    // zod reports at least one issue for a failed parse; its whole message is only a fallback
    throw new ConfigError(
      issue ? `Invalid environment variable ${String(issue.path[0])}: ${issue.message}` : parsed.error.message,
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && e.DEV_MAILBOX === "1") {
    throw new ConfigError("Invalid environment variable DEV_MAILBOX: the dev mailbox is never on in production");
  }
  const publicUrl = trimChars(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`, "/");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    catalogueDir: e.CATALOGUE_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: trimChars(e.LLM_BASE_URL, "/"),
          apiKey: e.LLM_API_KEY,
          model: e.LLM_MODEL ?? "gpt-4o-mini",
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : undefined,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    contactEmail: e.CONTACT_EMAIL,
    communityUrl: e.COMMUNITY_URL,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    trustProxy: e.TRUST_PROXY,
    devMailbox: e.DEV_MAILBOX === "1",
    metrics: e.METRICS === "1",
    tmdb:
      e.TMDB_API_KEY || e.TMDB_READ_TOKEN
        ? {
            apiKey: e.TMDB_API_KEY || undefined,
            readToken: e.TMDB_READ_TOKEN || undefined,
            apiBase: trimChars(e.TMDB_API_BASE, "/"),
            region: e.TMDB_REGION.toUpperCase(),
          }
        : undefined,
    catalogueRefreshHours: e.CATALOGUE_REFRESH_HOURS,
  };
}

/** A config for tests: the defaults with the dev mailbox on, plus overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: "test", DEV_MAILBOX: "1" }), ...overrides };
}

function isAddressOrRange(value: string): boolean {
  const slash = value.indexOf("/");
  const address = slash === -1 ? value : value.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return false;
  if (slash === -1) return true;
  const bits = value.slice(slash + 1);
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
