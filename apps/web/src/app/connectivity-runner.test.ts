import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  OFFLINE_PING_EVERY,
  PING_INTERVAL_MS,
  pingServer,
  startConnectivityRunner,
} from "./connectivity-runner";

function setUp(answers: boolean[], paused = () => false) {
  const ping = vi.fn(() => Promise.resolve(answers.shift() ?? true));
  const onChange = vi.fn();
  const events = new EventTarget();
  const stop = startConnectivityRunner({ onChange, ping, isPaused: paused, events });
  return { ping, onChange, events, stop };
}

describe("connectivity runner", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("pings on every 5 s tick while online and reports going offline once", async () => {
    const { ping, onChange, stop } = setUp([true, false]);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
    stop();
  });

  it("waits ten ticks between pings while offline, then reports coming back", async () => {
    const { ping, onChange, stop } = setUp([false, true]);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(onChange).toHaveBeenLastCalledWith(false);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * (OFFLINE_PING_EVERY - 1));
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(true);
    stop();
  });

  it("checks at once when the browser says the network changed", async () => {
    const { ping, onChange, events, stop } = setUp([false]);
    events.dispatchEvent(new Event("offline"));
    await vi.advanceTimersByTimeAsync(0);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(false);
    stop();
  });

  it("does not ping while paused (a hidden tab)", async () => {
    const { ping, stop } = setUp([], () => true);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 3);
    expect(ping).not.toHaveBeenCalled();
    stop();
  });

  it("stops pinging once stopped", async () => {
    const { ping, stop } = setUp([]);
    stop();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 3);
    expect(ping).not.toHaveBeenCalled();
  });
});

describe("pingServer", () => {
  it("reads the answer to its end, so the request completes instead of being cancelled", async () => {
    const answer = new Response("pong", { status: 200 });
    const fetchUrl = vi.fn(() => Promise.resolve(answer));
    expect(await pingServer("/ping.txt", fetchUrl)).toBe(true);
    expect(fetchUrl).toHaveBeenCalledWith(
      "/ping.txt",
      expect.objectContaining({ cache: "no-store" }),
    );
    expect(answer.bodyUsed).toBe(true);
  });

  it("counts any answer as online and only a failed request as offline", async () => {
    const notFound = () => Promise.resolve(new Response("", { status: 404 }));
    expect(await pingServer("/ping.txt", notFound)).toBe(true);
    const failed = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await pingServer("/ping.txt", failed)).toBe(false);
  });
});
