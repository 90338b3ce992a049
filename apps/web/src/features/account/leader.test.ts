import { beforeEach, describe, expect, it } from "vitest";
import { createLeadership, LEASE_MS } from "./leader";

/** A Web Locks stand-in: one holder per name, the next request waits for it. */
function fakeLocks(): LockManager {
  const queues = new Map<string, Array<() => void>>();
  return {
    request(name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) {
      return new Promise((resolve, reject) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        const start = () => {
          void Promise.resolve(callback(null))
            .then(resolve, reject)
            .finally(() => {
              queue.shift();
              queue[0]?.();
            });
        };
        options.signal?.addEventListener("abort", () => {
          const index = queue.indexOf(start);
          if (index > 0) queue.splice(index, 1);
          reject(new DOMException("aborted", "AbortError"));
        });
        queue.push(start);
        if (queue.length === 1) start();
      });
    },
  } as unknown as LockManager;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());

describe("leadership with Web Locks", () => {
  it("lets one tab lead, and the next one when it stops", async () => {
    const locks = fakeLocks();
    const tabA = createLeadership({ locks });
    const tabB = createLeadership({ locks });
    await tick();
    expect([tabA.isLeader(), tabB.isLeader()]).toEqual([true, false]);
    tabA.stop();
    await tick();
    expect([tabA.isLeader(), tabB.isLeader()]).toEqual([false, true]);
    tabB.stop();
  });
});

describe("leadership without Web Locks (a lease in localStorage)", () => {
  it("lets the first tab lead and makes the second wait", () => {
    let time = 0;
    const now = () => time;
    const tabA = createLeadership({ locks: undefined, now, tabId: "a" });
    const tabB = createLeadership({ locks: undefined, now, tabId: "b" });
    expect(tabA.isLeader()).toBe(true);
    expect(tabB.isLeader()).toBe(false);
    time += LEASE_MS - 1;
    expect(tabA.isLeader()).toBe(true);
    expect(tabB.isLeader()).toBe(false);
  });

  it("hands the lead over when the leader stops or stops renewing", () => {
    let time = 0;
    const now = () => time;
    const tabA = createLeadership({ locks: undefined, now, tabId: "a" });
    const tabB = createLeadership({ locks: undefined, now, tabId: "b" });
    expect(tabA.isLeader()).toBe(true);
    time += LEASE_MS + 1;
    expect(tabB.isLeader()).toBe(true);
    expect(tabA.isLeader()).toBe(false);
    tabB.stop();
    expect(tabA.isLeader()).toBe(true);
  });
});
