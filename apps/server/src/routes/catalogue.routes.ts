import cors from "@fastify/cors";
import type { OpenCatalogue } from "@matinee/catalogue/open-catalogue";
import type { FastifyPluginAsync } from "fastify";

export interface CatalogueRoutesOptions {
  catalogue: OpenCatalogue;
}

const POSTER_SIZES = new Set(["w92", "w154", "w185", "w342", "w500", "w780", "original"]);

/**
 * The open catalogue: a TMDB-v3-compatible API at `/catalogue/3/...` and its posters at
 * `/catalogue/images/{size}/{file}.svg`, so the web app uses one client for TMDB and for this.
 */
export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (app, options) => {
  const { catalogue } = options;
  await app.register(cors, { origin: "*", methods: ["GET", "HEAD", "OPTIONS"] });

  app.get<{ Params: { "*": string } }>("/3/*", async (request, reply) => {
    const rawUrl = request.raw.url ?? "";
    const queryStart = rawUrl.indexOf("?");
    const query = new URLSearchParams(queryStart === -1 ? "" : rawUrl.slice(queryStart + 1));
    const { status, body } = catalogue.handle(request.params["*"], query);
    void reply
      .status(status)
      .header("Cache-Control", status === 200 ? "public, max-age=300" : "no-store");
    return body;
  });

  app.get<{ Params: { size: string; file: string } }>(
    "/images/:size/:file",
    async (request, reply) => {
      const { size, file } = request.params;
      const svg = POSTER_SIZES.has(size) ? catalogue.poster(file) : null;
      if (svg === null) {
        return reply.status(404).send({
          success: false,
          status_code: 34,
          status_message: "The resource you requested could not be found.",
        });
      }
      return reply
        .header("Content-Type", "image/svg+xml; charset=utf-8")
        .header("Cache-Control", "public, max-age=86400")
        .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
