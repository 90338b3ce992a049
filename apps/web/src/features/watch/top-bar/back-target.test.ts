import { describe, expect, it } from "vitest";
import { backTarget } from "./back-target";

const origin = "http://matinee.test";
const at = (urls: string[]) => ({ urls, current: urls.length - 1 });

describe("where the player's back link leads", () => {
  it("goes to the page the viewer came from", () => {
    expect(
      backTarget(at([`${origin}/`, `${origin}/browse/llama`, `${origin}/media/x`]), origin),
    ).toBe("/browse/llama");
  });

  it("skips other player pages and redirecting routes", () => {
    const urls = [
      `${origin}/discover`,
      `${origin}/s/llama`,
      `${origin}/media/x/1/2`,
      `${origin}/media/x/1/3`,
    ];
    expect(backTarget(at(urls), origin)).toBe("/discover");
  });

  it("goes home without history, or when the history is all players or another site", () => {
    expect(backTarget(null, origin)).toBe("/");
    expect(backTarget(at([`https://elsewhere.test/`, `${origin}/media/x`]), origin)).toBe("/");
  });

  it("reads the path after the hash for a hash router", () => {
    expect(backTarget(at([`${origin}/#/browse/cats`, `${origin}/#/media/x`]), origin)).toBe(
      "/browse/cats",
    );
  });
});
