import { describe, expect, it } from "vitest";
import { createMessageHandler } from "./handle-message";
import { SITE, fakeBrowser, responseAt } from "./test-deps";

const makeRequest = (body: unknown) => ({ name: "makeRequest", body });

describe("makeRequest", () => {
  it("fetches the full URL from baseUrl, url and query, and only http(s)", async () => {
    const browser = fakeBrowser();
    const handle = createMessageHandler(browser.deps);
    const request = { baseUrl: "https://a.test/api/", url: "/v1/x?y=1", query: { z: "2 3" } };
    await handle(makeRequest({ ...request, method: "GET" }), SITE);
    expect(browser.fetches.map((f) => f.url)).toEqual(["https://a.test/api/v1/x?y=1&z=2+3"]);
    const file = await handle(makeRequest({ url: "file:///etc/passwd", method: "GET" }), SITE);
    expect(file).toMatchObject({ success: false, error: expect.stringMatching(/http/) });
  });

  it("sends the headers through rule 23498 for the target host, removed after the answer", async () => {
    const browser = fakeBrowser();
    const handle = createMessageHandler(browser.deps);
    const reply = await handle(
      makeRequest({
        url: "https://api.example.test:8443/search",
        method: "get",
        headers: { Referer: "https://embed.test/", Cookie: "a=1" },
      }),
      SITE,
    );
    expect(reply).toMatchObject({ success: true });
    const [sent] = browser.fetches;
    expect(sent?.init?.method).toBe("GET");
    expect(sent?.rules).toEqual([
      expect.objectContaining({
        id: 23498,
        condition: { requestDomains: ["api.example.test"] },
        action: expect.objectContaining({
          requestHeaders: [
            { header: "Referer", operation: "set", value: "https://embed.test/" },
            { header: "Cookie", operation: "set", value: "a=1" },
          ],
        }),
      }),
    ]);
    expect(browser.rules.size).toBe(0);
  });

  it("answers status, lowercase headers, the final URL, JSON or text, and the jar's cookies", async () => {
    const browser = fakeBrowser({
      cookies: {
        "https://b.test/end": [
          { name: "sid", value: "1" },
          { name: "t", value: "x" },
        ],
      },
      respond: (url) =>
        url.endsWith("/json")
          ? responseAt("https://b.test/end", '{"a":[1]}', {
              status: 201,
              headers: { "Content-Type": "application/json; charset=utf-8", "X-Thing": "y" },
            })
          : responseAt(url, "<p>hi</p>", { headers: { "content-type": "text/html" } }),
    });
    const handle = createMessageHandler(browser.deps);
    expect(await handle(makeRequest({ url: "https://a.test/json", method: "GET" }), SITE)).toEqual({
      success: true,
      response: {
        statusCode: 201,
        headers: {
          "content-type": "application/json; charset=utf-8",
          "x-thing": "y",
          "set-cookie": "sid=1, t=x",
        },
        finalUrl: "https://b.test/end",
        body: { a: [1] },
      },
    });
    const text = await handle(makeRequest({ url: "https://a.test/page", method: "GET" }), SITE);
    expect(text).toMatchObject({
      response: { body: "<p>hi</p>", finalUrl: "https://a.test/page" },
    });
  });

  it("sends each body type as the browser should: JSON, string, form and real FormData", async () => {
    const browser = fakeBrowser();
    const handle = createMessageHandler(browser.deps);
    const post = (body: unknown, bodyType: string, headers?: Record<string, string>) =>
      handle(
        makeRequest({ url: "https://a.test/", method: "POST", body, bodyType, headers }),
        SITE,
      );
    await post({ q: 1 }, "object");
    await post("raw=1", "string");
    await post(
      [
        ["a", "1"],
        ["a", "2"],
      ],
      "URLSearchParams",
    );
    await post(
      [
        ["file", "x"],
        ["name", "y"],
      ],
      "FormData",
      { "Content-Type": "multipart/form-data" },
    );
    const bodies = browser.fetches.map((f) => f.init?.body);
    expect(bodies[0]).toBe('{"q":1}');
    expect(bodies[1]).toBe("raw=1");
    expect((bodies[2] as URLSearchParams).toString()).toBe("a=1&a=2");
    expect(bodies[3]).toBeInstanceOf(FormData);
    expect([...(bodies[3] as FormData).entries()]).toEqual([
      ["file", "x"],
      ["name", "y"],
    ]);
    // The browser writes a FormData body's content type (with its boundary), not the page.
    expect(browser.fetches[3]?.rules[0]?.action.requestHeaders).toBeUndefined();
    expect(browser.fetches[3]?.init?.headers).toEqual({});
  });

  it("refuses bodies that do not fit their type and bad fields, naming the field", async () => {
    const browser = fakeBrowser();
    const handle = createMessageHandler(browser.deps);
    const replies = [
      await handle(
        makeRequest({ url: "https://a.test/", method: "POST", body: {}, bodyType: "FormData" }),
        SITE,
      ),
      await handle(
        makeRequest({ url: "https://a.test/", method: "POST", body: 3, bodyType: "string" }),
        SITE,
      ),
      await handle(makeRequest({ url: "https://a.test/", method: "GET / HTTP/1.1" }), SITE),
      await handle(makeRequest({ method: "GET" }), SITE),
    ];
    expect(replies.map((r) => (r.success ? "ok" : r.error.split(":")[1]?.trim()))).toEqual([
      "body",
      "body",
      "method",
      "url",
    ]);
    expect(browser.fetches).toEqual([]);
  });

  it("needs no rule, and waits for none, for a request without headers", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const browser = fakeBrowser({
      respond: async (url) => {
        if (url.includes("slow")) await gate;
        return responseAt(url, "ok");
      },
    });
    const handle = createMessageHandler(browser.deps);
    const slow = handle(
      makeRequest({ url: "https://slow.test/", method: "GET", headers: { A: "1" } }),
      SITE,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    const plain = await handle(makeRequest({ url: "https://plain.test/", method: "GET" }), SITE);
    expect(plain).toMatchObject({ success: true, response: { statusCode: 200 } });
    expect(browser.fetches[1]).toMatchObject({ url: "https://plain.test/" });
    release();
    await slow;
    expect(browser.rules.size).toBe(0);
  });

  it("removes its rule and answers a failure when the fetch fails", async () => {
    const browser = fakeBrowser({
      respond: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const handle = createMessageHandler(browser.deps);
    expect(await handle(makeRequest({ url: "https://down.test/", method: "GET" }), SITE)).toEqual({
      success: false,
      error: "Failed to fetch",
    });
    expect(browser.rules.size).toBe(0);
  });

  it("runs requests one at a time while the rule is up, so each has its own headers", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const browser = fakeBrowser({
      respond: async (url) => {
        if (url.includes("slow")) await gate;
        return responseAt(url, "ok");
      },
    });
    const handle = createMessageHandler(browser.deps);
    const slow = handle(
      makeRequest({ url: "https://slow.test/", method: "GET", headers: { A: "1" } }),
      SITE,
    );
    const fast = handle(
      makeRequest({ url: "https://fast.test/", method: "GET", headers: { B: "2" } }),
      SITE,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(browser.fetches.map((f) => f.url)).toEqual(["https://slow.test/"]);
    release();
    await Promise.all([slow, fast]);
    expect(browser.fetches.map((f) => f.rules.map((r) => r.condition.requestDomains))).toEqual([
      [["slow.test"]],
      [["fast.test"]],
    ]);
  });

  it("is refused to a site that is not whitelisted", async () => {
    const browser = fakeBrowser({ whitelist: [] });
    const handle = createMessageHandler(browser.deps);
    const reply = await handle(makeRequest({ url: "https://a.test/", method: "GET" }), SITE);
    expect(reply).toMatchObject({
      success: false,
      error: expect.stringMatching(/^site.test is not whitelisted/),
    });
    expect(browser.fetches).toEqual([]);
  });
});
