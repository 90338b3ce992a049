import { createArchiveSource, createRunner } from "@matinee/providers";
import { describe, expect, it } from "vitest";

/**
 * The real Internet Archive, opt-in: MATINEE_LIVE_TESTS=1 (the fixture tests cover the logic;
 * this one notices when the Archive changes its API or its catalogue moves).
 */
describe.skipIf(process.env.MATINEE_LIVE_TESTS !== "1")("the archive source, live", () => {
  it("finds Nosferatu (1922) as a playable MP4 in the public-domain collections", async () => {
    const runner = createRunner({
      providers: { sources: [createArchiveSource()], embeds: [] },
      timeoutMs: 30_000,
    });
    const output = await runner.runAll({
      type: "movie",
      title: "Nosferatu",
      releaseYear: 1922,
      tmdbId: "653",
    });
    expect(output?.sourceId).toBe("archive");
    expect(output?.stream.type).toBe("file");
  }, 60_000);
});
