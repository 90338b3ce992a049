import { describe, expect, it } from "vitest";
import { createProxyHandler, PROXY_VERSION } from "./handler";
import { at, proxyTo } from "./test-proxy";

describe("the hello and the paths", () => {
  it("says hello in pretty JSON, with CORS headers, when no destination is given", async () => {
    const { handler } = proxyTo();
    const response = await handler(new Request("http://proxy.test/"));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      `{\n  "message": "Proxy is working as expected (v${PROXY_VERSION})"\n}`,
    );
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("answers 404 on any other path", async () => {
    const { handler, sent } = proxyTo();
    const response = await handler(
      new Request("http://proxy.test/other?destination=https://a.example/"),
    );
    expect(response.status).toBe(404);
    expect(sent).toHaveLength(0);
  });

  it("answers at its configured path, with or without the trailing slash", async () => {
    const { handler } = proxyTo(() => new Response("ok"), { path: "/proxy" });
    expect((await handler(new Request("http://s.test/proxy"))).status).toBe(200);
    expect(
      (await handler(new Request("http://s.test/proxy/?destination=https://a.example/"))).status,
    ).toBe(200);
    expect(
      (await handler(new Request("http://s.test/?destination=https://a.example/"))).status,
    ).toBe(404);
  });
});

describe("CORS", () => {
  it("answers a preflight with the methods and the headers asked for", async () => {
    const { handler, sent } = proxyTo();
    const response = await handler(
      new Request(at("https://a.example/"), {
        method: "OPTIONS",
        headers: {
          origin: "https://app.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "x-cookie, x-token, content-type",
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "x-cookie, x-token, content-type",
    );
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
    expect(response.headers.get("vary")).toContain("Access-Control-Request-Headers");
    expect(sent).toHaveLength(0);
  });

  it("sets allow-origin, expose-headers and Vary on proxied answers, over the destination's", async () => {
    const { handler } = proxyTo(
      () =>
        new Response("x", {
          headers: {
            "access-control-allow-origin": "https://only.example",
            "access-control-allow-credentials": "true",
            vary: "Accept-Encoding",
          },
        }),
    );
    const response = await handler(new Request(at("https://a.example/")));
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("vary")).toBe("Origin");
  });

  it("puts CORS headers on errors too, so a browser can read them", async () => {
    const { handler } = proxyTo();
    for (const destination of ["not a url", "http://127.0.0.1/"]) {
      const response = await handler(new Request(at(destination)));
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
    }
  });
});

describe("bad destinations", () => {
  // prettier-ignore
  const cases: [string, number, string][] = [
    ["not a url", 400, "invalid_destination"],
    ["/relative/path", 400, "invalid_destination"],
    ["ftp://a.example/file", 400, "invalid_destination"],
    ["file:///etc/passwd", 400, "invalid_destination"],
    [`https://a.example/${"x".repeat(9000)}`, 400, "invalid_destination"],
    ["https://user:pass@a.example/", 400, "invalid_destination"],
    ["http://127.0.0.1:8080/", 403, "destination_refused"],
    ["http://user@127.0.0.1/", 403, "destination_refused"],
    ["http://[::ffff:192.168.0.1]/", 403, "destination_refused"],
    ["http://0x7f.1/", 403, "destination_refused"],
    ["http://localhost:3000/", 403, "destination_refused"],
    ["http://169.254.169.254/latest/meta-data/", 403, "destination_refused"],
  ];
  it.each(cases)("%s → %i %s, and nothing is fetched", async (destination, status, error) => {
    const { handler, sent } = proxyTo();
    const response = await handler(new Request(at(destination)));
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error).toBe(error);
    expect(typeof body.message).toBe("string");
    if (status === 400) expect(body.field).toBe("destination");
    expect(sent).toHaveLength(0);
  });

  it("names the reason of a refusal", async () => {
    const { handler } = proxyTo();
    const body = await (await handler(new Request(at("http://169.254.169.254/")))).json();
    expect(body).toMatchObject({ error: "destination_refused", reason: "metadata" });
  });

  it("answers 403 when a redirect heads for a private address", async () => {
    const { handler, sent } = proxyTo(
      () => new Response(null, { status: 302, headers: { location: "http://10.0.0.1/" } }),
    );
    const response = await handler(new Request(at("https://a.example/")));
    expect(response.status).toBe(403);
    expect((await response.json()).reason).toBe("private");
    expect(sent).toHaveLength(1);
  });

  it("answers 502 without a stack when the destination cannot be reached", async () => {
    const handler = createProxyHandler({
      fetch: () => {
        const cause = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
        return Promise.reject(new TypeError("fetch failed", { cause }));
      },
    });
    const response = await handler(new Request(at("https://down.example/")));
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: "upstream_failed" });
    expect(text).toContain("ECONNREFUSED");
    expect(text).not.toMatch(/\bat .*\(/);
  });

  it("lets an operator allow a LAN destination", async () => {
    const { handler, sent } = proxyTo(undefined, { allow: ["192.168.1.0/24"] });
    expect((await handler(new Request(at("http://192.168.1.10/x")))).status).toBe(200);
    expect(sent).toHaveLength(1);
  });
});
