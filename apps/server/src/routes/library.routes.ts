import cors from "@fastify/cors";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { apiError } from "../http/errors";
import { publicOrigin } from "../http/public-url";
import {
  isNotModified,
  listAvailable,
  toAvailabilityAnswer,
  type AvailabilityAnswer,
  type PlayableTitle,
} from "../library/availability";
import { isWellFormedRange } from "../library/byte-range";
import type { LibraryQuery, MediaLibrary } from "../library/media-library";

export interface LibraryRoutesOptions {
  library: MediaLibrary;
  publicUrl: string | undefined;
  /** Titles this server's other local sources play (the direct table), listed beside the library's. */
  alsoPlayable?: readonly PlayableTitle[];
}

/**
 * Browsers may keep the list a minute, then ask again with its ETag (a 304 when nothing
 * changed): a viewer sees an operator's new files within a minute and a few seconds.
 */
const AVAILABLE_CACHE_CONTROL = "public, max-age=60";

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
  const { library, publicUrl, alsoPlayable = [] } = options;
  await app.register(cors, {
    origin: "*",
    methods: ["GET", "HEAD", "OPTIONS"],
    exposedHeaders: ["Content-Length", "Content-Range", "Accept-Ranges"],
  });

  /** The stream for `query` as a scrape result, or a 404 saying the library lacks it. */
  async function answer(request: FastifyRequest, reply: FastifyReply, query: LibraryQuery) {
    await library.refresh();
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

  // Worked out again only when the library read changed (its entries are a new array then).
  let available: { from: readonly unknown[]; answer: AvailabilityAnswer } | null = null;
  app.get("/available", async (request, reply) => {
    await library.refresh();
    if (available?.from !== library.entries) {
      const from = library.entries;
      available = { from, answer: toAvailabilityAnswer(listAvailable([...from, ...alsoPlayable])) };
    }
    const { json, etag } = available.answer;
    reply.header("ETag", etag).header("Cache-Control", AVAILABLE_CACHE_CONTROL);
    if (isNotModified(request.headers["if-none-match"], etag)) return reply.status(304).send();
    return reply.type("application/json; charset=utf-8").send(json);
  });

  // A malformed Range is ignored (the whole file), never read loosely; see isWellFormedRange.
  app.addHook("onRequest", (request, _reply, done) => {
    const range = request.headers.range;
    if (range !== undefined && !isWellFormedRange(range)) delete request.headers.range;
    done();
  });

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
