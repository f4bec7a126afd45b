import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * How API answers are compressed: the options of @fastify/compress in app.ts, and what
 * precompressed answers (cached catalogue pages) are made with, so both give the same bytes.
 */
export const COMPRESSION = {
  /** answers under this many bytes leave as they are */
  threshold: 1024,
  /** in order of preference when the client accepts several */
  encodings: ["br", "gzip"] as ("br" | "gzip")[],
  /** quality 4 of 11: most of the size gain for a fraction of the time */
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/** An answer's JSON with its compressed forms, made once; null where the plugin would not compress. */
export interface Precompressed {
  json: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

export function precompress(json: Buffer): Precompressed {
  if (json.byteLength < COMPRESSION.threshold) return { json, br: null, gzip: null };
  return { json, br: brotliCompressSync(json, COMPRESSION.brotliOptions), gzip: gzipSync(json) };
}

/** Bytes the answer holds in memory, all forms together. */
export const precompressedSize = (p: Precompressed) =>
  p.json.byteLength + (p.br?.byteLength ?? 0) + (p.gzip?.byteLength ?? 0);

/**
 * Sends a JSON answer in the encoding @fastify/compress would pick for this request (same
 * negotiation: "*" and "x-gzip" count as gzip), from the precompressed forms. Whatever the plugin
 * would not compress leaves as plain JSON, and the plugin then makes the same decision itself.
 */
export function sendPrecompressed(req: FastifyRequest, reply: FastifyReply, answer: Precompressed): FastifyReply {
  reply.type("application/json; charset=utf-8");
  const accept = req.headers["accept-encoding"];
  if (accept !== undefined && req.headers["x-no-compression"] === undefined && answer.br && answer.gzip) {
    const encoding = negotiate(accept.toLowerCase().replace(/\*|x-gzip/g, "gzip"), COMPRESSION.encodings);
    if (encoding === "br" || encoding === "gzip") {
      // A set Content-Encoding tells the plugin the answer is already compressed.
      return reply.header("vary", "accept-encoding").header("content-encoding", encoding).send(answer[encoding]);
    }
  }
  return reply.send(answer.json);
}
