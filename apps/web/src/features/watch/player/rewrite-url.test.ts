import { describe, expect, it } from "vitest";
import { createUrlRewriter } from "./rewrite-url";

describe("createUrlRewriter", () => {
  const rewrite = createUrlRewriter([["cdn.example", "mirror.example"]]);

  it("moves a stream on a replaced host, and its subdomains, to the new host over https", () => {
    expect(rewrite("http://cdn.example/a/master.m3u8?x=1")).toBe(
      "https://mirror.example/a/master.m3u8?x=1",
    );
    expect(rewrite("https://eu.cdn.example/seg.ts")).toBe("https://mirror.example/seg.ts");
  });

  it("leaves other hosts and unparsable URLs alone", () => {
    expect(rewrite("https://other.example/a.mp4")).toBe("https://other.example/a.mp4");
    expect(rewrite("/library/files/a.mp4")).toBe("/library/files/a.mp4");
  });

  it("is the identity without replacements", () => {
    expect(createUrlRewriter([])("http://cdn.example/a")).toBe("http://cdn.example/a");
  });
});
