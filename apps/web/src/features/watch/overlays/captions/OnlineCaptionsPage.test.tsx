import type { SubtitleInfo } from "@matinee/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useCaptionStore } from "../../captions/caption-store";
import type * as OnlineSubtitlesModule from "../../captions/online-subtitles";
import { useOnlineSubtitles } from "../../captions/online-subtitles";
import { createFakePlayer } from "../../testing/fake-player";
import { renderSettingsAt, resetCaptionState, VTT } from "./render-captions";

// The real search by default (through a stubbed fetch); some tests set its state directly.
vi.mock(import("../../captions/online-subtitles"), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, useOnlineSubtitles: vi.fn(actual.useOnlineSubtitles) };
});
const actual = await vi.importActual<typeof OnlineSubtitlesModule>(
  "../../captions/online-subtitles",
);

const item = (id: string, language: string, extra: Partial<SubtitleInfo> = {}): SubtitleInfo => ({
  id,
  language,
  format: "srt",
  source: "opensubtitles",
  url: `/subtitles/${id}`,
  ...extra,
});

/** The server's `GET /subtitles` answering `list`, and every subtitle file answering VTT. */
function serve(list: { subtitles: SubtitleInfo[]; unavailable?: unknown[] }) {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      url.includes("/subtitles?") ? Response.json(list) : new Response(VTT, { status: 200 }),
    ),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  resetCaptionState();
  vi.mocked(useOnlineSubtitles).mockImplementation(actual.useOnlineSubtitles);
});

describe("the online subtitles", () => {
  it("lists what the search found, each row marked with its origin", async () => {
    const fetch = serve({
      subtitles: [
        item("lib-0123456789abcdef0123", "en", { source: "library", release: "bbb.en.srt" }),
        item("os-42", "en", { hearingImpaired: true, release: "Big.Buck.Bunny.1080p" }),
      ],
    });
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/opensubtitles");
    const list = await screen.findByRole("radiogroup", { name: "Find online" });
    const rows = within(list).getAllByRole("radio");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Englishbbb.en.srt · Library",
      "EnglishBig.Buck.Bunny.1080p · SDH · OpenSubtitles",
    ]);
    expect(within(list).getByTitle("For the deaf and hard of hearing").textContent).toBe("SDH");
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      "http://library.test/subtitles?tmdbId=10378&type=movie",
    );
  });

  it("shows the one chosen", async () => {
    serve({ subtitles: [item("os-7", "de", { release: "Bunny.DE" })] });
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/opensubtitles");
    const german = await screen.findByRole("radio", { name: /German/ });
    fireEvent.click(german);
    await waitFor(() => expect(german.getAttribute("aria-checked")).toBe("true"));
    expect(useCaptionStore.getState().active).toMatchObject({ origin: "online", language: "de" });
  });

  it("warns when a source did not answer", async () => {
    serve({
      subtitles: [item("os-7", "de")],
      unavailable: [{ source: "opensubtitles", error: "down", message: "503" }],
    });
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/opensubtitles");
    expect(await screen.findByText(/this list may be incomplete/)).toBeTruthy();
    expect(screen.getByRole("radio", { name: /German/ })).toBeTruthy();
  });

  it("says when nothing was found", async () => {
    serve({ subtitles: [] });
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/opensubtitlesOverlay");
    expect(await screen.findByText("No subtitles found online for this title")).toBeTruthy();
  });

  it("shows the search running", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => undefined));
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/opensubtitles");
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Searching for subtitles…",
    );
  });

  it("offers to search again when the search failed", async () => {
    const refetch = vi.fn(() => Promise.resolve());
    vi.mocked(useOnlineSubtitles).mockReturnValue({
      isPending: false,
      isError: true,
      isFetching: false,
      refetch,
    } as unknown as ReturnType<typeof useOnlineSubtitles>);
    renderSettingsAt(createFakePlayer(vi.fn), "/captions/opensubtitles");
    expect(await screen.findByText("Couldn't search for subtitles")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
