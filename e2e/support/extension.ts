import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { chromium, type BrowserContext, type Worker } from "playwright-core";
import { isStale, repoRoot } from "../../scripts/build-if-needed.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

const EXTENSION_BUILD = {
  name: "extension",
  workspace: "@matinee/extension",
  output: "apps/extension/dist/chromium-test-granted/manifest.json",
  inputs: [
    "apps/extension/src",
    "apps/extension/public",
    "apps/extension/scripts",
    "packages/contracts/src",
  ],
};

/** Builds the extension when its output is older than its sources (about a second). */
export function ensureExtensionBuilt(): void {
  if (!isStale(EXTENSION_BUILD)) return;
  const result = spawnSync("npm", ["run", "build", "-w", EXTENSION_BUILD.workspace], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`Building the extension failed (${result.status})`);
}

/** The hosts the journeys use, all mapped to loopback by Chromium's resolver. */
export const APP_HOST = "app.matinee.test";
export const MEDIA_HOST = "media.matinee.test";
/** The header the media host insists on: a Referer no page's fetch or <video> can send. */
export const REQUIRED_REFERER = "https://player.matinee.test/";

export interface ExtensionBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  close(): Promise<void>;
}

/**
 * Chromium (new headless) with one build of the extension loaded unpacked: `chromium` (as
 * published) or `chromium-test-granted` (access to websites granted at load).
 */
export async function launchWithExtension(
  build: "chromium" | "chromium-test-granted",
): Promise<ExtensionBrowser> {
  const dist = path.join(repoRoot, "apps/extension/dist", build);
  const profile = mkdtempSync(path.join(tmpdir(), "matinee-ext-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${dist}`,
      `--load-extension=${dist}`,
      `--host-resolver-rules=MAP *.matinee.test 127.0.0.1`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  return {
    context,
    worker,
    extensionId: new URL(worker.url()).host,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The page-side client, bundled for the test page as `window.matinee`. */
async function clientScript(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import * as p from "@matinee/providers";
        window.matinee = {
          getExtensionStatus: p.getExtensionStatus,
          sendExtensionMessage: p.sendExtensionMessage,
          makeExtensionFetcher: p.makeExtensionFetcher,
        };`,
      resolveDir: import.meta.dirname,
    },
    bundle: true,
    format: "iife",
    write: false,
    logLevel: "warning",
  });
  return result.outputFiles[0]?.text ?? "";
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
  });
}

const VIDEO = readFileSync(path.join(repoRoot, "apps/server/demo-media/sintel/sintel-360p.mp4"));

function sendVideo(request: IncomingMessage, response: ServerResponse) {
  const range = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? "");
  const start = range ? Number(range[1]) : 0;
  const end = range?.[2] ? Number(range[2]) : VIDEO.length - 1;
  response.writeHead(range ? 206 : 200, {
    "content-type": "video/mp4",
    "accept-ranges": "bytes",
    "content-length": end - start + 1,
    ...(range ? { "content-range": `bytes ${start}-${end}/${VIDEO.length}` } : {}),
  });
  response.end(VIDEO.subarray(start, end + 1));
}

/**
 * Two loopback servers: the site (a blank page with the client) and a media host that refuses
 * (403) every request without REQUIRED_REFERER and sends no CORS headers of its own. It serves
 * `/echo` (what it was sent, as JSON) and `/video.mp4` (the demo's Sintel, with ranges).
 */
export async function startExtensionSites() {
  const script = await clientScript();
  const refused: string[] = [];
  const site = await listen((_request, response) => {
    if (_request.url === "/client.js") {
      response.writeHead(200, { "content-type": "text/javascript" });
      return response.end(script);
    }
    response.writeHead(200, { "content-type": "text/html" });
    response.end('<!doctype html><title>Site</title><script src="/client.js"></script><p>Site</p>');
  });
  const media = await listen((request, response) => {
    if (request.headers.referer !== REQUIRED_REFERER) {
      refused.push(request.url ?? "");
      response.writeHead(403, { "content-type": "text/plain" });
      return response.end("missing header");
    }
    if (request.url?.startsWith("/video.mp4")) return sendVideo(request, response);
    void readBody(request).then((body) => {
      response.writeHead(200, { "content-type": "application/json", "set-cookie": "seen=yes" });
      response.end(
        JSON.stringify({
          method: request.method,
          contentType: request.headers["content-type"],
          body,
        }),
      );
    });
  });
  return {
    siteUrl: `http://${APP_HOST}:${site.port}/`,
    mediaUrl: `http://${MEDIA_HOST}:${media.port}`,
    refused,
    async close() {
      await Promise.all([site.close(), media.close()]);
    },
  };
}
