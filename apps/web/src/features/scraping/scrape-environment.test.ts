import { describe, expect, it } from "vitest";
import { createScrapeEnvironment } from "./scrape-environment";

describe("the scrape environment", () => {
  it("uses the scraper server from the proxy list, else this browser", () => {
    const server = createScrapeEnvironment({
      proxyUrls: ["|type=api|https://api.test"],
      libraryUrl: "http://library.test",
      backendUrl: null,
    });
    expect(server.client.mode).toBe("server");
    const local = createScrapeEnvironment({
      proxyUrls: [],
      libraryUrl: "http://library.test",
      backendUrl: null,
    });
    expect(local.client.mode).toBe("local");
  });
});
