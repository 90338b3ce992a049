// The standalone proxy (apps/proxy) as a process on loopback, built first when its output is
// stale. Shared by the proxy benchmark and the e2e journeys.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { build, isStale, PROXY_TARGET, repoRoot } from "./build-if-needed.mjs";

/** A loopback port nothing listens on (taken, then let go). */
export async function closedPort() {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  await new Promise((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * Starts the proxy on a free loopback port, its address guard allowing `allow` (PROXY_ALLOW):
 * a proxy refuses loopback destinations by default, and the servers it is tested against are on
 * 127.0.0.1.
 */
export async function startStandaloneProxy({ allow = "127.0.0.1" } = {}) {
  if (isStale(PROXY_TARGET)) build(PROXY_TARGET);
  const port = await closedPort();
  const child = spawn(process.execPath, [path.join(repoRoot, PROXY_TARGET.output)], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), PROXY_ALLOW: allow },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (data) => {
      if (String(data).includes("Matinee proxy")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`The proxy exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
