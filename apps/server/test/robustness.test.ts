import { describe, expect, it } from "vitest";
import { buildTestApp } from "./helper";

/** A small deterministic generator, so a failure can be replayed. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const PIECES = [
  "catalogue",
  "3",
  "search",
  "multi",
  "movie",
  "tv",
  "season",
  "find",
  "genre",
  "list",
  "discover",
  "library",
  "streams",
  "files",
  "images",
  "w342",
  "..",
  "%2e%2e",
  "%00",
  "%",
  "%ZZ",
  "-1",
  "0",
  "99999999999999999999",
  "1e9",
  "NaN",
  "💥",
  "<script>",
  "'",
  '"',
  "",
  "query=",
  "page=",
  "with_genres=",
  "external_source=",
  "&",
  "?",
  "=",
  "[]",
  "{}",
];

describe("hostile and malformed requests", () => {
  it("never make the server answer 5xx (2,000 generated requests)", async () => {
    const app = await buildTestApp();
    const random = createRandom(20261121);
    const pick = () => PIECES[Math.floor(random() * PIECES.length)] ?? "";
    const failures: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const segments = Array.from({ length: 1 + Math.floor(random() * 5) }, pick);
      const query = Array.from({ length: Math.floor(random() * 3) }, () => `${pick()}=${pick()}`);
      const url = `/${segments.join("/")}${query.length ? `?${query.join("&")}` : ""}`;
      const method = random() < 0.8 ? "GET" : random() < 0.5 ? "HEAD" : "POST";
      const response = await app.inject({ method, url });
      if (response.statusCode >= 500) failures.push(`${method} ${url} -> ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers a malformed JSON body with a 4xx, not a 500", async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: "POST",
      url: "/library/streams/movie/10378",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("answers an oversize body with 413 in JSON", async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: "POST",
      url: "/ping.txt",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ blob: "x".repeat(2 * 1024 * 1024) }),
    });
    expect([404, 413]).toContain(response.statusCode);
    expect(response.statusCode).toBeLessThan(500);
  });
});
