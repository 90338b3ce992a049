import { afterEach, describe, expect, it, vi } from "vitest";
import { searchAhead, takeEarlySearch } from "./early-search";
import { defaultScrapeEnvironment } from "./scrape-environment";
import { testMovie } from "./testing-fakes";

const config = vi.hoisted(() => ({ proxyUrls: [] as string[], backendUrl: null }));
vi.mock("../../shared/lib/config", () => ({ appConfig: () => config }));

afterEach(() => vi.unstubAllGlobals());

describe("searchAhead", () => {
  it("starts a scraper server's search for the page to adopt", async () => {
    config.proxyUrls = ["|type=api|https://api.test"];
    const fetch = vi.fn(() => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", fetch);
    const ended = searchAhead("http://server.test", testMovie);
    const { client } = defaultScrapeEnvironment("http://server.test");
    expect(client.mode).toBe("server");
    expect(takeEarlySearch(client, testMovie)).not.toBeNull();
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^https:\/\/api\.test\/scrape\?/);
    await expect(ended).resolves.toBeNull(); // A failed search is the page's to report.
  });

  it("leaves an in-page search to start with its page", async () => {
    config.proxyUrls = [];
    await expect(searchAhead("http://local.test", testMovie)).resolves.toBeNull();
    const { client } = defaultScrapeEnvironment("http://local.test");
    expect(client.mode).toBe("local");
    expect(takeEarlySearch(client, testMovie)).toBeNull();
  });
});
