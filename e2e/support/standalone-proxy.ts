import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { isStale, repoRoot } from "../../scripts/build-if-needed.mjs";

/** The standalone proxy (apps/proxy), as `npm run build -w @matinee/proxy` writes it. */
const PROXY_BUILD = {
  name: "proxy",
  workspace: "@matinee/proxy",
  output: "apps/proxy/dist/node.js",
  inputs: [
    "apps/proxy/src",
    "apps/proxy/scripts/build.mjs",
    "packages/address-guard/src",
    "packages/proxy-handler/src",
  ],
};

/** A loopback port nothing listens on (taken, then let go). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface StandaloneProxy {
  /** Its root, e.g. `http://127.0.0.1:40123` (no trailing slash, as onboarding stores it). */
  url: string;
  close(): Promise<void>;
}

/**
 * The standalone proxy (built first when its output is stale) on a free loopback port, its
 * address guard allowing `allow` (PROXY_ALLOW): a proxy refuses loopback destinations by
 * default, and the journeys' Matinee server is on 127.0.0.1.
 */
export async function startStandaloneProxy({
  allow = "127.0.0.1",
}: { allow?: string } = {}): Promise<StandaloneProxy> {
  if (isStale(PROXY_BUILD)) {
    const built = spawnSync("npm", ["run", "build", "-w", PROXY_BUILD.workspace], {
      cwd: repoRoot,
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (built.status !== 0) throw new Error(`Building the proxy failed (${built.status})`);
  }
  const port = await closedPort();
  const child = spawn(process.execPath, [path.join(repoRoot, PROXY_BUILD.output)], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), PROXY_ALLOW: allow },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (data: Buffer) => {
      if (String(data).includes("Matinee proxy")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`The proxy exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
