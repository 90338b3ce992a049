import cors from "@fastify/cors";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { apiError } from "../http/errors";
import { publicOrigin } from "../http/public-url";
import type { LibraryQuery, MediaLibrary } from "../library/media-library";

export interface LibraryRoutesOptions {
  library: MediaLibrary;
  publicUrl: string | undefined;
}

const tmdbId = z.string().regex(/^[1-9]\d{0,9}$/, "must be a TMDB id (digits)");
const number = (min: number) =>
  z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(min).max(10_000);

const movieParams = z.object({ tmdbId });
const episodeParams = z.object({ tmdbId, season: number(0), episode: number(1) });

/** Hashed or immutable media files may be cached; playlists of a live library may change. */
function cacheControlFor(filePath: string): string {
  return filePath.endsWith(".m3u8") || filePath.endsWith(".json")
    ? "public, max-age=60"
    : "public, max-age=86400";
}

/**
 * The media library: `/library/streams/...` answers which stream plays a title (a scrape
 * RunOutput), `/library/files/...` serves the files with range requests and CORS.
 */
export const libraryRoutes: FastifyPluginAsync<LibraryRoutesOptions> = async (app, options) => {
  const { library, publicUrl } = options;
  await app.register(cors, {
    origin: "*",
    methods: ["GET", "HEAD", "OPTIONS"],
    exposedHeaders: ["Content-Length", "Content-Range", "Accept-Ranges"],
  });

  /** The stream for `query` as a scrape result, or a 404 saying the library lacks it. */
  function answer(request: FastifyRequest, reply: FastifyReply, query: LibraryQuery) {
    const origin = publicOrigin(request, publicUrl);
    const output = library.find(query, `${origin}/library/files`);
    if (output) return output;
    const what = query.kind === "movie" ? "movie" : "episode";
    return reply
      .status(404)
      .send(apiError("not_found", `The library has no stream for this ${what}`));
  }

  app.get<{ Params: z.infer<typeof movieParams> }>(
    "/streams/movie/:tmdbId",
    { schema: { params: movieParams } },
    async (request, reply) => answer(request, reply, { kind: "movie", ...request.params }),
  );

  app.get<{ Params: z.infer<typeof episodeParams> }>(
    "/streams/tv/:tmdbId/:season/:episode",
    { schema: { params: episodeParams } },
    async (request, reply) => answer(request, reply, { kind: "tv", ...request.params }),
  );

  await app.register(fastifyStatic, {
    root: library.root,
    prefix: "/files/",
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader("Cache-Control", cacheControlFor(filePath));
    },
  });
};
