import type { ApiError } from "@matinee/contracts";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";

/** Builds the JSON error body Matinee's own endpoints answer with. */
export function apiError(error: string, message: string, field?: string): ApiError {
  return field === undefined ? { error, message } : { error, message, field };
}

function describeZodError(error: z.core.$ZodError, context: string | undefined): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : (context ?? "request");
  const message = issue ? `Invalid ${field}: ${issue.message}` : "Invalid request";
  return apiError("validation", message, field);
}

/**
 * Headers a library attached to its refusal, e.g. the file server's Content-Range with the
 * file's size on a 416 (Fastify applies them only in its default error handler).
 */
export function applyErrorHeaders(error: unknown, reply: FastifyReply): void {
  const headers = (error as { headers?: unknown }).headers;
  if (headers && typeof headers === "object") reply.headers(headers);
}

/**
 * Every failure becomes a JSON body with the right status: bad input is a 4xx that names what is
 * wrong (never a 500), and an unexpected error is logged and answered with a plain 500.
 */
export function useErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
    if (error instanceof z.core.$ZodError) {
      return reply.status(400).send(describeZodError(error, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      applyErrorHeaders(error, reply);
      const kind =
        status === 413
          ? "payload_too_large"
          : status === 415
            ? "unsupported_media_type"
            : "bad_request";
      return reply.status(status).send(apiError(kind, error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(apiError("internal", "Internal server error"));
  });
}
