import { describe, expect, it } from "vitest";
import { createByteCache } from "./byte-cache";

function cacheOf(maxBytes: number) {
  let now = 0;
  const cache = createByteCache<string>({
    maxBytes,
    sizeOf: (value) => value.length,
    now: () => now,
  });
  const load = (key: string, value: string, ttlMs = 1000) =>
    cache.load(key, ttlMs, () => Promise.resolve(value));
  return { cache, load, advance: (ms: number) => (now += ms) };
}

describe("the byte-bounded cache", () => {
  it("keeps values until their bytes pass the bound, dropping the least recently used first", async () => {
    const { cache, load } = cacheOf(10);
    await load("a", "aaaa");
    await load("b", "bbbb");
    expect(cache.get("a")).toBe("aaaa"); // "b" is now the least recently used
    await load("c", "cccc");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
    expect(cache.get("c")).toBe("cccc");
    expect(cache.bytes).toBe(8);
  });

  it("does not keep a value larger than the whole bound", async () => {
    const { cache, load } = cacheOf(10);
    await load("a", "aaaa");
    expect(await load("huge", "x".repeat(11))).toBe("x".repeat(11));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
  });

  it("forgets a value at its expiry", async () => {
    const { cache, load, advance } = cacheOf(100);
    await load("a", "aaaa", 1000);
    advance(999);
    expect(cache.get("a")).toBe("aaaa");
    advance(1);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("runs one loader for requests made while it works, and keeps no failure", async () => {
    const { cache } = cacheOf(100);
    let calls = 0;
    let finish: (value: string) => void = () => {};
    const loader = () => {
      calls++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const both = Promise.all([cache.load("k", 1000, loader), cache.load("k", 1000, loader)]);
    finish("v");
    expect(await both).toEqual(["v", "v"]);
    expect(calls).toBe(1);

    await expect(cache.load("bad", 1000, () => Promise.reject(new Error("no")))).rejects.toThrow(
      "no",
    );
    expect(await cache.load("bad", 1000, () => Promise.resolve("ok"))).toBe("ok");
  });
});
