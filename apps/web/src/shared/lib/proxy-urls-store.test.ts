import { afterEach, describe, expect, it } from "vitest";
import { activeProxyUrls, setProxyUrls, useProxyUrlsStore } from "./proxy-urls-store";

afterEach(() => setProxyUrls([]));

describe("proxy URLs store", () => {
  it("keeps the viewer's list in this browser, without duplicates", () => {
    setProxyUrls(["https://a.example", "https://a.example", "https://b.example"]);
    expect(useProxyUrlsStore.getState().urls).toEqual(["https://a.example", "https://b.example"]);
    const stored = JSON.parse(localStorage.getItem("matinee::proxy-urls") ?? "{}") as {
      state?: { urls?: string[] };
    };
    expect(stored.state?.urls).toEqual(["https://a.example", "https://b.example"]);
  });

  it("uses the configured list until the viewer has workers, then theirs plus the scraper API", () => {
    const configured = ["|type=api|https://matinee.example", "https://site-proxy.example"];
    expect(activeProxyUrls([], configured)).toEqual(configured);
    expect(activeProxyUrls(["https://mine.example"], configured)).toEqual([
      "|type=api|https://matinee.example",
      "https://mine.example",
    ]);
  });
});
