import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helper";

/** An Internet Archive that takes every request and never answers. */
const stuck: IncomingMessage[] = [];
const deadArchive = createServer((request) => {
  stuck.push(request);
});
deadArchive.listen(0, "127.0.0.1");
await once(deadArchive, "listening");
afterAll(() => {
  deadArchive.closeAllConnections();
  deadArchive.close();
});

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp({
    MEDIA_DIR: path.resolve(import.meta.dirname, "../fixtures/library"),
    SCRAPE_ARCHIVE_URL: `http://127.0.0.1:${(deadArchive.address() as AddressInfo).port}`,
    // Far longer than the test may take: only the abort can end the stuck request.
    SCRAPE_TIMEOUT_MS: "100000",
  });
  baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);

describe("a scrape whose viewer leaves", () => {
  it("stops its providers: the request to a stuck host is dropped", async () => {
    const viewer = new AbortController();
    const response = await fetch(
      `${baseUrl}/scrape?type=movie&title=Nosferatu&releaseYear=1922&tmdbId=653`,
      {
        signal: viewer.signal,
      },
    );
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    // Read until the archive's request is in flight (its `start` event has been sent).
    let text = "";
    while (!text.includes('data: "archive"')) {
      const { value } = await reader.read();
      text += decoder.decode(value);
    }
    while (stuck.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const upstream = stuck[0];
    viewer.abort();
    // The server aborts its own fetch, so the stuck host sees the connection close.
    if (upstream && !upstream.socket.destroyed) await once(upstream.socket, "close");
    expect(upstream?.socket.destroyed).toBe(true);
  });
});
