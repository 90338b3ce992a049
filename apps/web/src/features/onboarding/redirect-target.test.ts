import { describe, expect, it } from "vitest";
import { isSafeRedirect, redirectTargetOf } from "./redirect-target";

describe("onboarding's redirect target", () => {
  it("is home without a redirect parameter", () => {
    expect(redirectTargetOf("")).toBe("/");
    expect(redirectTargetOf("?other=1")).toBe("/");
  });

  it.each([
    ["/"],
    ["/media/tmdb-movie-10378-big-buck-bunny"],
    ["/media/tmdb-tv-1399-game-of-thrones/1/2?t=30"],
    ["/browse/sintel#results"],
    ["/settings?x=%2F%2Fevil.example"],
  ])("keeps the same-site path %s", (path) => {
    expect(redirectTargetOf(`?${new URLSearchParams({ redirect: path })}`)).toBe(path);
  });

  it.each([
    ["another site's address", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/media"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "media/x"],
    ["an empty value", ""],
    ["a control character", "/media\n//evil.example"],
    ["a tab smuggled into the host", "/\t/evil.example"],
    ["onboarding itself", "/onboarding?redirect=%2F"],
    ["an onboarding step", "/onboarding/proxy"],
  ])("sends home instead of to %s", (_, value) => {
    expect(isSafeRedirect(value)).toBe(false);
    expect(redirectTargetOf(`?${new URLSearchParams({ redirect: value })}`)).toBe("/");
  });

  it("does not mistake a page whose name starts with onboarding for onboarding", () => {
    expect(isSafeRedirect("/onboardingx")).toBe(true);
  });
});
