import { describe, expect, it } from "vitest";
import { fileSource, hlsSource } from "./__fixtures__/fake-adapter";
import { hostsOf, rewriteSource, sourceHeaders, sourceUrls } from "./source-urls";

describe("hostsOf", () => {
  it("lists each host once and skips relative URLs", () => {
    expect(
      hostsOf([
        "https://a.example/1.ts",
        "https://a.example/2.ts",
        "seg.ts",
        "https://b.example/x",
      ]),
    ).toEqual(["a.example", "b.example"]);
  });
});

describe("sourceUrls", () => {
  it("is the playlist of an HLS source and every file of a file source", () => {
    expect(sourceUrls(hlsSource("https://h.example/m.m3u8"))).toEqual(["https://h.example/m.m3u8"]);
    expect(
      sourceUrls(
        fileSource({ "720": "https://f.example/a.mp4", "360": "https://g.example/b.mp4" }),
      ),
    ).toHaveLength(2);
  });
});

describe("sourceHeaders", () => {
  it("lets required headers win over preferred ones", () => {
    const source = {
      ...hlsSource(),
      headers: { Referer: "required" },
      preferredHeaders: { Referer: "preferred", Origin: "o" },
    };
    expect(sourceHeaders(source)).toEqual({ Referer: "required", Origin: "o" });
  });
});

describe("rewriteSource", () => {
  const rewrite = (url: string) => url.replace("old.example", "new.example");

  it("rewrites the playlist and caption URLs of an HLS source", () => {
    const source = {
      ...hlsSource("https://old.example/m.m3u8"),
      captions: [
        {
          type: "vtt" as const,
          id: "en",
          url: "https://old.example/en.vtt",
          hasCorsRestrictions: false,
          language: "en",
        },
      ],
    };
    const rewritten = rewriteSource(source, rewrite);
    expect(rewritten).toMatchObject({
      playlist: "https://new.example/m.m3u8",
      captions: [{ url: "https://new.example/en.vtt" }],
    });
  });

  it("rewrites every quality of a file source", () => {
    const rewritten = rewriteSource(fileSource({ "720": "https://old.example/720.mp4" }), rewrite);
    expect(rewritten).toMatchObject({
      qualities: { "720": { type: "mp4", url: "https://new.example/720.mp4" } },
    });
  });
});
