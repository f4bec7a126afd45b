/**
 * Database errors recognised by SQLSTATE and constraint name, which both pg and PGlite put on the
 * error they throw. Messages are for people and change between versions and locales, so the code
 * never reads them.
 */
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

function violates(err: unknown, sqlState: string, constraint: string): boolean {
  if (typeof err !== "object" || err === null) return false;
  const { code, constraint: name } = err as { code?: unknown; constraint?: unknown };
  return code === sqlState && name === constraint;
}

/** The write broke the named UNIQUE constraint (or primary key). */
export const isUniqueViolation = (err: unknown, constraint: string): boolean =>
  violates(err, UNIQUE_VIOLATION, constraint);

/** The write referenced a row the named foreign key could not find. */
export const isForeignKeyViolation = (err: unknown, constraint: string): boolean =>
  violates(err, FOREIGN_KEY_VIOLATION, constraint);
