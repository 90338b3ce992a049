import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetExtensionState, useExtensionState } from "../../shared/lib/extension-state";
import { setProxyUrls } from "../../shared/lib/proxy-urls-store";
import { TestProviders } from "../../shared/testing/test-providers";
import {
  createScrapeEnvironment,
  defaultScrapeEnvironment,
  holdOf,
  ScrapeEnvironmentProvider,
  useScrapeEnvironment,
} from "./scrape-environment";
import { fakeEnvironment } from "./testing-fakes";

const config = vi.hoisted(() => ({ proxyUrls: [] as string[], backendUrl: null }));
vi.mock("../../shared/lib/config", () => ({ appConfig: () => config }));

afterEach(() => {
  resetExtensionState();
  setProxyUrls([]);
  config.proxyUrls = [];
});

const checked = (status: "unknown" | "success" | "disallowed" | "noperms", declined = false) =>
  useExtensionState.setState({ status, checked: true, declined });

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

  it("follows the extension and the viewer's proxies, keeping one environment per choice", () => {
    config.proxyUrls = ["|type=api|https://api.test"];
    const server = defaultScrapeEnvironment("http://server.test");
    expect(server.client.mode).toBe("server");
    expect(defaultScrapeEnvironment("http://server.test")).toBe(server);
    checked("success");
    expect(defaultScrapeEnvironment("http://server.test").client.mode).toBe("local");
    checked("unknown");
    setProxyUrls(["https://mine.test"]);
    expect(defaultScrapeEnvironment("http://server.test").client.mode).toBe("local");
    setProxyUrls([]);
    expect(defaultScrapeEnvironment("http://server.test")).toBe(server);
  });
});

describe("what keeps a search waiting", () => {
  it("waits for the extension's first answer, then for the viewer when permission is missing", () => {
    expect(holdOf({ checked: false, status: "unknown", declined: false })).toBe("checking");
    expect(holdOf({ checked: true, status: "unknown", declined: false })).toBeUndefined();
    expect(holdOf({ checked: true, status: "success", declined: false })).toBeUndefined();
    expect(holdOf({ checked: true, status: "disallowed", declined: false })).toBe("permission");
    expect(holdOf({ checked: true, status: "noperms", declined: false })).toBe("permission");
    expect(holdOf({ checked: true, status: "noperms", declined: true })).toBeUndefined();
    expect(holdOf({ checked: true, status: "outdated", declined: false })).toBeUndefined();
  });

  it("holds the app's own environment, never a provided one", () => {
    config.proxyUrls = ["|type=api|https://api.test"];
    checked("disallowed");
    const own = renderHook(() => useScrapeEnvironment(), { wrapper: TestProviders });
    expect(own.result.current).toMatchObject({ hold: "permission" });
    expect(own.result.current.client.mode).toBe("server");
    const fake = fakeEnvironment();
    const provided = renderHook(() => useScrapeEnvironment(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <TestProviders>
          <ScrapeEnvironmentProvider value={fake}>{children}</ScrapeEnvironmentProvider>
        </TestProviders>
      ),
    });
    expect(provided.result.current).toBe(fake);
  });

  it("starts this page load's check of the extension", async () => {
    const view = renderHook(() => useScrapeEnvironment(), { wrapper: TestProviders });
    expect(view.result.current.hold).toBe("checking");
    // No extension answers in this test window: the check ends as unknown, and the hold lifts.
    await vi.waitFor(() => expect(useExtensionState.getState().checked).toBe(true), {
      timeout: 2000,
    });
    view.rerender();
    expect(view.result.current.hold).toBeUndefined();
  });
});
