import { build } from "esbuild";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the pure entry", () => {
  it("bundles for a browser-like runtime (Workers, Deno) with no Node built-in", async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, "index.ts")],
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]?.text ?? "";
    expect(code).toContain("createGuardedFetch");
    expect(code).not.toMatch(/from ["']node:|require\(["']node:/);
  });
});
