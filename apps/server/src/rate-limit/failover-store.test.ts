import { describe, expect, it } from "vitest";
import type { RateLimitStore } from "./buckets";
import { createFailoverStore } from "./failover-store";

/** A store that answers `answer()` and counts its calls. */
function fakeStore(answer: () => Promise<number>) {
  const store = { calls: 0 } as RateLimitStore & { calls: number };
  store.hit = () => {
    store.calls++;
    return answer();
  };
  store.close = () => Promise.resolve();
  return store;
}

function setUp(primaryAnswer: () => Promise<number>, connected = () => true) {
  let now = 0;
  const primary = fakeStore(primaryAnswer);
  const fallback = fakeStore(() => Promise.resolve(-1));
  const switches: string[] = [];
  const failover = createFailoverStore({
    primary,
    fallback,
    isPrimaryConnected: connected,
    timeoutMs: 20,
    coolDownMs: 1000,
    now: () => now,
    onSwitch: (to) => switches.push(to),
  });
  const hit = () => failover.store.hit("k", 1000, 10, 1, 0);
  return { primary, fallback, failover, switches, hit, advance: (ms: number) => (now += ms) };
}

describe("the failover rate-limit store", () => {
  it("counts in the primary while it answers", async () => {
    const { hit, fallback, switches } = setUp(() => Promise.resolve(3));
    expect(await hit()).toBe(3);
    expect(fallback.calls).toBe(0);
    expect(switches).toEqual([]);
  });

  it("falls back when the primary fails, rests it, then tries it again", async () => {
    let up = false;
    const { hit, primary, failover, switches, advance } = setUp(() =>
      up ? Promise.resolve(5) : Promise.reject(new Error("down")),
    );
    expect(await hit()).toBe(-1);
    expect(failover.resting()).toBe(true);
    expect(await hit()).toBe(-1);
    expect(primary.calls).toBe(1);
    up = true;
    advance(1001);
    expect(await hit()).toBe(5);
    expect(switches).toEqual(["fallback", "primary"]);
  });

  it("gives up on a primary that does not answer after the timeout", async () => {
    const { hit, failover } = setUp(() => new Promise(() => {}));
    const began = performance.now();
    expect(await hit()).toBe(-1);
    expect(performance.now() - began).toBeLessThan(1000);
    expect(failover.resting()).toBe(true);
  });

  it("does not ask a primary that is not connected", async () => {
    const { hit, primary, switches } = setUp(
      () => Promise.resolve(1),
      () => false,
    );
    expect(await hit()).toBe(-1);
    expect(primary.calls).toBe(0);
    expect(switches).toEqual(["fallback"]);
  });
});
