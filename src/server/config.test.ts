import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("config", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("127.0.0.1");
    expect(c.dataDir).toBe("./data");
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.env).toBe("development");
    expect(c.adminEmails).toEqual([]);
    expect(c.llm).toBeUndefined();
    expect(c.tmdb).toBeUndefined();
    expect(c.catalogueRefreshHours).toBe(24);
  });

  it("turns the TMDB importer on with a v3 key or a v4 token", () => {
    expect(loadConfig({ TMDB_API_KEY: "  " }).tmdb).toBeUndefined();
    expect(loadConfig({ TMDB_API_KEY: "k3" }).tmdb).toEqual({
      apiKey: "k3",
      readToken: undefined,
      apiBase: "https://api.themoviedb.org/3",
      region: "US",
    });
    const c = loadConfig({ TMDB_READ_TOKEN: "t4", TMDB_API_BASE: "http://127.0.0.1:9/3/", TMDB_REGION: "gb" });
    expect(c.tmdb).toMatchObject({ readToken: "t4", apiBase: "http://127.0.0.1:9/3", region: "GB" });
  });

  it("derives PUBLIC_URL from PORT and normalises admin e-mails", () => {
    const c = loadConfig({ PORT: "4100", ADMIN_EMAILS: " A@x.io, b@Y.io ,," });
    expect(c.publicUrl).toBe("http://localhost:4100");
    expect(c.adminEmails).toEqual(["a@x.io", "b@y.io"]);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ TMDB_API_BASE: "not a url" }, "TMDB_API_BASE"],
    [{ TMDB_REGION: "USA" }, "TMDB_REGION"],
    [{ CATALOGUE_REFRESH_HOURS: "0" }, "CATALOGUE_REFRESH_HOURS"],
  ])("fails fast with one line naming the bad variable (%o)", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
      expect((err as Error).message).not.toContain("\n");
    }
  });

  it("trusts no proxy unless TRUST_PROXY names a hop count or proxy addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "::1",
    ]);
    for (const bad of ["yes", "10.0.0.0/99", "10.0.0.0/8,evil.example", "1000"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid environment variable TRUST_PROXY: /);
    }
  });

  it("scales limits by RATE_LIMIT_FACTOR and keeps the dev mailbox opt-in, never in production", () => {
    expect(loadConfig({}).rateLimitFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_FACTOR: "20" }).rateLimitFactor).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: "0" })).toThrow(/RATE_LIMIT_FACTOR/);
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: "1" }).devMailbox).toBe(true);
    expect(() => loadConfig({ DEV_MAILBOX: "1", NODE_ENV: "production" })).toThrow(/DEV_MAILBOX/);
  });

  it("serves metrics only when METRICS=1 and rejects any other value", () => {
    expect(loadConfig({}).metrics).toBe(false);
    expect(loadConfig({ METRICS: "0" }).metrics).toBe(false);
    expect(loadConfig({ METRICS: "1" }).metrics).toBe(true);
    for (const bad of ["yes", "true", "2"]) {
      expect(() => loadConfig({ METRICS: bad }), bad).toThrow(/^Invalid environment variable METRICS: /);
    }
  });

  it("treats empty strings as unset", () => {
    const c = loadConfig({ DATABASE_URL: "", SMTP_URL: " " });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });
});
