import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { createTestApp } from "../../test/harness";
import { AUTH_LEVELS, type AuthLevel, currentUser, registerAuthGuard } from "./guard";
import type { SessionUser } from "./session";

const config = { adminEmails: ["boss@example.test"] };

/** A bare app with the guard; the `x-user` header stands in for the session cookie. */
async function guarded(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (req) => {
    const email = req.headers["x-user"];
    req.user =
      typeof email === "string"
        ? ({ id: email, email, username: null, full_name: null, email_confirmed_at: null } as SessionUser)
        : null;
  });
  registerAuthGuard(app, config);
  app.setErrorHandler((err, _req, reply) =>
    reply.status(err instanceof AppError ? err.status : 500).send({ code: (err as AppError).code }),
  );
  routes(app);
  await app.ready();
  return app;
}

describe("the auth guard", () => {
  it("admits each level's callers and refuses the rest with 401 or 403", async () => {
    const app = await guarded((a) => {
      for (const level of AUTH_LEVELS) {
        a.get(`/api/${level}`, { config: { auth: level } }, async (req) => ({ user: req.user?.email ?? null }));
      }
    });
    const status = async (level: AuthLevel, who?: string) =>
      (await app.inject({ url: `/api/${level}`, headers: who ? { "x-user": who } : {} })).statusCode;
    expect(await status("optional")).toBe(200);
    expect(await status("optional", "ada@example.test")).toBe(200);
    expect(await status("user")).toBe(401);
    expect(await status("user", "ada@example.test")).toBe(200);
    expect(await status("admin")).toBe(401);
    expect(await status("admin", "ada@example.test")).toBe(403);
    expect(await status("admin", "boss@example.test")).toBe(200);
    await app.close();
  });

  it("stops the app from starting when an /api route declares no level", async () => {
    await expect(guarded((a) => a.get("/api/forgotten", async () => ({})))).rejects.toThrow(
      /GET \/api\/forgotten must declare who may call it/,
    );
    // Routes outside /api (posters, the web app) are not the guard's business.
    const app = await guarded((a) => a.get("/elsewhere", async () => ({ ok: true })));
    expect((await app.inject({ url: "/elsewhere" })).statusCode).toBe(200);
    await app.close();
  });

  it("currentUser fails loudly (not with a 401) on a route that let an anonymous caller through", async () => {
    const app = await guarded((a) =>
      a.get("/api/misdeclared", { config: { auth: "optional" } }, async (req) => currentUser(req)),
    );
    expect((await app.inject({ url: "/api/misdeclared" })).statusCode).toBe(500);
    await app.close();
  });
});

describe("every /api route of the app declares who may call it", () => {
  it("each operation in the OpenAPI document carries its level, and the private ones are not optional", async () => {
    const { app } = await createTestApp("pglite");
    const doc = (await app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { "x-auth"?: string }>>;
    };
    const levels = new Map<string, string | undefined>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith("/api/")) continue;
      for (const [method, operation] of Object.entries(operations))
        levels.set(`${method.toUpperCase()} ${path}`, operation["x-auth"]);
    }
    expect(levels.size).toBeGreaterThan(20);
    for (const [route, level] of levels) expect(AUTH_LEVELS, route).toContain(level);
    for (const [route, level] of levels) {
      if (/ \/api\/admin\//.test(route)) expect(level, route).toBe("admin");
      else if (/ \/api\/(me|profile|recommendations|together)\b/.test(route)) expect(level, route).toBe("user");
      else expect(level, route).toBe("optional");
    }
  });
});
