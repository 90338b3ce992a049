import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchAvailability } from "./fetch-availability";

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.restoreAllMocks());

describe("fetchAvailability", () => {
  it("asks the library server's list and hands it on", async () => {
    const fetch = answer({ movies: ["10378"], shows: [] });
    const list = await fetchAvailability("http://tv.local", new AbortController().signal);
    expect(list).toEqual({ movies: ["10378"], shows: [] });
    expect(fetch.mock.calls[0]?.[0]).toBe("http://tv.local/library/available");
  });

  it("refuses an answer that is not the list", async () => {
    answer({ movies: ["<script>"], shows: [] });
    await expect(
      fetchAvailability("http://tv.local", new AbortController().signal),
    ).rejects.toThrow(/shape/);
  });

  it("fails on a server without the list (an older Matinee)", async () => {
    answer({ error: "not_found" }, 404);
    await expect(
      fetchAvailability("http://tv.local", new AbortController().signal),
    ).rejects.toThrow(/404/);
  });
});
