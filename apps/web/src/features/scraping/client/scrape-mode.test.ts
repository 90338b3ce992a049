import { describe, expect, it } from "vitest";
import { chooseScrapeMode, createScrapeClient } from "./scrape-mode";

const extension = { sendMessage: () => Promise.resolve({ success: false as const, error: "x" }) };
const libraryUrl = "http://library.test";

describe("choosing where to scrape", () => {
  it("uses the scraper server named by the first api entry of the proxy list", () => {
    const proxyUrls = [
      "https://proxy.test",
      "|type=api|https://api-one.test",
      "|type=api|https://api-two.test",
    ];
    expect(chooseScrapeMode({ proxyUrls, libraryUrl })).toEqual({
      mode: "server",
      baseUrl: "https://api-one.test",
      tool: "default",
    });
    expect(createScrapeClient({ proxyUrls, libraryUrl }).mode).toBe("server");
  });

  it("scrapes in this browser when no scraper server is configured", () => {
    expect(chooseScrapeMode({ proxyUrls: ["https://proxy.test"], libraryUrl })).toEqual({
      mode: "local",
      tool: "default",
    });
    expect(createScrapeClient({ proxyUrls: [], libraryUrl }).mode).toBe("local");
  });

  it("ignores an api entry that is not a URL", () => {
    expect(chooseScrapeMode({ proxyUrls: ["|type=api|not a url"], libraryUrl }).mode).toBe("local");
  });

  it("scrapes in this browser through an active extension, even with a scraper server", () => {
    const settings = { proxyUrls: ["|type=api|https://api.test"], libraryUrl, extension };
    expect(chooseScrapeMode(settings)).toEqual({ mode: "local", tool: "extension" });
  });
});
