import type { HelloReply } from "@matinee/contracts";
import type * as Providers from "@matinee/providers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetExtensionState, useExtensionState } from "../../shared/lib/extension-state";
import { searchAhead, takeEarlySearch } from "./early-search";
import { defaultScrapeEnvironment } from "./scrape-environment";
import { fakeClient, testMovie } from "./testing-fakes";

const config = vi.hoisted(() => ({ proxyUrls: [] as string[], backendUrl: null }));
vi.mock("../../shared/lib/config", () => ({ appConfig: () => config }));

// The extension's answer to hello, given by each test (none in this test window otherwise).
const hello = vi.hoisted(() => ({
  reply: new Promise<HelloReply | null>(() => undefined),
}));
vi.mock("@matinee/providers", async (original) => ({
  ...(await original<typeof Providers>()),
  sendHello: () => hello.reply,
}));

/** This page load's question to the extension has been answered with `status`. */
const answered = (status: "unknown" | "success" | "disallowed") =>
  useExtensionState.setState({ status, checked: true, declined: false });

beforeEach(() => answered("unknown"));
afterEach(() => {
  vi.unstubAllGlobals();
  resetExtensionState();
  takeEarlySearch(fakeClient(), testMovie); // Cancels whatever a test left behind.
});

describe("searchAhead", () => {
  it("starts a scraper server's search for the page to adopt", async () => {
    config.proxyUrls = ["|type=api|https://api.test"];
    const fetch = vi.fn(() => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", fetch);
    const ended = searchAhead("http://server.test", testMovie);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
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

  it("waits for the extension's answer, and then searches through it in the page", async () => {
    config.proxyUrls = ["|type=api|https://api.test"];
    const fetch = vi.fn(() => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", fetch);
    resetExtensionState();
    let answer: (reply: HelloReply) => void = () => undefined;
    hello.reply = new Promise((resolve) => (answer = resolve));
    const ahead = searchAhead("http://server.test", testMovie);
    // A check is out (started by the search): no scraper is chosen until it is answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    answer({ success: true, version: "1.2.0", allowed: true, hasPermission: true });
    await expect(ahead).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    const { client } = defaultScrapeEnvironment("http://server.test");
    expect(client.mode).toBe("local");
  });

  it("starts nothing while 'Permission missing' waits for the viewer", async () => {
    config.proxyUrls = ["|type=api|https://api.test"];
    const fetch = vi.fn(() => Promise.reject(new TypeError("offline")));
    vi.stubGlobal("fetch", fetch);
    answered("disallowed");
    await expect(searchAhead("http://server.test", testMovie)).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(
      takeEarlySearch(defaultScrapeEnvironment("http://server.test").client, testMovie),
    ).toBeNull();
  });
});
