import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { afterAll } from "vitest";

/** Recorded fixtures of the providers package (the Archive's and Jellyfin's answers). */
export function providerFixture(relativePath: string): unknown {
  const file = path.resolve(
    import.meta.dirname,
    "../../../../packages/providers/src/sources",
    relativePath,
  );
  return JSON.parse(readFileSync(file, "utf8"));
}

/** What a fake host answers: JSON with a status (default 200) and headers; undefined is a 404. */
type Handler = (
  url: URL,
  request: IncomingMessage,
) => { status?: number; headers?: Record<string, string>; json: unknown } | undefined;

/**
 * A small real HTTP server standing in for a third-party host (the Internet Archive, a Jellyfin
 * server). Closed after the file's tests.
 */
export async function startFakeUpstream(
  handle: Handler,
  /** A loopback address other than 127.0.0.1 stands in for another machine of the network. */
  host = "127.0.0.1",
): Promise<{ url: string; hits: URL[] }> {
  const hits: URL[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://upstream.test");
    hits.push(url);
    const answer = handle(url, request) ?? { status: 404, json: { error: "not found" } };
    response.statusCode = answer.status ?? 200;
    response.setHeader("content-type", "application/json");
    for (const [name, value] of Object.entries(answer.headers ?? {})) {
      response.setHeader(name, value);
    }
    response.end(JSON.stringify(answer.json));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://${host}:${port}`, hits };
}
