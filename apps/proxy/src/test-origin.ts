// A local destination for the proxy's tests: a file with ranges, an HLS stream, compressed and
// cookie-setting answers, an echo, redirects, and answers that never end or never start.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

export const FILE_SIZE = 1024 * 1024;
export const SEGMENTS = 3;

/** Byte i of the test file (and of each segment, offset by its number): a known pattern. */
export const fileBytes = (size: number, seed = 0) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + seed) % 251));

const FILE = fileBytes(FILE_SIZE);

function sendRange(request: IncomingMessage, response: ServerResponse, data: Buffer, type: string) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? "");
  response.setHeader("accept-ranges", "bytes");
  response.setHeader("content-type", type);
  if (!match) {
    response.setHeader("content-length", data.length);
    response.end(request.method === "HEAD" ? undefined : data);
    return;
  }
  const start = match[1] ? Number(match[1]) : data.length - Number(match[2]);
  const end = match[1] && match[2] ? Math.min(Number(match[2]), data.length - 1) : data.length - 1;
  if (start > end || start >= data.length) {
    response.writeHead(416, { "content-range": `bytes */${data.length}` }).end();
    return;
  }
  response.writeHead(206, {
    "content-range": `bytes ${start}-${end}/${data.length}`,
    "content-length": end - start + 1,
  });
  response.end(request.method === "HEAD" ? undefined : data.subarray(start, end + 1));
}

function playlist(): string {
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    "#EXT-X-TARGETDURATION:4",
    "#EXT-X-MEDIA-SEQUENCE:0",
  ];
  for (let i = 0; i < SEGMENTS; i++) lines.push("#EXTINF:4.0,", `seg${i}.ts`);
  return [...lines, "#EXT-X-ENDLIST", ""].join("\n");
}

type Route = (request: IncomingMessage, response: ServerResponse, origin: string) => void;

const ROUTES: Record<string, Route> = {
  "/file.bin": (request, response) =>
    sendRange(request, response, FILE, "application/octet-stream"),
  "/hls/index.m3u8": (_request, response) => {
    response.setHeader("content-type", "application/vnd.apple.mpegurl");
    response.end(playlist());
  },
  "/go/stream.m3u8": (_request, response) => {
    response.writeHead(302, { location: "/hls/index.m3u8" }).end();
  },
  "/gzip": (_request, response) => {
    response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
    response.end(gzipSync(JSON.stringify({ compressed: true, padding: "x".repeat(2000) })));
  },
  "/cookies": (_request, response) => {
    response.setHeader("set-cookie", ["a=1; Path=/", "b=2; HttpOnly"]);
    response.end("cookies");
  },
  "/echo": (request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          method: request.method,
          headers: request.headers,
          body,
          url: request.url,
        }),
      );
    });
  },
  "/to-localhost": (_request, response, origin) => {
    response
      .writeHead(302, { location: origin.replace("127.0.0.1", "localhost") + "/file.bin" })
      .end();
  },
  "/never": () => {
    // Never answers: the proxy's header timeout must end it.
  },
  "/endless": (_request, response) => {
    const chunk = Buffer.alloc(64 * 1024, 1);
    const write = () => {
      while (response.write(chunk)) {
        // fill until backpressure
      }
    };
    response.on("drain", write);
    write();
  },
};

export interface TestOrigin {
  url: string;
  /** Request paths seen, in order. */
  seen: string[];
  /** Connections closed by the other side before their response ended. */
  aborted: string[];
  close(): Promise<void>;
}

/** Starts the destination on 127.0.0.1 (an ephemeral port). */
export async function startTestOrigin(): Promise<TestOrigin> {
  const seen: string[] = [];
  const aborted: string[] = [];
  let origin = "";
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    seen.push(request.url ?? "/");
    response.on("close", () => {
      if (!response.writableFinished) aborted.push(path);
    });
    const segment = /^\/hls\/seg(\d+)\.ts$/.exec(path);
    if (segment)
      return sendRange(request, response, fileBytes(4096, Number(segment[1])), "video/mp2t");
    const route = ROUTES[path];
    if (route) return route(request, response, origin);
    response.writeHead(404).end("no such file");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    seen,
    aborted,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
