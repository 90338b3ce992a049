import { DrizzleQueryError } from "drizzle-orm/errors";
import type { FastifyServerOptions } from "fastify";

/** The SQL text kept in a log line: enough to tell which statement failed. */
const QUERY_CHARS = 200;

/** pino's shape of a logged error: type, message, stack, and anything else worth keeping. */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const causeOf = (error: Error): unknown => (error as { cause?: unknown }).cause;

/** A stack without its head (`Error: <message>`, which may span lines): the frames alone. */
function framesOf(error: Error): string {
  const head = `${error.name}: ${error.message}`;
  return error.stack?.startsWith(head) ? error.stack.slice(head.length + 1) : "";
}

/**
 * What a log line says about an error. A failed query says which statement failed and why (the
 * database's message and code), never its parameters: those are users' data (a bookmark
 * import's titles, keys, a whole request body), and the error's own message and stack carry
 * them in full. Other errors keep their type, message, stack and code.
 */
export function serializeError(error: Error): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  if (error instanceof DrizzleQueryError) {
    const cause = causeOf(error);
    const reason = cause instanceof Error ? cause : undefined;
    return {
      type: "DrizzleQueryError",
      message: `Failed query: ${reason?.message ?? "unknown reason"}`,
      code: (reason as { code?: unknown } | undefined)?.code,
      query: error.query.slice(0, QUERY_CHARS),
      stack: framesOf(error),
    };
  }
  const cause = causeOf(error);
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? "",
    ...((error as { code?: unknown }).code !== undefined
      ? { code: (error as { code?: unknown }).code }
      : {}),
    ...(cause instanceof Error ? { cause: serializeError(cause) } : {}),
  };
}

/** The app's logger options with {@link serializeError} for every `err` a line carries. */
export function withSafeErrorLogs(
  logger: FastifyServerOptions["logger"],
): FastifyServerOptions["logger"] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError } };
}
