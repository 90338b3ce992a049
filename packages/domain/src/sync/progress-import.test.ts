import type { ProgressInput } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { planProgressImport, roundSeconds } from "./progress-import";
import { SYNC_EPOCH_MS } from "./timestamp-clamp";

const now = Date.parse("2026-11-21T12:00:00.000Z");
const meta = { title: "Nosferatu", year: 1922, type: "movie" as const };

function item(overrides: Partial<ProgressInput> = {}): ProgressInput {
  return { tmdbId: "653", meta, duration: 5640, watched: 100, ...overrides };
}

const storedMovie = { id: "row-1", tmdbId: "653", seasonId: null, episodeId: null, watched: 300 };

describe("planProgressImport", () => {
  it("inserts items the user has no row for, with rounded seconds and a clamped time", () => {
    const plan = planProgressImport(
      [],
      [item({ watched: 99.6, duration: 10.4, updatedAt: "2099-01-01T00:00:00Z" })],
      now,
    );
    expect(plan.matched).toEqual([]);
    expect(plan.inserts).toHaveLength(1);
    expect(plan.inserts[0]).toMatchObject({ watched: 100, duration: 10, updatedAtMs: now });
  });

  it("moves watched forward on a stored row and takes the item's time", () => {
    const plan = planProgressImport(
      [storedMovie],
      [item({ watched: 400, updatedAt: "2024-01-01T00:00:00Z" })],
      now,
    );
    expect(plan.matched).toEqual([
      { id: "row-1", update: { watched: 400, updatedAtMs: Date.parse("2024-01-01T00:00:00Z") } },
    ]);
    expect(plan.inserts).toEqual([]);
  });

  it("never moves watched backwards, but still reports the matched row", () => {
    const plan = planProgressImport([storedMovie], [item({ watched: 10 })], now);
    expect(plan.matched).toEqual([{ id: "row-1" }]);
    expect(plan.inserts).toEqual([]);
  });

  it("matches an episode by its season and episode ids, not by the title alone", () => {
    const episode = { id: "row-2", tmdbId: "653", seasonId: "s1", episodeId: "e1", watched: 0 };
    const plan = planProgressImport(
      [storedMovie, episode],
      [item({ seasonId: "s1", episodeId: "e1", watched: 50 })],
      now,
    );
    expect(plan.matched).toEqual([{ id: "row-2", update: { watched: 50, updatedAtMs: now } }]);
  });

  it("inserts a repeated movie once, keeping the most recent copy", () => {
    const plan = planProgressImport(
      [],
      [
        item({ watched: 10, updatedAt: "2024-01-01T00:00:00Z" }),
        item({ watched: 20, updatedAt: "2024-06-01T00:00:00Z" }),
      ],
      now,
    );
    expect(plan.inserts.map((insert) => insert.watched)).toEqual([20]);
  });

  it("dates an item from before the sync epoch at the epoch", () => {
    const plan = planProgressImport([], [item({ updatedAt: "2000-01-01T00:00:00Z" })], now);
    expect(plan.inserts[0]?.updatedAtMs).toBe(SYNC_EPOCH_MS);
  });
});

describe("roundSeconds", () => {
  it("rounds half up to whole seconds", () => {
    expect([roundSeconds(1.5), roundSeconds(1.49), roundSeconds(0)]).toEqual([2, 1, 0]);
  });
});
