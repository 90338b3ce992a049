import { parseSubtitles } from "@matinee/subtitles";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSubtitleSettings } from "../../../shared/subtitles";
import { createFakePlayer } from "../testing/fake-player";
import { showCaptionEntry } from "./caption-actions";
import type { CaptionEntry } from "./caption-entries";

const account = vi.hoisted(() => ({ exists: true, enqueueSettings: vi.fn() }));
vi.mock("../../account", () => ({
  hasStoredAccount: () => account.exists,
  loadAccount: () => Promise.resolve({ enqueueSettings: account.enqueueSettings }),
}));

const entry = (language: string, id = `source:${language}`): CaptionEntry => ({
  id,
  language,
  label: null,
  origin: "source",
  load: () => parseSubtitles("1\n00:00:01,000 --> 00:00:02,000\nHi\n"),
});

beforeEach(() => {
  account.exists = true;
  account.enqueueSettings.mockClear();
  useSubtitleSettings.setState({ defaultSubtitleLanguage: null });
});

describe("the subtitle language chosen in the player", () => {
  it("is queued for the account's other browsers once, when it changes", async () => {
    const fake = createFakePlayer(vi.fn);
    await showCaptionEntry(fake.player, entry("pt-BR"));
    await vi.waitFor(() =>
      expect(account.enqueueSettings).toHaveBeenCalledWith({ defaultSubtitleLanguage: "pt-BR" }),
    );
    await showCaptionEntry(fake.player, entry("pt-BR", "online:os-1"));
    expect(account.enqueueSettings).toHaveBeenCalledTimes(1);
  });

  it("is kept in this browser only without an account, and never for an upload", async () => {
    account.exists = false;
    const fake = createFakePlayer(vi.fn);
    await showCaptionEntry(fake.player, entry("fi"));
    expect(useSubtitleSettings.getState().defaultSubtitleLanguage).toBe("fi");
    account.exists = true;
    await showCaptionEntry(fake.player, entry("custom", "custom-caption"));
    expect(useSubtitleSettings.getState().defaultSubtitleLanguage).toBe("fi");
    expect(account.enqueueSettings).not.toHaveBeenCalled();
  });
});
