import { existsSync } from "node:fs";
import { join } from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { COMPRESSION } from "./compression";
import type { Config } from "./config";
import { type AppContext, type Clock, type RoutesPlugin, systemClock } from "./context";
import type { Db } from "./db/client";
import { AppError } from "./errors";
import { adminRoutes } from "./modules/admin/routes";
import { registerAuthGuard } from "./modules/auth/guard";
import { authRoutes } from "./modules/auth/routes";
import { registerSessionHook, sessionCookieName } from "./modules/auth/session";
import { catalogueRoutes } from "./modules/catalogue/routes";
import { healthRoutes } from "./modules/health/routes";
import { hiddenRoutes } from "./modules/hidden/routes";
import { listsRoutes } from "./modules/lists/routes";
import { mailRoutes } from "./modules/mail/routes";
import { metaRoutes } from "./modules/meta/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { portabilityRoutes } from "./modules/portability/routes";
import { profileRoutes } from "./modules/profiles/routes";
import { realtimeRoutes } from "./modules/realtime/routes";
import { recommendationRoutes } from "./modules/recommendations/routes";
import { togetherRoutes } from "./modules/together/routes";
import { loggerOptions } from "./observability/logger";
import { metricsRoutes, registerObservability } from "./observability/register";
import { requestIdFor } from "./observability/request-id";
import { registerCsrfHook } from "./security/csrf";
import { frameworkErrors, HTTP_SERVER_OPTIONS, registerHttpHardening } from "./security/http-hardening";
import { registerIdempotency } from "./security/idempotency";
import { registerRequestLimits } from "./security/request-limits";
import { htmlFileFor, prerenderedFiles } from "./web-pages";

export interface BuildAppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Folder of the built web app; defaults to dist/web when it exists. */
  webDir?: string | null;
  /** Where the JSON log lines go instead of stdout (tests read them); needs a LOG_LEVEL other than silent. */
  logStream?: DestinationStream;
}

const MODULES: RoutesPlugin[] = [
  metaRoutes,
  healthRoutes,
  catalogueRoutes,
  listsRoutes,
  adminRoutes,
  mailRoutes,
  authRoutes,
  profileRoutes,
  recommendationRoutes,
  portabilityRoutes,
  hiddenRoutes,
  realtimeRoutes,
  togetherRoutes,
  notificationRoutes,
  metricsRoutes,
];

/** A hop count becomes proxy-addr's trust function: the nearest `hops` addresses are proxies. */
function trustProxyOption(setting: Config["trustProxy"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const ctx: AppContext = { config, db, clock: options.clock ?? systemClock };
  const app = Fastify({
    // Media ids go up to 120 characters; longer ones still get our own 400/404, not a framework 414.
    routerOptions: { maxParamLength: 300 },
    ...loggerOptions(config, options.logStream),
    requestIdHeader: false,
    genReqId: requestIdFor,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 64 * 1024,
    http: HTTP_SERVER_OPTIONS,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerObservability(app, ctx);

  await app.register(cookie);
  await registerHttpHardening(app, config);
  await app.register(swagger, {
    openapi: {
      info: { title: "Moodreel API", version: "1.0.0", description: "Mood-based film and TV recommendations" },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, "app error");
      const retryAfter = err.details?.retry_after_seconds;
      if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, ...err.details } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const path = (issue?.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
      const where = err.validationContext === "body" ? path : path || err.validationContext;
      const field = where || err.validationContext || undefined;
      const message = issue ? `${field ? `${field}: ` : ""}${issue.message}` : "Invalid request";
      return reply.status(400).send({ error: { code: "validation", message, field } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err: err.cause }, "response failed its schema");
      return reply.status(500).send({ error: { code: "internal", message: "Something went wrong on our side." } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413
          ? "payload_too_large"
          : status === 429
            ? "rate_limited"
            : status === 404
              ? "not_found"
              : "bad_request";
      const message =
        err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "The request body is not valid JSON."
          : err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Unsupported content type."
            : err.message;
      return reply.status(status).send({ error: { code, message } });
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ error: { code: "internal", message: "Something went wrong on our side." } });
  });

  registerCsrfHook(app, config);
  registerSessionHook(app, ctx);
  registerRequestLimits(app, ctx);
  registerAuthGuard(app, config);
  // Before compression, so answers are kept plain and a replayed one is compressed like a fresh one.
  registerIdempotency(app, ctx);
  // API answers over 1 KB leave compressed (the recommendation and realtime streams are hijacked and flush themselves).
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION.threshold,
    encodings: COMPRESSION.encodings,
    brotliOptions: COMPRESSION.brotliOptions,
  });
  for (const mod of MODULES) await mod(app, ctx);

  const webDir = options.webDir === undefined ? join(process.cwd(), "dist", "web") : options.webDir;
  const hasWeb = webDir !== null && existsSync(join(webDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; the best one the browser accepts is sent.
      preCompressed: true,
      // Hashed build assets never change; everything else is revalidated.
      cacheControl: false,
      setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
        const immutable = path.includes(`${join(webDir, "assets")}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  const prerendered = hasWeb ? prerenderedFiles(webDir) : new Set<string>();
  const sessionCookie = sessionCookieName(config);
  app.setNotFoundHandler((req, reply) => {
    const query = req.url.indexOf("?");
    const path = query === -1 ? req.url : req.url.slice(0, query);
    if (path === "/api" || path.startsWith("/api/")) {
      return reply
        .status(404)
        .send({ error: { code: "not_found", message: `No API route for ${req.method} ${path}` } });
    }
    if (hasWeb && (req.method === "GET" || req.method === "HEAD")) {
      const { file, byCookie } = htmlFileFor(path, req.cookies, sessionCookie, prerendered);
      // The same address answers differently with and without a session or guest cookie.
      if (byCookie) reply.header("vary", "cookie");
      return reply.header("cache-control", "no-cache").type("text/html").sendFile(file);
    }
    return reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
  });

  return app;
}
