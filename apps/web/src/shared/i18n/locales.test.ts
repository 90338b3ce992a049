import { describe, expect, it } from "vitest";

const files = import.meta.glob<Record<string, unknown>>("./locales/en/*.json", {
  eager: true,
  import: "default",
});

describe("English locale files", () => {
  it("never share a top-level section, so no file silently replaces another's strings", () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, strings] of Object.entries(files)) {
      for (const section of Object.keys(strings)) {
        const owner = owners.get(section);
        if (owner) clashes.push(`${section} in ${owner} and ${file}`);
        owners.set(section, file);
      }
    }
    expect(Object.keys(files).length).toBeGreaterThan(1);
    expect(clashes).toEqual([]);
  });
});
