// Starts the built server on a free loopback port and reports how long it took to answer.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { repoRoot } from "../../scripts/build-if-needed.mjs";

async function freePort() {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address();
  server.close();
  return port;
}

export async function startServer(env = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, "apps/server/dist/server.js")], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 30_000) throw new Error("server did not start in 30 s");
    try {
      if ((await fetch(`${baseUrl}/ping.txt`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    baseUrl,
    startupMs,
    async stop() {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
