import { describe, expect, it, vi } from "vitest";
import { fetchServerFigures, metricsUrls, readServerFigures } from "./server-figures";

const METRICS = `# HELP mw_user_count Number of users
# TYPE mw_user_count gauge
mw_user_count{namespace="movie-web"} 12
mw_user_count{namespace="other"} 3
# TYPE mw_provider_hostname_count counter
mw_provider_hostname_count{hostname="matinee.example"} 40
mw_provider_hostname_count{hostname="other.example"} 2
mw_provider_status_count{provider_id="library",status="success"} 9
process_cpu_seconds_total 1.5
`;

describe("readServerFigures", () => {
  it("sums the user count and the provider requests of every label set", () => {
    expect(readServerFigures(METRICS)).toEqual({ users: 15, providerRequests: 42 });
  });

  it("gives null for a figure the text does not have", () => {
    expect(readServerFigures("process_cpu_seconds_total 1\n")).toEqual({
      users: null,
      providerRequests: null,
    });
  });

  it("counts zero for a declared metric with no sample yet", () => {
    const text = "# TYPE mw_provider_hostname_count counter\nmw_user_count 2\n";
    expect(readServerFigures(text)).toEqual({ users: 2, providerRequests: 0 });
  });

  it("skips samples that are not numbers", () => {
    expect(readServerFigures('mw_user_count{a="b"} NaN\nmw_user_count 4')).toMatchObject({
      users: 4,
    });
  });
});

describe("metricsUrls", () => {
  it("asks under the account server's path first, then at its origin", () => {
    expect(metricsUrls("https://m.example/api/")).toEqual([
      "https://m.example/api/metrics",
      "https://m.example/metrics",
    ]);
    expect(metricsUrls("https://m.example")).toEqual(["https://m.example/metrics"]);
  });
});

describe("fetchServerFigures", () => {
  it("falls back to the origin's /metrics when the API path has none", async () => {
    const fetch = vi.fn((url: RequestInfo | URL) =>
      Promise.resolve(
        url === "https://m.example/metrics"
          ? new Response(METRICS)
          : new Response("not found", { status: 404 }),
      ),
    );
    expect(await fetchServerFigures("https://m.example/api", { fetch })).toEqual({
      users: 15,
      providerRequests: 42,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives null when nothing answers with metrics", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError("offline")));
    expect(await fetchServerFigures("https://m.example", { fetch })).toBeNull();
  });
});
