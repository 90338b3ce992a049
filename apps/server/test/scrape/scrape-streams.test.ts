import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../helper";

/** An Internet Archive that never answers: every scrape stays open until its viewer leaves. */
const deadArchive = createServer(() => {});
deadArchive.listen(0, "127.0.0.1");
await once(deadArchive, "listening");
afterAll(() => {
  deadArchive.closeAllConnections();
  deadArchive.close();
});

const search = "/scrape?type=movie&title=Nosferatu&releaseYear=1922&tmdbId=653";
let baseUrl: string;
beforeAll(async () => {
  const app = await buildTestApp({
    MEDIA_DIR: path.resolve(import.meta.dirname, "../fixtures/library"),
    SCRAPE_ARCHIVE_URL: `http://127.0.0.1:${(deadArchive.address() as AddressInfo).port}`,
    SCRAPE_TIMEOUT_MS: "100000",
    SCRAPE_STREAMS_PER_ADDRESS: "2",
    // The test plays two clients through X-Forwarded-For.
    TRUST_PROXY: "true",
  });
  baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);

/** Opens a scrape as `address`; the stream stays open until `leave()`. */
async function openScrape(address: string) {
  const viewer = new AbortController();
  const response = await fetch(`${baseUrl}${search}`, {
    signal: viewer.signal,
    headers: { "x-forwarded-for": address },
  });
  return { response, leave: () => viewer.abort() };
}

describe("concurrent scrape streams", () => {
  it("are bounded per address: one more is a 429 in JSON until one of them ends", async () => {
    const first = await openScrape("198.51.100.7");
    const second = await openScrape("198.51.100.7");
    expect([first.response.status, second.response.status]).toEqual([200, 200]);

    const third = await openScrape("198.51.100.7");
    expect(third.response.status).toBe(429);
    expect(third.response.headers.get("content-type")).toContain("application/json");
    expect(await third.response.json()).toEqual({
      error: "too_many_streams",
      message: "At most 2 scrapes at once per address",
    });

    // Another address has its own allowance.
    const elsewhere = await openScrape("203.0.113.50");
    expect(elsewhere.response.status).toBe(200);
    elsewhere.leave();

    // A viewer who leaves frees the place (the server sees the connection close).
    first.leave();
    let again = await openScrape("198.51.100.7");
    for (let tries = 0; again.response.status === 429 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openScrape("198.51.100.7");
    }
    expect(again.response.status).toBe(200);
    again.leave();
    second.leave();
  });
});
