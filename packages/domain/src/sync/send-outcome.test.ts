import { describe, expect, it } from "vitest";
import { classifySend } from "./send-outcome";

describe("classifySend", () => {
  it.each([200, 201, 204])("counts %i as sent", (status) => {
    expect(classifySend(status)).toEqual({ type: "sent" });
  });

  it("retries when there was no answer at all", () => {
    expect(classifySend(null)).toEqual({ type: "retry" });
  });

  it.each([500, 502, 503, 504, 408, 429])("retries after %i", (status) => {
    expect(classifySend(status)).toEqual({ type: "retry" });
  });

  it("stops for the session on 401, and on movie-web's 400 about the token", () => {
    expect(classifySend(401)).toEqual({ type: "unauthorized" });
    expect(classifySend(400, { errorType: "message", message: "Invalid authentication" })).toEqual({
      type: "unauthorized",
    });
  });

  it("rejects a request the server will never take, with the reason for the log", () => {
    expect(classifySend(400, { errorType: "validation", errors: [] })).toEqual({
      type: "rejected",
      reason: "HTTP 400",
    });
    expect(classifySend(403, { errorType: "message", message: "Cannot modify user" })).toEqual({
      type: "rejected",
      reason: "HTTP 403: Cannot modify user",
    });
    expect(classifySend(404, "Not Found")).toEqual({ type: "rejected", reason: "HTTP 404" });
  });
});
