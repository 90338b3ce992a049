import type { Caption } from "@matinee/contracts";
import type { PlayerState } from "@matinee/player";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSubtitleSettings } from "../../../shared/subtitles";
import { PlayerContextProvider } from "../player/PlayerProvider";
import { createFakePlayer } from "../testing/fake-player";
import { clearCaptionDownloads } from "./caption-download";
import { useCaptionStore } from "./caption-store";
import { useCaptionRestore } from "./use-caption-restore";

const SRT = "1\n00:00:01,000 --> 00:00:03,000\nHola\n";

const caption = (language: string): Caption => ({
  type: "srt",
  id: language,
  url: `https://c.example/${language}.srt`,
  hasCorsRestrictions: false,
  language,
});

function source(captions: Caption[]): NonNullable<PlayerState["source"]> {
  return { type: "file", qualities: {}, captions } as unknown as NonNullable<PlayerState["source"]>;
}

function mount() {
  const fake = createFakePlayer(vi.fn);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlayerContextProvider player={fake.player}>{children}</PlayerContextProvider>
  );
  renderHook(() => useCaptionRestore(), { wrapper });
  return fake;
}

beforeEach(() => {
  clearCaptionDownloads();
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(SRT))),
  );
  useSubtitleSettings.setState({
    enabled: false,
    lastSelectedLanguage: null,
    defaultSubtitleLanguage: null,
  });
  useCaptionStore.setState({ active: null, custom: null, loads: {}, offByViewer: false });
});

describe("useCaptionRestore", () => {
  it("shows the last language again on a new source while subtitles are on", async () => {
    useSubtitleSettings.setState({ enabled: true, lastSelectedLanguage: "es" });
    const fake = mount();
    const captions = [caption("en"), caption("es")];
    fake.set({ source: source(captions), captions });
    await vi.waitFor(() => expect(useCaptionStore.getState().active?.language).toBe("es"));
  });

  it("clears the caption of the last source when another starts", async () => {
    useSubtitleSettings.setState({ enabled: true, lastSelectedLanguage: "es" });
    const fake = mount();
    fake.set({ source: source([caption("es")]), captions: [caption("es")] });
    await vi.waitFor(() => expect(useCaptionStore.getState().active).not.toBeNull());
    fake.set({ source: source([caption("fr")]), captions: [caption("fr")] });
    expect(useCaptionStore.getState().active).toBeNull();
  });

  it("uses the default subtitle language, unless the viewer turned captions off here", async () => {
    useSubtitleSettings.setState({ defaultSubtitleLanguage: "de" });
    const fake = mount();
    fake.set({ source: source([caption("de")]), captions: [caption("de")] });
    await vi.waitFor(() => expect(useCaptionStore.getState().active?.language).toBe("de"));

    // As turning captions off leaves things.
    useSubtitleSettings.setState({ enabled: false, lastSelectedLanguage: null });
    useCaptionStore.setState({ active: null, offByViewer: true });
    fake.set({ source: source([caption("de")]), captions: [caption("de")] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useCaptionStore.getState().active).toBeNull();
  });

  it("waits for an HLS manifest's subtitle renditions when the provider lists none", async () => {
    useSubtitleSettings.setState({ enabled: true, lastSelectedLanguage: "es" });
    const fake = mount();
    vi.mocked(fake.player.loadTextTrack).mockResolvedValue(
      `WEBVTT\n\n00:01.000 --> 00:02.000\nHola\n`,
    );
    fake.set({ source: source([]), captions: [] });
    expect(useCaptionStore.getState().active).toBeNull();
    fake.set({ embeddedTextTracks: [{ id: "0", label: "Español", language: "es" }] });
    await vi.waitFor(() =>
      expect(useCaptionStore.getState().active).toMatchObject({
        origin: "embedded",
        language: "es",
      }),
    );
  });
});
