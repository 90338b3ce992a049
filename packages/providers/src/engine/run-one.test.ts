import { describe, expect, it } from "vitest";
import { createRunner } from "./create-runner";
import { fakeEmbed, fakeSource, hls, movie } from "./test-providers";

const noFetch = () => Promise.reject(new Error("no network in unit tests"));

describe("createRunner().runSource and runEmbed", () => {
  const runner = createRunner({
    fetcher: noFetch,
    providers: {
      sources: [
        fakeSource("hub", 2, () =>
          Promise.resolve({ embeds: [{ embedId: "e", url: "https://embed.test/x" }] }),
        ),
        fakeSource("empty", 1, () => Promise.resolve({ embeds: [] })),
      ],
      embeds: [
        fakeEmbed("e", 1, ({ url }) =>
          Promise.resolve({ stream: [hls(new URL(url).pathname.slice(1))] }),
        ),
      ],
    },
  });

  it("returns a source's embeds untouched", async () => {
    expect(await runner.runSource("hub", movie)).toEqual({
      embeds: [{ embedId: "e", url: "https://embed.test/x" }],
    });
  });

  it("says NotFoundError when a source has neither streams nor embeds", async () => {
    await expect(runner.runSource("empty", movie)).rejects.toMatchObject({ name: "NotFoundError" });
  });

  it("refuses an unknown source or embed id", async () => {
    await expect(runner.runSource("nope", movie)).rejects.toMatchObject({
      type: "unknownProvider",
    });
    await expect(runner.runEmbed("nope", "https://embed.test/x")).rejects.toMatchObject({
      type: "unknownProvider",
    });
  });

  it("scrapes one embed URL", async () => {
    expect(await runner.runEmbed("e", "https://embed.test/x")).toEqual({ stream: [hls("x")] });
  });

  it("describes itself for /metadata: embeds, then sources, by rank", () => {
    expect(runner.metadata()).toEqual([
      [{ type: "embed", id: "e", name: "Embed e", rank: 1 }],
      [
        { type: "source", id: "hub", name: "Source hub", rank: 2, mediaTypes: ["movie", "show"] },
        {
          type: "source",
          id: "empty",
          name: "Source empty",
          rank: 1,
          mediaTypes: ["movie", "show"],
        },
      ],
    ]);
  });
});
