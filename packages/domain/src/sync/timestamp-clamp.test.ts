import { describe, expect, it } from "vitest";
import { clampImportedTimestamp, SYNC_EPOCH_MS } from "./timestamp-clamp";

const now = Date.parse("2026-11-21T12:00:00.000Z");

describe("clampImportedTimestamp", () => {
  it("keeps a time between the epoch and now", () => {
    expect(clampImportedTimestamp("2024-03-01T12:00:00.000Z", now)).toBe(
      Date.parse("2024-03-01T12:00:00.000Z"),
    );
  });

  it("pulls a time in the future back to now", () => {
    expect(clampImportedTimestamp("2099-01-01T00:00:00Z", now)).toBe(now);
  });

  it("lifts a time before the sync epoch up to the epoch", () => {
    expect(clampImportedTimestamp("1999-01-01T00:00:00Z", now)).toBe(SYNC_EPOCH_MS);
  });

  it("honours the offset of the given time", () => {
    expect(clampImportedTimestamp("2024-03-01T14:00:00+02:00", now)).toBe(
      Date.parse("2024-03-01T12:00:00Z"),
    );
  });

  it.each([undefined, "not a date"])("uses now for %s", (value) => {
    expect(clampImportedTimestamp(value, now)).toBe(now);
  });
});
