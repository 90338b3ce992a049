import type { AddressInfo } from "node:net";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeProxyServer, type NodeProxyServer } from "./node-server";
import { fileBytes, FILE_SIZE, SEGMENTS, startTestOrigin, type TestOrigin } from "./test-origin";

let origin: TestOrigin;
let proxy: NodeProxyServer;
let proxyUrl = "";

beforeAll(async () => {
  origin = await startTestOrigin();
  proxy = createNodeProxyServer({
    allow: ["127.0.0.1"],
    limits: { headersTimeoutMs: 300, maxResponseBytes: 2 * FILE_SIZE },
  });
  await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await proxy.close();
  await origin.close();
});

const via = (target: string) => `${proxyUrl}?destination=${encodeURIComponent(target)}`;

describe("the Node proxy, in front of a real HTTP server", () => {
  it("says hello", async () => {
    const response = await fetch(proxyUrl);
    expect(await response.json()).toEqual({
      message: expect.stringMatching(/^Proxy is working as expected \(v/),
    });
  });

  it("passes a whole file through, byte for byte, with its length", async () => {
    const response = await fetch(via(`${origin.url}/file.bin`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(FILE_SIZE));
    expect(Buffer.from(await response.arrayBuffer()).equals(fileBytes(FILE_SIZE))).toBe(true);
  });

  it("passes range requests through: 206 with Content-Range and just those bytes", async () => {
    const response = await fetch(via(`${origin.url}/file.bin`), {
      headers: { range: "bytes=1000-1999" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 1000-1999/${FILE_SIZE}`);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(fileBytes(FILE_SIZE).subarray(1000, 2000))).toBe(true);

    const tail = await fetch(via(`${origin.url}/file.bin`), { headers: { range: "bytes=-10" } });
    expect(tail.headers.get("content-range")).toBe(
      `bytes ${FILE_SIZE - 10}-${FILE_SIZE - 1}/${FILE_SIZE}`,
    );
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await fetch(via(`${origin.url}/file.bin`), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(FILE_SIZE));
  });

  it("plays an HLS stream: playlist, then each segment by prefixing its resolved URL", async () => {
    // The playlist sits behind a redirect; relative URIs resolve against X-Final-Destination.
    const response = await fetch(via(`${origin.url}/go/stream.m3u8`));
    const finalUrl = response.headers.get("x-final-destination") ?? "";
    expect(finalUrl).toBe(`${origin.url}/hls/index.m3u8`);
    expect(response.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    const uris = (await response.text())
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(uris).toHaveLength(SEGMENTS);
    for (const [index, uri] of uris.entries()) {
      const segment = await fetch(via(new URL(uri, finalUrl).href));
      expect(segment.headers.get("content-type")).toBe("video/mp2t");
      expect(Buffer.from(await segment.arrayBuffer()).equals(fileBytes(4096, index))).toBe(true);
    }
  });

  it("decodes a compressed answer and drops its encoding headers", async () => {
    const response = await fetch(via(`${origin.url}/gzip`), {
      headers: { "accept-encoding": "identity" },
    });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toMatchObject({ compressed: true });
  });

  it("streams a POST body to the destination with the renamed headers", async () => {
    const response = await fetch(via(`${origin.url}/echo?x=1`), {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        "x-cookie": "c=1",
        "x-referer": "https://r.example/",
      },
      body: "hello body",
    });
    const echoed = await response.json();
    expect(echoed).toMatchObject({ method: "POST", body: "hello body", url: "/echo?x=1" });
    expect(echoed.headers).toMatchObject({ cookie: "c=1", referer: "https://r.example/" });
    expect(echoed.headers.host).toBe(new URL(origin.url).host);
  });

  it("sends the destination's cookies as X-Set-Cookie", async () => {
    const response = await fetch(via(`${origin.url}/cookies`));
    expect(response.headers.get("x-set-cookie")).toBe("a=1; Path=/, b=2; HttpOnly");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a redirect from the allowed host to localhost", async () => {
    const response = await fetch(via(`${origin.url}/to-localhost`));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ reason: "loopback" });
  });

  it("refuses loopback addresses the allow-list does not name", async () => {
    const port = new URL(origin.url).port;
    for (const host of ["127.0.0.2", "[::1]", "0", "localhost"]) {
      const response = await fetch(via(`http://${host}:${port}/file.bin`));
      expect(response.status, host).toBe(403);
    }
  });

  it("answers 504 when the destination never answers", async () => {
    const response = await fetch(via(`${origin.url}/never`));
    expect(response.status).toBe(504);
  });

  it("cuts an endless body at the byte limit and leaves the destination's connection", async () => {
    const response = await fetch(via(`${origin.url}/endless`));
    let bytes = 0;
    const error = await (async () => {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
        bytes += chunk.byteLength;
    })().catch((caught: unknown) => caught);
    expect(error).toBeDefined();
    expect(bytes).toBeLessThanOrEqual(2 * FILE_SIZE);
    await expect.poll(() => origin.aborted.includes("/endless")).toBe(true);
  });

  it("drops the request to the destination when the client leaves before the answer", async () => {
    const patient = createNodeProxyServer({ allow: ["127.0.0.1"] });
    await new Promise<void>((resolve) => patient.server.listen(0, "127.0.0.1", resolve));
    const port = (patient.server.address() as AddressInfo).port;
    origin.seen.length = 0;
    origin.aborted.length = 0;
    const url = `http://127.0.0.1:${port}/?destination=${encodeURIComponent(`${origin.url}/never`)}`;
    const request = httpRequest(url).on("error", () => {});
    request.end();
    await expect.poll(() => origin.seen.includes("/never")).toBe(true);
    request.destroy();
    await expect.poll(() => origin.aborted.includes("/never"), { timeout: 3000 }).toBe(true);
    await patient.close();
  });

  it("closes the destination's connection when the client goes away", async () => {
    origin.aborted.length = 0;
    await new Promise<void>((resolve) => {
      const request = httpRequest(via(`${origin.url}/endless`), (response) => {
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.end();
    });
    await expect.poll(() => origin.aborted.includes("/endless")).toBe(true);
  });
});
