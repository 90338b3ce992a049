import type { SyncEdit } from "@matinee/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAccountApi } from "./account-api";
import { createOutboxStore } from "./outbox-store";
import { startSyncRunner, SYNC_INTERVAL_MS, type SyncRunner } from "./sync-runner";
import { createFakeAccountServer, type FakeAccountServer } from "./testing/fake-account-server";

const put = (tmdbId: string): SyncEdit => ({
  kind: "bookmarkPut",
  tmdbId,
  meta: { title: `Title ${tmdbId}`, year: 2000, type: "movie" },
  at: 1,
});
const remove = (tmdbId: string): SyncEdit => ({ kind: "bookmarkDelete", tmdbId, at: 2 });

let server: FakeAccountServer;
let userId: string;
let token: string;
const runners: SyncRunner[] = [];

async function registerUser() {
  const api = createAccountApi({ baseUrl: server.baseUrl, fetch: server.fetch });
  const result = await api.registerComplete({
    publicKey: "key",
    challenge: { code: "c", signature: "s" },
    namespace: "movie-web",
    device: "d",
    profile: { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" },
  });
  userId = result.user.id;
  token = result.token;
}

function start(options: { isLeader?: () => boolean; onUnauthorized?: () => Promise<void> } = {}) {
  const outbox = createOutboxStore();
  const api = createAccountApi({ baseUrl: server.baseUrl, token, fetch: server.fetch });
  const runner = startSyncRunner({
    outbox,
    session: () => ({ api, userId }),
    isLeader: options.isLeader ?? (() => true),
    onUnauthorized: options.onUnauthorized ?? (() => Promise.resolve()),
  });
  runners.push(runner);
  return { outbox, runner };
}

const sent = () => server.calls.filter((call) => call.path.includes("/bookmarks"));
const stored = () => [...(server.users.get("key")?.bookmarks.keys() ?? [])];

beforeEach(async () => {
  localStorage.clear();
  server = createFakeAccountServer();
  await registerUser();
  vi.useFakeTimers();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  for (const runner of runners.splice(0)) runner.stop();
  vi.restoreAllMocks();
});

describe("the sync runner", () => {
  it("sends queued edits at the next tick, in order, and empties the outbox", async () => {
    const { outbox } = start();
    outbox.enqueue(put("1"));
    outbox.enqueue(put("2"));
    outbox.enqueue(remove("1"));
    expect(stored()).toEqual([]);
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    expect(sent().map((call) => call.method)).toEqual(["PUT", "DELETE"]);
    expect(stored()).toEqual(["2"]);
    expect(outbox.entries()).toEqual([]);
  });

  it("sends what an earlier page load left in the outbox (nothing is cleared at start)", async () => {
    createOutboxStore().enqueue(put("7"));
    start();
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    expect(stored()).toEqual(["7"]);
  });

  it("keeps every edit while offline and delivers them in order once the server answers", async () => {
    const { outbox } = start();
    server.down = true;
    outbox.enqueue(put("1"));
    outbox.enqueue(put("2"));
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 4);
    expect(outbox.entries()).toHaveLength(2);
    server.down = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stored()).toEqual(["1", "2"]);
    expect(outbox.entries()).toEqual([]);
  });

  it("backs off between attempts instead of trying every tick", async () => {
    const { outbox } = start();
    server.down = true;
    outbox.enqueue(put("1"));
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 12);
    // One minute of ticks: attempts at 5 s, then after ≥2.5, ≥5, ≥10, ≥20 s backoffs.
    expect(sent().length).toBeGreaterThanOrEqual(3);
    expect(sent().length).toBeLessThanOrEqual(6);
  });

  it("retries after a 5xx and then succeeds", async () => {
    const { outbox } = start();
    server.failNext(503);
    outbox.enqueue(put("1"));
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    expect(outbox.entries()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 2);
    expect(stored()).toEqual(["1"]);
  });

  it("drops an edit refused with a 4xx, with a log line, and goes on with the next", async () => {
    const { outbox } = start();
    server.failNext(400);
    outbox.enqueue(put("1"));
    outbox.enqueue(put("2"));
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    expect(stored()).toEqual(["2"]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("HTTP 400"));
  });

  it("keeps the edit and asks for a session check on a 401", async () => {
    const onUnauthorized = vi.fn(() => Promise.resolve());
    const { outbox } = start({ onUnauthorized });
    server.failNext(401);
    outbox.enqueue(put("1"));
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(outbox.entries()).toHaveLength(1);
  });

  it("sends nothing from a tab that does not lead: two tabs never send an edit twice", async () => {
    const leader = start({ isLeader: () => true });
    start({ isLeader: () => false });
    leader.outbox.enqueue(put("1"));
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 3);
    expect(sent()).toHaveLength(1);
  });

  it("sends at once when the browser comes back online, forgetting the backoff", async () => {
    const { outbox } = start();
    server.down = true;
    outbox.enqueue(put("1"));
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 4);
    server.down = false;
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()).toEqual(["1"]);
  });
});
