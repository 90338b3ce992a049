import { describe, expect, it } from "vitest";
import { nextStatus } from "./status";
import type { PlayerStatus } from "./types";

const ALL: PlayerStatus[] = ["idle", "scraping", "scrapeNotFound", "playing", "playbackError"];

describe("nextStatus", () => {
  it("goes from idle to scraping", () => {
    expect(nextStatus("idle", "scrape")).toBe("scraping");
  });

  it("ends a scrape with not found", () => {
    expect(nextStatus("scraping", "notFound")).toBe("scrapeNotFound");
  });

  it.each(ALL)("plays a new source from %s", (status) => {
    expect(nextStatus(status, "load")).toBe("playing");
  });

  it.each(ALL)("resets from %s to idle", (status) => {
    expect(nextStatus(status, "reset")).toBe("idle");
  });

  it("moves to playbackError on a fatal error while playing", () => {
    expect(nextStatus("playing", "fatalError")).toBe("playbackError");
  });

  it.each(["idle", "scraping", "scrapeNotFound"] as const)(
    "ignores a fatal error while %s (it belongs to a source already left)",
    (status) => {
      expect(nextStatus(status, "fatalError")).toBe(status);
    },
  );

  it.each(["idle", "playing", "playbackError"] as const)("ignores not found while %s", (status) => {
    expect(nextStatus(status, "notFound")).toBe(status);
  });
});
