import type { TmdbError } from "@matinee/contracts";

/** What the handler answers: an HTTP status and a JSON body. */
export interface CatalogueResponse {
  status: number;
  body: unknown;
}

export function ok(body: unknown): CatalogueResponse {
  return { status: 200, body };
}

function failure(status: number, body: TmdbError): CatalogueResponse {
  return { status, body };
}

/** TMDB's 404 for an unknown id, path or season (status_code 34). */
export function notFound(): CatalogueResponse {
  return failure(404, {
    success: false,
    status_code: 34,
    status_message: "The resource you requested could not be found.",
  });
}

/** TMDB's 400 for a bad `page` (status_code 22, its exact message), naming the field. */
export function invalidPage(): CatalogueResponse {
  return failure(400, {
    success: false,
    status_code: 22,
    status_message:
      "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.",
    field: "page",
  });
}

/** TMDB's 400 for other bad parameters (status_code 5), with what is wrong and the field. */
export function invalidParameter(field: string, detail: string): CatalogueResponse {
  return failure(400, {
    success: false,
    status_code: 5,
    status_message: `Invalid parameters: ${detail}`,
    field,
  });
}

/** The answer when the handler itself fails: it never throws to its caller. */
export function internalError(): CatalogueResponse {
  return failure(500, {
    success: false,
    status_code: 11,
    status_message: "Internal error: Something went wrong.",
  });
}
