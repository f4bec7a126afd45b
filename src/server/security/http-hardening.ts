import helmet from "@fastify/helmet";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { AppError } from "../errors";
import { TMDB_IMAGE_ORIGIN } from "../modules/tmdb/mapping";

/** Longer request targets answer 414 in the error envelope (Node itself refuses past maxHeaderSize). */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * Node server options: a client must send its headers within 10 s and its whole request within
 * 30 s, so slow clients cannot hold sockets for minutes. Headers may reach 64 KB so that an
 * over-long URL reaches our 414 instead of Node's bare 431.
 */
export const HTTP_SERVER_OPTIONS = { headersTimeout: 10_000, requestTimeout: 30_000, maxHeaderSize: 64 * 1024 };

/**
 * Errors the router raises before any hook runs (a malformed percent-escape, an over-long path
 * parameter) leave in the same envelope as every other error instead of Fastify's own shape.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const [status, code, message] =
    err.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? [414, "uri_too_long", "A part of the address is too long."]
      : [400, "bad_request", "The address is not valid."];
  reply.status(status).send({ error: { code, message } });
}

/** Browser features the app never uses, switched off for every page. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

declare module "fastify" {
  interface FastifyContextConfig {
    /** the route looks for NUL characters itself and answers with its own message (file uploads) */
    checksNul?: boolean;
  }
}

/**
 * True when any string (or key) in the value holds a NUL character. PostgreSQL text and jsonb cannot
 * store one, so it would fail deep in a query; walked iteratively so no nesting can overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return true;
    } else if (v && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes("\u0000")) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** Security headers (CSP and friends through helmet, plus Permissions-Policy) and the URL length check. */
export async function registerHttpHardening(app: FastifyInstance, config: Pick<Config, "env" | "tmdb">): Promise<void> {
  app.addHook("onRequest", async (req, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (req.url.length > MAX_URL_LENGTH) {
      throw new AppError("uri_too_long", `The address is too long (over ${MAX_URL_LENGTH} characters).`);
    }
  });
  // After validation, so a route's own check (a field's "no control characters", the import's "binary
  // data") speaks first; before the handler, so nothing unchecked reaches a query.
  app.addHook("preHandler", async (req) => {
    if (req.routeOptions.config.checksNul) return;
    if (containsNul(req.body) || containsNul(req.query) || containsNul(req.params)) {
      throw new AppError("validation", "Text must not contain the NUL character.");
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Posters are our own SVGs; imported titles' posters and provider logos come from TMDB's image
        // server, which is let in only when the importer is configured.
        imgSrc: ["'self'", "data:", ...(config.tmdb ? [TMDB_IMAGE_ORIGIN] : [])],
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.env === "production" ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.env === "production",
  });
}
