import { isSameLanguage } from "@matinee/domain";
import type { Player, PlayerState } from "@matinee/player";
import { useEffect, useMemo } from "react";
import { useSubtitleSettings } from "../../../shared/subtitles";
import { usePlayer } from "../player/PlayerProvider";
import { usePlayerState } from "../player/use-player-state";
import { clearActiveCaption, showCaptionEntry, toggleCaptions } from "./caption-actions";
import { customEntry, streamEntries, type CaptionEntry } from "./caption-entries";
import { useCaptionStore } from "./caption-store";

/** The stream's own captions (provider captions, then manifest renditions) as menu entries. */
export function useStreamCaptionEntries(): CaptionEntry[] {
  const captions = usePlayerState((state) => state.captions);
  const embedded = usePlayerState((state) => state.embeddedTextTracks);
  return useMemo(() => streamEntries(captions, embedded), [captions, embedded]);
}

/** Every caption the stream offers plus the upload, as the C key chooses among them. */
function currentEntries(player: Player): CaptionEntry[] {
  const { captions, embeddedTextTracks } = player.store.getState();
  const custom = useCaptionStore.getState().custom;
  return [...streamEntries(captions, embeddedTextTracks), ...(custom ? [customEntry(custom)] : [])];
}

/** The C key: captions off when on, else on in the last language (else English, else first). */
export function toggleCaptionsByKey(player: Player): void {
  toggleCaptions(player, currentEntries(player));
}

/**
 * The language a new source's captions should show in: with subtitles on, the last one chosen
 * (SPEC §4); else the account's default subtitle language, unless the viewer turned captions
 * off on this page.
 */
function wantedLanguage(): string | null {
  const { enabled, lastSelectedLanguage, defaultSubtitleLanguage } = useSubtitleSettings.getState();
  if (enabled && lastSelectedLanguage) return lastSelectedLanguage;
  if (useCaptionStore.getState().offByViewer) return null;
  return defaultSubtitleLanguage;
}

/**
 * Keeps captions on across sources: each new source (the engine clears its caption on load)
 * starts without one, then shows the caption in the wanted language as soon as the stream lists
 * one: at once for a provider's captions, once the manifest is read for HLS renditions.
 */
export function useCaptionRestore(): void {
  const player = usePlayer();

  useEffect(() => {
    /** The source a caption was restored (or tried) for: one attempt per source. */
    let triedFor: PlayerState["source"] = null;
    const restore = () => {
      const { source } = player.store.getState();
      if (!source || triedFor === source || useCaptionStore.getState().active) return;
      const language = wantedLanguage();
      if (!language) return;
      const match = currentEntries(player).find(
        (entry) => entry.origin !== "upload" && isSameLanguage(entry.language, language),
      );
      if (!match) return;
      triedFor = source;
      void showCaptionEntry(player, match);
    };
    const offSource = player.store.select(
      (state) => state.source,
      () => {
        clearActiveCaption(player);
        restore();
      },
    );
    const offTracks = player.store.select((state) => state.embeddedTextTracks, restore);
    const offCaptions = player.store.select((state) => state.captions, restore);
    restore();
    return () => {
      offSource();
      offTracks();
      offCaptions();
    };
  }, [player]);
}
