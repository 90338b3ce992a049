import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CAPTION_CACHE_MS,
  CaptionDownloadError,
  clearCaptionDownloads,
  downloadCaption,
} from "./caption-download";

afterEach(() => {
  clearCaptionDownloads();
  vi.useRealTimers();
});

const answering = (body: string, status = 200) =>
  vi.fn(() => Promise.resolve(new Response(body, { status })));

describe("downloadCaption", () => {
  it("downloads a caption once and serves it from memory for 24 hours", async () => {
    const fetch = answering("WEBVTT");
    const bytes = await downloadCaption("https://c.example/es.vtt", { fetch, now: 0 });
    expect(new TextDecoder().decode(bytes)).toBe("WEBVTT");
    await downloadCaption("https://c.example/es.vtt", { fetch, now: CAPTION_CACHE_MS - 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await downloadCaption("https://c.example/es.vtt", { fetch, now: CAPTION_CACHE_MS });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("fails on an error status, and does not keep the failure", async () => {
    const fetch = answering("gone", 404);
    await expect(downloadCaption("https://c.example/x.srt", { fetch })).rejects.toThrow(
      CaptionDownloadError,
    );
    await expect(downloadCaption("https://c.example/x.srt", { fetch })).rejects.toThrow(/404/);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives up after 5 seconds", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const download = downloadCaption("https://slow.example/x.srt", { fetch });
    const failed = expect(download).rejects.toThrow(/within 5 s/);
    await vi.advanceTimersByTimeAsync(5_000);
    await failed;
  });
});
