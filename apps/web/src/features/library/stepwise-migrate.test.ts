import { beforeEach, describe, expect, it, vi } from "vitest";
import { backupKey, createStepwiseMigrate, type MigrationPlan } from "./stepwise-migrate";

interface Notes {
  notes: string[];
}

function plan(overrides: Partial<MigrationPlan<Notes>> = {}): MigrationPlan<Notes> {
  return {
    key: "test::notes",
    version: 3,
    steps: {
      // v1 kept one note as text; v2 a list; v3 trims them.
      1: (state) => ({ notes: [(state as { note: string }).note] }),
      2: (state) => ({ notes: (state as Notes).notes.map((note) => note.trim()) }),
    },
    defaults: () => ({ notes: [] }),
    read: (state) => state as Notes,
    storage: () => localStorage,
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("createStepwiseMigrate", () => {
  it("runs every step from the stored version to the current one", () => {
    expect(createStepwiseMigrate(plan())({ note: " hi " }, 1)).toEqual({ notes: ["hi"] });
  });

  it("keeps the data as it was before each step", () => {
    createStepwiseMigrate(plan())({ note: " hi " }, 1);
    expect(JSON.parse(localStorage.getItem(backupKey("test::notes", 1)) ?? "")).toEqual({
      note: " hi ",
    });
    expect(JSON.parse(localStorage.getItem("BACKUP-v2-test::notes") ?? "")).toEqual({
      notes: [" hi "],
    });
  });

  it("starts from the defaults when a step fails, keeping the backup", () => {
    const migrate = createStepwiseMigrate(plan());
    expect(migrate({ wrong: true }, 2)).toEqual({ notes: [] });
    expect(localStorage.getItem("BACKUP-v2-test::notes")).toBe('{"wrong":true}');
  });

  it("starts from the defaults when no step leaves the stored version", () => {
    expect(createStepwiseMigrate(plan())({ anything: 1 }, 0)).toEqual({ notes: [] });
  });

  it("starts from the defaults, with a backup, for data from a newer version", () => {
    expect(createStepwiseMigrate(plan())({ notes: ["x"] }, 7)).toEqual({ notes: [] });
    expect(localStorage.getItem("BACKUP-v7-test::notes")).toBe('{"notes":["x"]}');
  });
});
