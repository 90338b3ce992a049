/** SQLSTATE of a foreign-key violation: a row refers to one that is not there (any more). */
export const FOREIGN_KEY_VIOLATION = "23503";

/**
 * The SQLSTATE code of a database error from either driver (node-postgres or PGlite), looking
 * through Drizzle's wrapper (`cause`); undefined for anything else.
 */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== "object") return undefined;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}
