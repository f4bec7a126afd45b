import { type FastifyServerOptions, LogController } from "fastify";
import type { DestinationStream } from "pino";
import type { Config } from "../config";

/** The label of the request id on every line a request logs (Fastify's default is "reqId"). */
export const REQUEST_ID_LOG_LABEL = "request_id";

/**
 * Fastify would log two lines per request (incoming and completed); the request log hook writes
 * one line at the end instead, so both of Fastify's are switched off here. Its other lines (stream
 * errors, serializer failures) stay.
 */
class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: REQUEST_ID_LOG_LABEL });
  }
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

/**
 * Development reads one compact human line per event (pino-pretty's single-line mode with the
 * request fields folded into the message); production writes pino's JSON, one object per line.
 */
const PRETTY_OPTIONS = {
  colorize: true,
  singleLine: true,
  translateTime: "SYS:HH:MM:ss",
  ignore: "pid,hostname,method,route,status,duration_ms,request_id",
  messageFormat: "{msg}{if request_id} [{request_id}]{end}",
};

/** The logger part of Fastify's options; `stream` sends the JSON lines somewhere else (tests). */
export function loggerOptions(
  config: Pick<Config, "env" | "logLevel">,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, "logger" | "logController"> {
  if (config.logLevel === "silent") return { logger: false };
  const redact = ["req.headers.cookie", "req.headers.authorization"];
  const level = config.logLevel;
  if (stream) return { logger: { level, redact, stream }, logController: new OneLinePerRequest() };
  const transport = config.env === "development" ? { target: "pino-pretty", options: PRETTY_OPTIONS } : undefined;
  return { logger: { level, redact, transport }, logController: new OneLinePerRequest() };
}
