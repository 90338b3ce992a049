import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuilt, repoRoot } from "../scripts/build-if-needed.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/ping.txt`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms`);
}

/**
 * Builds what is stale, starts the real server on a free loopback port (the embedded default:
 * open catalogue, demo media) and hands its URL to the journeys. E2E_BASE_URL skips all that and
 * targets a server that is already running.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide("baseUrl", external.replace(/\/+$/, ""));
    return;
  }
  ensureBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, "apps/server/dist/server.js")], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitUntilUp(baseUrl, child, 30_000);
  project.provide("baseUrl", baseUrl);
  return async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
  };
}
