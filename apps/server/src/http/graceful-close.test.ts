import http from "node:http";
import { PassThrough } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { trackRequestsForClose } from "./graceful-close";

async function listeningApp() {
  const app = Fastify({ logger: false });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get("/slow", async () => {
    await released;
    return "done";
  });
  app.get("/never", () => new Promise(() => {}));
  const stream = new PassThrough();
  app.get("/stream", (_request, reply) => {
    stream.write("first part;");
    return reply.send(stream);
  });
  app.get("/fast", (_request, reply) => reply.send("ok"));
  const tracked = trackRequestsForClose(app);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const agent = new http.Agent({ keepAlive: true });
  const get = (path: string) =>
    new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        })
        .on("error", reject);
    });
  return { tracked, get, release, agent, stream };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("closing with requests in flight", () => {
  it("waits for them, answers them with Connection: close and closes at once after", async () => {
    const { tracked, get, release, agent } = await listeningApp();
    await get("/fast");
    const slow = get("/slow");
    await tick();
    const closed = tracked.close(10_000);
    await tick();
    release();
    expect(await slow).toEqual({ status: 200, connection: "close" });
    expect(await closed).toEqual({ inFlight: 1, cut: 0 });
    agent.destroy();
  });

  it("closes a connection whose response had started streaming as soon as it ends", async () => {
    const { tracked, get, agent, stream } = await listeningApp();
    const streaming = get("/stream");
    await tick();
    const closed = tracked.close(10_000);
    await tick();
    stream.end("last part");
    expect((await streaming).status).toBe(200);
    const began = performance.now();
    expect(await closed).toEqual({ inFlight: 1, cut: 0 });
    expect(performance.now() - began).toBeLessThan(5_000);
    agent.destroy();
  });

  it("forgets requests once answered, over a keep-alive connection too", async () => {
    const { tracked, get, agent } = await listeningApp();
    for (let i = 0; i < 50; i++) await get("/fast");
    expect(await tracked.close(10_000)).toEqual({ inFlight: 0, cut: 0 });
    agent.destroy();
  });

  it("cuts what is still running after the grace period", async () => {
    const { tracked, get, agent } = await listeningApp();
    const never = get("/never").catch((error: Error) => error.message);
    await tick();
    const began = performance.now();
    expect(await tracked.close(200)).toEqual({ inFlight: 1, cut: 1 });
    expect(performance.now() - began).toBeLessThan(5_000);
    expect(await never).toBe("socket hang up");
    agent.destroy();
  });
});
