import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAllowList } from "./allow-list";
import type { Resolver } from "./check";
import { DestinationRefusedError } from "./errors";
import { createNodeGuardedFetch, resolveWithDns } from "./node";

let server: Server;
let port = 0;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? "");
    if (request.url === "/to-loopback") {
      response.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
    } else if (request.url === "/to-evil-name") {
      response.writeHead(302, { location: `http://evil.test:${port}/secret` }).end();
    } else {
      response.end(`hello from ${request.url}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Fake DNS counting its calls: every .test name points at the local server. */
function countingDns() {
  const calls: string[] = [];
  const resolve: Resolver = (name) => {
    calls.push(name);
    return Promise.resolve([{ address: "127.0.0.1", family: 4 }]);
  };
  return { resolve, calls };
}

describe("the Node guarded fetch", () => {
  it("refuses a name that resolves to loopback, at connect time, without sending the request", async () => {
    const { resolve } = countingDns();
    const guarded = createNodeGuardedFetch({ resolve });
    seen.length = 0;
    const error = await guarded(`http://evil.test:${port}/secret`).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DestinationRefusedError);
    expect((error as DestinationRefusedError).reason).toBe("loopback");
    expect((error as DestinationRefusedError).address).toBe("127.0.0.1");
    expect(seen).toEqual([]);
    await guarded.close();
  });

  it("connects to exactly the address it checked, resolving once per connection", async () => {
    const { resolve, calls } = countingDns();
    const guarded = createNodeGuardedFetch({ resolve, allow: parseAllowList(["good.test"]) });
    const response = await guarded(`http://good.test:${port}/file`);
    expect(await response.text()).toBe("hello from /file");
    expect(calls).toEqual(["good.test"]);
    await guarded.close();
  });

  it("refuses a redirect from an allowed host to a loopback literal", async () => {
    const guarded = createNodeGuardedFetch({
      resolve: countingDns().resolve,
      allow: parseAllowList(["good.test"]),
    });
    seen.length = 0;
    const error = await guarded(`http://good.test:${port}/to-loopback`).catch(
      (caught: unknown) => caught,
    );
    expect((error as DestinationRefusedError).reason).toBe("loopback");
    expect(seen).toEqual(["/to-loopback"]);
    await guarded.close();
  });

  it("refuses a redirect to a name that resolves to loopback", async () => {
    const guarded = createNodeGuardedFetch({
      resolve: countingDns().resolve,
      allow: parseAllowList(["good.test"]),
    });
    seen.length = 0;
    const error = await guarded(`http://good.test:${port}/to-evil-name`).catch(
      (caught: unknown) => caught,
    );
    expect((error as DestinationRefusedError).reason).toBe("loopback");
    expect(seen).toEqual(["/to-evil-name"]);
    await guarded.close();
  });

  it("reaches an allow-listed loopback literal", async () => {
    const guarded = createNodeGuardedFetch({ allow: parseAllowList(["127.0.0.1"]) });
    expect(await (await guarded(`http://127.0.0.1:${port}/ok`)).text()).toBe("hello from /ok");
    await guarded.close();
  });

  it("resolves real names with the system resolver", async () => {
    const addresses = await resolveWithDns("localhost");
    expect(addresses.some(({ address }) => address === "127.0.0.1" || address === "::1")).toBe(
      true,
    );
  });
});
