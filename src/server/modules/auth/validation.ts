import type { FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError } from "../../errors";

const NOT_AN_OBJECT = "The request body must be a JSON object.";

/**
 * For routes with `attachValidation`: turns the first schema issue into a 400 whose message is the
 * schema's own sentence alone (e.g. "Please enter a valid email address.", no field prefix), as the
 * form shows it, and whose `field` names the input.
 * `schemaFor` picks the schema to report from when the route's schema is a union.
 */
export function rejectInvalid(req: FastifyRequest, schemaFor?: (body: unknown) => z.ZodType): void {
  const err = req.validationError;
  if (!err) return;
  const body = req.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("validation", NOT_AN_OBJECT);
  }
  let path: PropertyKey[] = [];
  let message = "Invalid request";
  const parsed = schemaFor?.(body).safeParse(body);
  const [zodIssue] = parsed && !parsed.success ? parsed.error.issues : [];
  const [schemaIssue] = hasZodFastifySchemaValidationErrors(err) ? err.validation : [];
  if (zodIssue) {
    path = zodIssue.path;
    message = zodIssue.message;
  } else if (schemaIssue) {
    path = schemaIssue.instancePath.replace(/^\//, "").split("/").filter(Boolean);
    message = schemaIssue.message;
  }
  const field = path.map(String).join(".") || undefined;
  throw new AppError("validation", message, field ? { field } : undefined);
}
