import { describe, expect, it } from "vitest";
import { chooseScrapeMode, createScrapeClient } from "./scrape-mode";

const extension = { sendMessage: () => Promise.resolve({ success: false as const, error: "x" }) };
const libraryUrl = "http://library.test";
const operator = [
  "https://proxy.test",
  "|type=api|https://api-one.test",
  "|type=api|https://api-two.test",
];

describe("choosing where to scrape", () => {
  it("uses the scraper server named by the first api entry of the operator's list", () => {
    expect(chooseScrapeMode({ proxyUrls: operator, libraryUrl })).toEqual({
      mode: "server",
      baseUrl: "https://api-one.test",
      tool: "default",
    });
    expect(createScrapeClient({ proxyUrls: operator, libraryUrl }).mode).toBe("server");
  });

  it("scrapes in this browser through the operator's proxies when no scraper server is configured", () => {
    expect(chooseScrapeMode({ proxyUrls: ["https://proxy.test"], libraryUrl })).toEqual({
      mode: "local",
      tool: "default",
      proxies: ["https://proxy.test"],
    });
    expect(createScrapeClient({ proxyUrls: [], libraryUrl }).mode).toBe("local");
  });

  it("ignores an api entry that is not a URL", () => {
    expect(chooseScrapeMode({ proxyUrls: ["|type=api|not a url"], libraryUrl }).mode).toBe("local");
  });

  it("scrapes in this browser through an active extension, before anything else", () => {
    const settings = {
      proxyUrls: operator,
      ownProxyUrls: ["https://mine.test"],
      libraryUrl,
      extension,
    };
    expect(chooseScrapeMode(settings)).toEqual({ mode: "local", tool: "extension" });
    expect(createScrapeClient(settings).mode).toBe("local");
  });

  it("scrapes in this browser through the viewer's own proxies instead of the scraper server", () => {
    const settings = { proxyUrls: operator, ownProxyUrls: ["https://mine.test"], libraryUrl };
    expect(chooseScrapeMode(settings)).toEqual({
      mode: "local",
      tool: "custom-proxy",
      proxies: ["https://mine.test"],
    });
    expect(createScrapeClient(settings).mode).toBe("local");
  });

  it("counts only valid plain proxies as the viewer's own", () => {
    const settings = {
      proxyUrls: operator,
      ownProxyUrls: ["not a url", "|type=api|https://their-api.test"],
      libraryUrl,
    };
    expect(chooseScrapeMode(settings)).toMatchObject({
      mode: "server",
      baseUrl: "https://api-one.test",
    });
  });
});
