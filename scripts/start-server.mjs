// Starts the built server (apps/server/dist/server.js) on a free loopback port and waits until
// it answers /ping.txt. Shared by the e2e set-up and the benchmarks.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot } from "./build-if-needed.mjs";

/**
 * Node's flags for the server, as `npm start` gives them (package.json): V8 collects garbage
 * sooner and keeps a small young generation, which keeps ~80 MB of garbage off the resident
 * memory under load (docs/deployment.md, bench/account.mjs).
 */
export const SERVER_NODE_FLAGS = ["--optimize-for-size"];

async function freePort() {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address();
  server.close();
  return port;
}

/** `port`: a fixed one (to start a server again where it was); a free one by default. */
export async function startServer({ env = {}, timeoutMs = 30_000, port: fixedPort } = {}) {
  const port = fixedPort ?? (await freePort());
  // Every server gets a data folder of its own (embedded database, session secret), so runs
  // never share state or write ./data; a caller that passes DATA_DIR keeps its folder.
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "matinee-data-"));
  const removeDataDir = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = path.join(repoRoot, "apps/server/dist/server.js");
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, server], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  for (;;) {
    if (child.exitCode !== null) {
      removeDataDir();
      throw new Error(`the server exited with code ${child.exitCode}`);
    }
    if (performance.now() - started > timeoutMs) {
      child.kill("SIGTERM");
      removeDataDir();
      throw new Error(`the server did not answer within ${timeoutMs} ms`);
    }
    try {
      if ((await fetch(`${baseUrl}/ping.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return {
    baseUrl,
    port,
    /** The server process, e.g. to read its memory use from /proc/<pid>/status. */
    pid: child.pid,
    /** From spawning the process to the first answer. */
    startupMs: Math.round(performance.now() - started),
    /** Settles with the exit code once the process has ended. */
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      removeDataDir();
    },
  };
}
