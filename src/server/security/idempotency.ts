import { createHash, randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { claimKey, purgeExpiredKeys, readKey, releaseKey, storeAnswer } from "./idempotency-repo";

/**
 * Idempotency keys: a client that retries a POST whose answer it never saw sends the same
 * `Idempotency-Key` again and gets the first answer back instead of a second record. Routes opt in
 * with `config: { idempotent: true }`; without the header every route behaves as before.
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** a retried request with the same Idempotency-Key gets the stored answer (POST and PATCH only) */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** the key this request holds or replays, when it sent one to an idempotent route */
    idempotency: HeldKey | null;
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Set on an answer that is a stored one, so clients and logs can tell a replay from a fresh run. */
export const REPLAYED_HEADER = "idempotent-replayed";
/** How long an answer is kept for retries. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a running request holds its key. Longer than any request takes (the LLM has its own
 * shorter timeout), so it only matters when an instance dies mid-request: the key frees itself.
 */
export const IDEMPOTENCY_LEASE_MS = 5 * 60 * 1000;
/** Answers larger than this are not kept (none of ours comes close); the retry then runs again. */
export const MAX_STORED_ANSWER_BYTES = 1024 * 1024;

/** 1–255 printable ASCII characters, no spaces: a UUID, a ULID or any random token fits. */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const METHODS = new Set(["POST", "PATCH"]);
/** Expired rows are dropped on 1 claim in PURGE_EVERY, like the rate-limit counters. */
const PURGE_EVERY = 100;

interface Answer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

export interface HeldKey {
  /** the answer sent is a stored one: nothing to keep */
  replayed: boolean;
  /** the route said its answer is not the request's full result (cut short): give the key back */
  discard: boolean;
  /** keeps the answer (or, given null, releases the key); only the first call counts */
  settle(answer: Answer | null): Promise<void>;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The key's header value when the request sent one (an array when the header came twice). */
function headerKey(req: FastifyRequest): string | undefined {
  const value = req.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(value) ? value.join(", ") : value;
}

function pathAndQuery(url: string): [string, string] {
  const q = url.indexOf("?");
  return q === -1 ? [url, ""] : [url.slice(0, q), url.slice(q + 1)];
}

/** Marks the answer about to be sent as not the whole result, so a retry runs the request again. */
export function discardIdempotentAnswer(req: FastifyRequest): void {
  if (req.idempotency) req.idempotency.discard = true;
}

/**
 * For a hijacked answer written straight to the socket (the recommendation stream): collects what
 * is written, then keeps it for retries when the run completed, or gives the key back when not.
 * Without a held key every call is a no-op.
 */
export function recordHijackedAnswer(req: FastifyRequest) {
  const chunks: string[] = [];
  let size = 0;
  return {
    write(text: string): void {
      if (!req.idempotency || size > MAX_STORED_ANSWER_BYTES) return;
      chunks.push(text);
      size += Buffer.byteLength(text);
    },
    async finish(completed: boolean, statusCode: number, contentType: string): Promise<void> {
      const held = req.idempotency;
      if (!held) return;
      const keep = completed && !held.discard && size <= MAX_STORED_ANSWER_BYTES;
      await held.settle(keep ? { statusCode, contentType, body: chunks.join("") } : null);
    },
  };
}

function payloadText(payload: unknown): string | null {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return null;
}

/**
 * Registers the hooks. Call before @fastify/compress: its onSend runs after these, so a stored
 * answer is the plain body, and a replay is compressed for the retry's own Accept-Encoding.
 */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  app.decorateRequest("idempotency", null);

  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.every((m) => METHODS.has(m))) {
      throw new Error(`${String(route.method)} ${route.url}: only POST and PATCH routes take idempotency keys`);
    }
    route.schema = { ...route.schema, "x-idempotent": true } as RouteOptions["schema"];
  });

  // Before the body is read: a malformed key is refused without any work.
  app.addHook("onRequest", async (req) => {
    if (!req.routeOptions.config.idempotent) return;
    const key = headerKey(req);
    if (key !== undefined && !KEY_FORMAT.test(key)) {
      throw new AppError("validation", "The Idempotency-Key header must be 1 to 255 printable characters.", {
        field: "Idempotency-Key",
      });
    }
  });

  // After validation (a bad body never takes a key) and the NUL check, before the handler.
  app.addHook("preHandler", async (req, reply) => {
    if (!req.routeOptions.config.idempotent) return;
    const key = headerKey(req);
    if (key === undefined) return;
    const [path, query] = pathAndQuery(req.url);
    // A key belongs to one account (or, signed out, one client address) and one method and path.
    const scope = req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
    const keyHash = sha256(JSON.stringify([scope, req.method, path, key]));
    const fingerprint = sha256(JSON.stringify([query, req.body ?? null]));
    const claim = randomBytes(16).toString("base64url");

    // Two rounds: the row read after a failed claim may vanish (released or expired) before the read.
    for (let round = 0; round < 2; round++) {
      const now = clock.now();
      const claimed = await claimKey(db, {
        keyHash,
        userId: req.user?.id ?? null,
        method: req.method,
        path,
        fingerprint,
        claim,
        now,
        leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
      });
      if (claimed) {
        req.idempotency = holdKey(keyHash, claim, req);
        if (randomInt(PURGE_EVERY) === 0) await purgeExpiredKeys(db, now);
        return;
      }
      const stored = await readKey(db, keyHash, now);
      if (!stored) continue;
      if (stored.fingerprint !== fingerprint) {
        throw new AppError(
          "idempotency_key_reused",
          "This Idempotency-Key was already used for a different request. Send a new key.",
        );
      }
      if (stored.status_code === null) break;
      return replay(req, reply, stored.status_code, stored.content_type, stored.body ?? "");
    }
    throw new AppError(
      "idempotency_in_progress",
      "A request with this Idempotency-Key is still being handled. Try again in a moment.",
      { retry_after_seconds: 1 },
    );
  });

  function holdKey(keyHash: string, claim: string, req: FastifyRequest): HeldKey {
    let settled = false;
    return {
      replayed: false,
      discard: false,
      async settle(answer) {
        if (settled) return;
        settled = true;
        try {
          if (answer) {
            const keepUntil = new Date(clock.now().getTime() + IDEMPOTENCY_TTL_MS);
            await storeAnswer(db, keyHash, claim, { ...answer, keepUntil });
          } else {
            await releaseKey(db, keyHash, claim);
          }
        } catch (err) {
          // The answer itself is fine; a retry of it meets the lease (409) until it runs out.
          req.log.warn({ err }, "could not settle the idempotency key");
        }
      },
    };
  }

  // Only successful answers are kept: a failed request did no lasting work, so its retry runs again.
  app.addHook("onSend", async (req, reply, payload) => {
    const held = req.idempotency;
    if (!held || held.replayed) return payload;
    const body = payloadText(payload);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    const type = reply.getHeader("content-type");
    await held.settle(
      ok && !held.discard && body !== null && Buffer.byteLength(body) <= MAX_STORED_ANSWER_BYTES
        ? { statusCode: reply.statusCode, contentType: type ? String(type) : null, body }
        : null,
    );
    return payload;
  });

  // A request that ended without passing onSend (aborted, hijacked and never finished) frees its key.
  app.addHook("onResponse", async (req) => {
    await req.idempotency?.settle(null);
  });
}

function replay(
  req: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  contentType: string | null,
  body: string,
): FastifyReply {
  req.idempotency = { replayed: true, discard: false, settle: async () => {} };
  reply.code(statusCode).header(REPLAYED_HEADER, "true");
  if (contentType) reply.header("content-type", contentType);
  return reply.send(body);
}
