/** The one error type of the server: a string code, an HTTP status and a message safe to show. */
type ErrorCode =
  | "bad_request"
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "csrf"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "email_not_confirmed"
  | "invalid_credentials"
  | "invalid_code"
  | "expired"
  | "gone"
  | "payload_too_large"
  | "uri_too_long"
  | "invalid_file"
  | "wrong_password"
  | "idempotency_key_reused"
  | "idempotency_in_progress"
  | "unavailable"
  | "internal";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  csrf: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  email_not_confirmed: 403,
  invalid_credentials: 400,
  invalid_code: 400,
  expired: 400,
  /** something that existed and has ended (an expired watch-together session) */
  gone: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  /** an uploaded file that cannot be imported (the message says why) */
  invalid_file: 400,
  /** the signed-in user's password did not match on a step that asks for it again */
  wrong_password: 403,
  /** an Idempotency-Key sent again with a different request (body, query or path) */
  idempotency_key_reused: 422,
  /** the first request with this Idempotency-Key is still running; retry shortly */
  idempotency_in_progress: 409,
  /** the server is shutting down; the client should come back (to another instance) shortly */
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what = "Resource") => new AppError("not_found", `${what} not found`);
