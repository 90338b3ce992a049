import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";

export interface WebRoutesOptions {
  /** Folder of the built web app (index.html + assets/). */
  root: string;
}

/** Paths that belong to an API: a miss there is a JSON 404, never the app's HTML. */
const API_PREFIXES = ["/catalogue/", "/library/", "/subtitles/", "/api/"];

/** A browser navigating to an app route: answer with index.html and let the router decide. */
export function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  return (request.headers.accept ?? "").includes("text/html");
}

/**
 * Serves the built single-page app: hashed files under /assets/ are cached for a year, everything
 * else is revalidated, and unknown app routes get index.html (history-API routing).
 */
export const webRoutes: FastifyPluginAsync<WebRoutesOptions> = async (app, { root }) => {
  const hasApp = existsSync(path.join(root, "index.html"));
  if (!hasApp) {
    app.log.warn({ root }, "no built web app found; serving the APIs only (run `npm run build`)");
  } else {
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      index: ["index.html"],
      // The build writes .br/.gz beside each file; send those to clients that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(root, "assets") + path.sep);
        res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasApp && wantsAppShell(request)) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html", root);
    }
    return reply.status(404).send({
      error: "not_found",
      message: `Route ${request.method}:${request.url.split("?")[0]} not found`,
    });
  });
};
