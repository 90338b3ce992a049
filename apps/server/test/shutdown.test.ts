import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHUTDOWN_GRACE_MS } from "../src/http/graceful-close";
import { startServerProcess } from "./server-process";

/**
 * SIGTERM on the real process, with a keep-alive client as a browser or a load balancer holds.
 * The database is PostgreSQL in a schema of its own when DATABASE_URL is set, else PGlite in a
 * temporary folder (both processes of this file share it, so only the first pays initdb).
 */
let env: Record<string, string>;
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "matinee-shutdown-"));
  env = { DATA_DIR: dataDir, RATE_LIMITS: "false" };
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  cleanUp = removeDataDir;
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `test_shutdown_${randomBytes(4).toString("hex")}`;
    env = { ...env, DATABASE_URL: url, DATABASE_SCHEMA: schema };
    cleanUp = async () => {
      await removeDataDir();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    };
  }
});
afterAll(() => cleanUp());

/** One request on a keep-alive agent; `slowBody` sends half the body, then the rest later. */
function request(
  baseUrl: string,
  agent: http.Agent,
  options: { method: string; path: string; slowBody?: { first: string; rest: string } },
) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const body = options.slowBody ? options.slowBody.first + options.slowBody.rest : "";
      const req = http.request(
        `${baseUrl}${options.path}`,
        {
          method: options.method,
          agent,
          headers: body
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
            : {},
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body: text,
            }),
          );
        },
      );
      req.on("error", reject);
      if (options.slowBody) {
        req.write(options.slowBody.first);
        const rest = options.slowBody.rest;
        setTimeout(() => req.end(rest), 300);
      } else {
        req.end();
      }
    },
  );
}

describe("SIGTERM", () => {
  it("exits 0 at once when only idle keep-alive connections are open", async () => {
    const server = await startServerProcess(env);
    const agent = new http.Agent({ keepAlive: true });
    expect(
      (await request(server.baseUrl, agent, { method: "GET", path: "/ping.txt" })).status,
    ).toBe(200);
    const began = performance.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const ms = performance.now() - began;
    agent.destroy();
    expect(code).toBe(0);
    expect(ms, `exited after ${Math.round(ms)} ms`).toBeLessThan(SHUTDOWN_GRACE_MS);
  }, 120_000);

  it("lets a request in flight finish, closes its connection, then exits 0", async () => {
    const server = await startServerProcess(env);
    const agent = new http.Agent({ keepAlive: true });
    await request(server.baseUrl, agent, { method: "GET", path: "/ping.txt" });
    const inFlight = request(server.baseUrl, agent, {
      method: "POST",
      path: "/metrics/captcha",
      slowBody: { first: '{"success":', rest: "true}" },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const began = performance.now();
    server.child.kill("SIGTERM");
    const [answer, code] = await Promise.all([inFlight, server.exited]);
    const ms = performance.now() - began;
    agent.destroy();
    expect(answer).toEqual({ status: 200, connection: "close", body: "true" });
    expect(code).toBe(0);
    expect(ms, `exited after ${Math.round(ms)} ms`).toBeLessThan(SHUTDOWN_GRACE_MS);
  }, 120_000);
});
