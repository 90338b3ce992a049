import { randomBytes } from "node:crypto";
import { TEXT_LIMITS } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { createAccountApp } from "./harness";

/** A string no two reports share, `length` characters long. */
const unique = (length: number) => randomBytes(length).toString("base64url").slice(0, length);

/** A report whose every client-chosen string is new, at its longest allowed length. */
function hostileReport() {
  const item = () => ({
    tmdbId: unique(TEXT_LIMITS.id),
    type: unique(TEXT_LIMITS.kind),
    title: unique(TEXT_LIMITS.title),
    seasonId: unique(TEXT_LIMITS.id),
    episodeId: unique(TEXT_LIMITS.id),
    status: "success",
    providerId: unique(TEXT_LIMITS.metricId),
    embedId: unique(TEXT_LIMITS.metricId),
    errorMessage: unique(200),
  });
  return { items: Array.from({ length: 10 }, item), tool: unique(TEXT_LIMITS.metricId) };
}

/** A well-formed report as a real client sends it, with a new title id and provider each time. */
function plausibleReport(i: number) {
  return {
    items: [
      {
        tmdbId: String(i),
        type: "movie",
        title: `Film ${i}`,
        status: "failed",
        providerId: `p${i}`,
      },
      {
        tmdbId: String(i),
        type: "movie",
        title: `Film ${i}`,
        status: "success",
        providerId: "library",
      },
    ],
    tool: "default",
  };
}

describe("a flood of anonymous metric reports", () => {
  it("leaves /metrics bounded in size, with no client text as a label", async () => {
    const { send } = await createAccountApp();
    const flood = async (count: number, from: number) => {
      for (let i = from; i < from + count; i++) {
        const hostile = i % 2 === 0;
        const response = await send({
          method: "POST",
          url: "/metrics/providers",
          headers: { origin: `https://${hostile ? unique(40) : `site${i}`}.example` },
          payload: hostile ? hostileReport() : plausibleReport(i),
        });
        expect(response.statusCode).toBe(200);
      }
      return (await send({ url: "/metrics" })).body;
    };
    const after = await flood(1200, 0);
    const later = await flood(600, 1200);
    // Every label set is full after the first wave: the second adds counts, not series. (The
    // process's own metrics may add a line, e.g. a kind of garbage collection seen first.)
    const series = (text: string) => text.split("\n").filter((line) => line.startsWith("mw_"));
    expect(series(later).length).toBe(series(after).length);
    expect(Buffer.byteLength(later)).toBeLessThan(512 * 1024);
    expect(later).not.toMatch(/title=|Film \d/);
    expect(later).toContain('mw_provider_status_count{provider_id="other",status="success"}');
    expect(later).toContain('mw_provider_tool_count{tool="other"}');
    expect(later).toContain('mw_provider_hostname_count{hostname="other"}');
  }, 120_000);
});
