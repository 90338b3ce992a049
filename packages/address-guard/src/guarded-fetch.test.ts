import { describe, expect, it } from "vitest";
import { parseAllowList } from "./allow-list";
import type { Resolver } from "./check";
import { DestinationRefusedError, TooManyRedirectsError } from "./errors";
import { createGuardedFetch } from "./guarded-fetch";

interface Hop {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

/** A fake internet: `routes` maps a URL to its answer; every request is recorded. */
function fakeInternet(routes: Record<string, () => Response>) {
  const hops: Hop[] = [];
  const fetchImpl = ((input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    hops.push({
      url,
      method: init.method ?? "GET",
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? init.body : null,
    });
    const route = routes[url];
    return Promise.resolve(route ? route() : new Response("not found", { status: 404 }));
  }) as typeof fetch;
  return { fetchImpl, hops };
}

const redirect =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } });

const dns: Resolver = (name) =>
  Promise.resolve([{ address: name === "evil.example" ? "10.0.0.7" : "93.184.215.14", family: 4 }]);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DestinationRefusedError);
  return error as DestinationRefusedError;
}

describe("a guarded fetch", () => {
  it("follows redirects between public hosts and reports the final URL", async () => {
    const net = fakeInternet({
      "https://a.example/start": redirect("/next"),
      "https://a.example/next": redirect("https://b.example/end", 301),
      "https://b.example/end": () => new Response("done"),
    });
    const response = await createGuardedFetch({ fetch: net.fetchImpl })("https://a.example/start");
    expect(await response.text()).toBe("done");
    expect(response.url).toBe("https://b.example/end");
    expect(net.hops.map((hop) => hop.url)).toHaveLength(3);
  });

  // prettier-ignore
  const bounces: [string, string][] = [
    ["http://127.0.0.1:6379/", "loopback"],
    ["http://localhost/admin", "loopback"],
    ["http://[::1]/", "loopback"],
    ["http://2130706433/", "loopback"],
    ["http://169.254.169.254/latest/meta-data/iam", "metadata"],
    ["http://192.168.0.1/", "private"],
    ["https://evil.example/", "private"], // a public-looking name that resolves inside
    ["file:///etc/passwd", "not-http"],
  ];
  it.each(bounces)(
    "refuses a redirect to %s (%s) before sending anything there",
    async (target, reason) => {
      const net = fakeInternet({ "https://a.example/": redirect(target) });
      const guarded = createGuardedFetch({ fetch: net.fetchImpl, resolve: dns });
      expect((await refusal(guarded("https://a.example/"))).reason).toBe(reason);
      expect(net.hops).toHaveLength(1);
    },
  );

  it("refuses a redirect to loopback three hops down a chain", async () => {
    const net = fakeInternet({
      "https://a.example/1": redirect("https://b.example/2"),
      "https://b.example/2": redirect("https://c.example/3", 307),
      "https://c.example/3": redirect("http://0x7f.1/", 308),
    });
    const guarded = createGuardedFetch({ fetch: net.fetchImpl });
    expect((await refusal(guarded("https://a.example/1"))).reason).toBe("loopback");
    expect(net.hops).toHaveLength(3);
  });

  it("follows a redirect to an allow-listed LAN host", async () => {
    const net = fakeInternet({
      "https://a.example/": redirect("http://192.168.1.5/file"),
      "http://192.168.1.5/file": () => new Response("lan"),
    });
    const guarded = createGuardedFetch({
      fetch: net.fetchImpl,
      allow: parseAllowList(["192.168.1.0/24"]),
    });
    expect(await (await guarded("https://a.example/")).text()).toBe("lan");
  });

  it("gives up after the hop limit", async () => {
    const net = fakeInternet({ "https://loop.example/": redirect("https://loop.example/") });
    const guarded = createGuardedFetch({ fetch: net.fetchImpl, maxRedirects: 3 });
    await expect(guarded("https://loop.example/")).rejects.toBeInstanceOf(TooManyRedirectsError);
    expect(net.hops).toHaveLength(4);
  });

  it("turns a POST into a GET on 303 and keeps it on 307", async () => {
    const net = fakeInternet({
      "https://a.example/see-other": redirect("https://a.example/get", 303),
      "https://a.example/temporary": redirect("https://a.example/post", 307),
      "https://a.example/get": () => new Response("g"),
      "https://a.example/post": () => new Response("p"),
    });
    const guarded = createGuardedFetch({ fetch: net.fetchImpl });
    const init = {
      method: "POST",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
    await guarded("https://a.example/see-other", init);
    await guarded("https://a.example/temporary", init);
    const [, toGet, , toPost] = net.hops;
    expect([toGet?.method, toGet?.body, toGet?.headers.get("content-type")]).toEqual([
      "GET",
      null,
      null,
    ]);
    expect([toPost?.method, toPost?.body]).toEqual(["POST", "a=1"]);
  });

  it("drops credentials when a redirect leaves the origin", async () => {
    const net = fakeInternet({
      "https://a.example/": redirect("https://a.example/same"),
      "https://a.example/same": redirect("https://b.example/other"),
      "https://b.example/other": () => new Response("ok"),
    });
    const guarded = createGuardedFetch({ fetch: net.fetchImpl });
    await guarded("https://a.example/", {
      headers: { authorization: "Bearer x", cookie: "s=1", referer: "r" },
    });
    expect(net.hops[1]?.headers.get("cookie")).toBe("s=1");
    expect(net.hops[2]?.headers.get("cookie")).toBeNull();
    expect(net.hops[2]?.headers.get("authorization")).toBeNull();
    expect(net.hops[2]?.headers.get("referer")).toBe("r");
  });

  it("never fetches a refused first destination", async () => {
    const net = fakeInternet({});
    const guarded = createGuardedFetch({ fetch: net.fetchImpl });
    expect((await refusal(guarded("http://[::ffff:10.0.0.1]/"))).reason).toBe("private");
    expect(net.hops).toHaveLength(0);
  });
});
