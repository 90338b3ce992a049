import { describe, expect, it } from "vitest";
import { DEFAULT_USER_AGENT } from "./headers";
import { at, proxyTo } from "./test-proxy";

describe("the request sent to the destination", () => {
  it("passes the client's headers on, minus hop-by-hop and hosting headers", async () => {
    const { handler, sent } = proxyTo();
    await handler(
      new Request(at("https://a.example/path?q=1"), {
        headers: {
          accept: "application/json",
          "accept-language": "fr",
          range: "bytes=0-99",
          "x-custom": "kept",
          authorization: "Bearer t",
          origin: "https://app.example",
          referer: "https://app.example/watch",
          connection: "keep-alive, x-hop",
          "x-hop": "dropped",
          "keep-alive": "timeout=5",
          te: "trailers",
          "cf-connecting-ip": "1.2.3.4",
          "cf-ray": "abc",
          "cf-ipcountry": "FR",
          "cdn-loop": "cloudflare",
          "x-forwarded-for": "1.2.3.4",
          "x-forwarded-host": "proxy.test",
          "x-forwarded-proto": "https",
          forwarded: "for=1.2.3.4",
          "x-real-ip": "1.2.3.4",
          "x-amzn-trace-id": "Root=1",
          cookie: "the-proxy-origin=secret",
          "accept-encoding": "zstd",
        },
      }),
    );
    const [request] = sent;
    expect(request?.url).toBe("https://a.example/path?q=1");
    const names = [...(request?.headers.keys() ?? [])].sort();
    expect(names).toEqual(
      [
        "accept",
        "accept-language",
        "authorization",
        "origin",
        "range",
        "referer",
        "user-agent",
        "x-custom",
      ].sort(),
    );
    expect(request?.headers.get("origin")).toBe("https://app.example");
    expect(request?.headers.get("range")).toBe("bytes=0-99");
  });

  it("forces the reference User-Agent", async () => {
    const { handler, sent } = proxyTo();
    await handler(new Request(at("https://a.example/"), { headers: { "user-agent": "Chrome/1" } }));
    expect(sent[0]?.headers.get("user-agent")).toBe(DEFAULT_USER_AGENT);
  });

  it("renames the five X- control headers to the real ones, over the browser's", async () => {
    const { handler, sent } = proxyTo();
    await handler(
      new Request(at("https://a.example/"), {
        headers: {
          origin: "https://app.example",
          referer: "https://app.example/",
          "x-cookie": "session=1",
          "x-referer": "https://a.example/page",
          "x-origin": "https://a.example",
          "x-user-agent": "Custom/2",
          "x-x-real-ip": "9.9.9.9",
        },
      }),
    );
    const headers = sent[0]?.headers;
    expect(headers?.get("cookie")).toBe("session=1");
    expect(headers?.get("referer")).toBe("https://a.example/page");
    expect(headers?.get("origin")).toBe("https://a.example");
    expect(headers?.get("user-agent")).toBe("Custom/2");
    expect(headers?.get("x-real-ip")).toBe("9.9.9.9");
    for (const control of ["x-cookie", "x-referer", "x-origin", "x-user-agent", "x-x-real-ip"]) {
      expect(headers?.has(control)).toBe(false);
    }
  });

  it("passes X-Token on when the proxy is open, and the method and body", async () => {
    const { handler, sent } = proxyTo();
    await handler(
      new Request(at("https://a.example/form"), {
        method: "POST",
        headers: { "x-token": "theirs", "content-type": "application/x-www-form-urlencoded" },
        body: "a=1&b=2",
      }),
    );
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.body).toBe("a=1&b=2");
    expect(sent[0]?.headers.get("x-token")).toBe("theirs");
    expect(sent[0]?.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
  });

  it("refuses a request body over the limit with 413 before contacting the destination", async () => {
    const { handler, sent } = proxyTo(undefined, { limits: { maxRequestBytes: 10 } });
    const response = await handler(
      new Request(at("https://a.example/"), { method: "POST", body: "x".repeat(11) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "request_too_large", field: "body" });
    expect(sent).toHaveLength(0);
  });

  it("refuses methods it does not proxy", async () => {
    const { handler } = proxyTo();
    const response = await handler(new Request(at("https://a.example/"), { method: "PROPFIND" }));
    expect(response.status).toBe(405);
  });
});

describe("the response sent back", () => {
  it("copies status and headers, minus content-encoding, and adds X-Final-Destination", async () => {
    const { handler } = proxyTo(
      () =>
        new Response("partial", {
          status: 206,
          statusText: "Partial Content",
          headers: {
            "content-type": "video/mp4",
            "content-range": "bytes 0-6/100",
            "accept-ranges": "bytes",
            "content-encoding": "gzip",
            "x-upstream": "yes",
          },
        }),
    );
    const response = await handler(new Request(at("https://a.example/v.mp4")));
    expect(response.status).toBe(206);
    expect(response.statusText).toBe("Partial Content");
    expect(response.headers.get("content-range")).toBe("bytes 0-6/100");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("x-upstream")).toBe("yes");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("x-final-destination")).toBe("https://a.example/v.mp4");
    expect(await response.text()).toBe("partial");
  });

  it("drops content-length of a decoded body but keeps it for an identity one", async () => {
    const encoded = proxyTo(
      () => new Response("x", { headers: { "content-length": "40", "content-encoding": "br" } }),
    );
    const plain = proxyTo(() => new Response("xyz", { headers: { "content-length": "3" } }));
    const first = await encoded.handler(new Request(at("https://a.example/")));
    const second = await plain.handler(new Request(at("https://a.example/")));
    expect(first.headers.get("content-length")).toBeNull();
    expect(second.headers.get("content-length")).toBe("3");
  });

  it("sends the destination's cookies as X-Set-Cookie, never as Set-Cookie (row 17)", async () => {
    const upstream = new Headers();
    upstream.append("set-cookie", "a=1; Path=/");
    upstream.append("set-cookie", "b=2; HttpOnly");
    const { handler } = proxyTo(() => new Response("x", { headers: upstream }));
    const response = await handler(new Request(at("https://a.example/")));
    expect(response.headers.get("x-set-cookie")).toBe("a=1; Path=/, b=2; HttpOnly");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("keeps headers that would act on the proxy's own origin away from the browser", async () => {
    const { handler } = proxyTo(
      () =>
        new Response("<script>steal()</script>", {
          headers: {
            "content-type": "text/html",
            "clear-site-data": '"*"',
            "strict-transport-security": "max-age=31536000",
            "content-security-policy": "default-src *",
            "alt-svc": 'h3=":443"',
            "service-worker-allowed": "/",
          },
        }),
    );
    const response = await handler(new Request(at("https://a.example/")));
    for (const name of [
      "clear-site-data",
      "strict-transport-security",
      "alt-svc",
      "service-worker-allowed",
    ]) {
      expect(response.headers.get(name)).toBeNull();
    }
    expect(response.headers.get("content-security-policy")).toBe("sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("reports the URL after redirects as X-Final-Destination", async () => {
    const { handler } = proxyTo((url) =>
      url === "https://a.example/short"
        ? new Response(null, { status: 302, headers: { location: "https://cdn.example/long" } })
        : new Response("end"),
    );
    const response = await handler(new Request(at("https://a.example/short")));
    expect(response.headers.get("x-final-destination")).toBe("https://cdn.example/long");
    expect(await response.text()).toBe("end");
  });
});
