import { describe, expect, it } from "vitest";
import { isAllowed, notWhitelistedError, readWhitelist, setAllowed, siteHost } from "./whitelist";

function memoryStorage(initial: Record<string, unknown> = {}) {
  const data = { ...initial };
  return {
    data,
    get: (key: string) => Promise.resolve(key in data ? { [key]: data[key] } : {}),
    set: (items: Record<string, unknown>) => {
      Object.assign(data, items);
      return Promise.resolve();
    },
  };
}

describe("the whitelist", () => {
  it("names a site by its lowercased host, port included", () => {
    expect(siteHost("https://Watch.Example.ORG/a?b")).toBe("watch.example.org");
    expect(siteHost("http://127.0.0.1:8080/")).toBe("127.0.0.1:8080");
    expect(siteHost("https://example.org:443/")).toBe("example.org");
  });

  it("never allows pages that are not http(s)", () => {
    expect(siteHost("file:///home/a.html")).toBeNull();
    expect(siteHost("chrome-extension://abc/popup.html")).toBeNull();
    expect(siteHost("not a url")).toBeNull();
    expect(isAllowed(["", "null"], "about:blank")).toBe(false);
  });

  it("allows a page only when its exact host is listed (no substring match)", () => {
    const list = ["watch.example.org", "127.0.0.1:8080"];
    expect(isAllowed(list, "https://watch.example.org/media/1")).toBe(true);
    expect(isAllowed(list, "http://WATCH.example.org/")).toBe(true);
    expect(isAllowed(list, "https://example.org/")).toBe(false); // a substring of an entry
    expect(isAllowed(list, "https://tch.example.org/")).toBe(false);
    expect(isAllowed(list, "https://watch.example.org.evil.test/")).toBe(false);
    expect(isAllowed(list, "http://127.0.0.1:8081/")).toBe(false); // another port
    expect(isAllowed(list, "http://127.0.0.1/")).toBe(false);
    expect(isAllowed(list, undefined)).toBe(false);
  });

  it("reads the stored list, empty by default and without junk entries", async () => {
    expect(await readWhitelist(memoryStorage())).toEqual([]);
    expect(await readWhitelist(memoryStorage({ domainWhitelist: "a.test" }))).toEqual([]);
    expect(await readWhitelist(memoryStorage({ domainWhitelist: ["a.test", 3, null] }))).toEqual([
      "a.test",
    ]);
  });

  it("adds a page's host once and removes it again", async () => {
    const storage = memoryStorage({ domainWhitelist: ["a.test"] });
    await setAllowed(storage, "https://B.test:8443/x", true);
    await setAllowed(storage, "https://b.test:8443/y", true);
    expect(storage.data.domainWhitelist).toEqual(["a.test", "b.test:8443"]);
    await setAllowed(storage, "https://b.test:8443/", false);
    expect(storage.data.domainWhitelist).toEqual(["a.test"]);
    await expect(setAllowed(storage, "ftp://c.test/", true)).rejects.toThrow(/http/);
  });

  it("tells a refused page how to allow itself", () => {
    expect(notWhitelistedError("https://site.test:3000/x")).toBe(
      "site.test:3000 is not whitelisted. Open the extension and click on the power button to whitelist the site.",
    );
  });
});
