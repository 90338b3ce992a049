import type { FastifyInstance } from "fastify";

/**
 * JSON bodies, parsed as Fastify does by default (prototype poisoning refused), except that an
 * empty body with a JSON content type is no body at all: clients send `DELETE` with
 * `content-type: application/json` and nothing after it. A route that needs a body still says
 * so, with a 400 from its schema.
 */
export function useJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const json = body as string; // parseAs: "string"
    if (json === "") {
      done(null, undefined);
      return;
    }
    void parse(request, json, done);
  });
}
