import { describe, expect, it } from "vitest";
import { hlsFatalError, mediaElementError, playerError } from "./errors";

describe("mediaElementError", () => {
  it.each([
    [1, "aborted"],
    [2, "network"],
    [3, "decode"],
    [4, "notSupported"],
  ] as const)("maps code %i to %s", (code, type) => {
    expect(mediaElementError({ code, message: "m" })).toEqual({
      type,
      detail: "m",
      fatal: true,
      key: `playbackError.${type}`,
    });
  });

  it("calls any other code generic", () => {
    expect(mediaElementError({ code: 9 }).type).toBe("generic");
    expect(mediaElementError(null).type).toBe("generic");
  });

  it("gives a detail even when the browser gives no message", () => {
    expect(mediaElementError({ code: 2, message: "" }).detail).toBe("Media error 2");
  });
});

describe("hlsFatalError", () => {
  it("keeps the hls.js error type, details and message", () => {
    const error = hlsFatalError({
      type: "networkError",
      details: "manifestLoadError",
      error: new Error("404"),
    });
    expect(error).toEqual({
      type: "hls",
      detail: "networkError: manifestLoadError (404)",
      fatal: true,
      key: "playbackError.hls",
    });
  });
});

describe("playerError", () => {
  it("can describe a non-fatal error", () => {
    expect(playerError("noQuality", "x", false).fatal).toBe(false);
  });
});
