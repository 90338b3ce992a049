import { describe, expect, it } from "vitest";
import { parseProxyList } from "./proxy-list";

describe("parseProxyList", () => {
  it("reads a plain URL as a proxy", () => {
    expect(parseProxyList(["https://proxy.test"])).toEqual([
      { type: "proxy", url: "https://proxy.test", params: {} },
    ]);
  });

  it("reads |type=api| entries and their other parameters", () => {
    expect(parseProxyList(["|type=api;region=eu|https://scrape.test/"])).toEqual([
      { type: "api", url: "https://scrape.test/", params: { type: "api", region: "eu" } },
    ]);
  });

  it("drops unparseable URLs and unknown types", () => {
    expect(
      parseProxyList([
        "not a url",
        "|type=ftp|https://x.test",
        "ftp://x.test",
        "",
        "https://ok.test",
      ]),
    ).toEqual([{ type: "proxy", url: "https://ok.test", params: {} }]);
  });
});
