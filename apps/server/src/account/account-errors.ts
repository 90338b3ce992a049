import type { AccountErrorDto } from "@matinee/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { z } from "zod";
import { FOREIGN_KEY_VIOLATION, sqlState } from "../db/sql-state";

/** A refusal with the status and message movie-web clients know (`{ errorType: "message" }`). */
export class AccountError extends Error {
  override readonly name = "AccountError";
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const message = (text: string): AccountErrorDto => ({ errorType: "message", message: text });

/**
 * The account API's error bodies (PROTOCOLS.md §1.1): zod failures as `errorType: "validation"`
 * with the issues, every other refusal as `errorType: "message"`. Unlike the reference, the
 * parser's own refusals (bad JSON, 413, 415) keep their 4xx status: only a bug is a 500.
 * A write that the database refuses because its user is gone (deleted through another replica
 * while this one still trusted the session for a few seconds) is "not logged in".
 */
export function useAccountErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof z.core.$ZodError) {
      const body: AccountErrorDto = { errorType: "validation", errors: error.issues };
      return reply.status(400).send(body);
    }
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) {
      return reply.status(401).send(message(notLoggedIn().message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(message(error.message));
    request.log.error({ err: error }, "account request failed");
    return reply.status(500).send(message("Internal server error"));
  });
}

export const notLoggedIn = () => new AccountError(401, "Not logged in");
