import { chooseCaption } from "@matinee/domain";
import type { Player, PlayerState } from "@matinee/player";
import { useEffect } from "react";
import { usePlayer } from "../player/PlayerProvider";
import { usePlayerPreferences } from "../preferences/preferences-store";
import { showCaption } from "./show-caption";

/**
 * Keeps captions on across sources: every new source (the engine clears the caption on load)
 * shows the caption in the viewer's last language, else English, when captions are enabled.
 */
export function useCaptionRestore(): void {
  const player = usePlayer();

  useEffect(() => {
    const restore = (source: PlayerState["source"]) => {
      const { captionsEnabled, captionLanguage } = usePlayerPreferences.getState();
      if (!source || !captionsEnabled || player.store.getState().caption) return;
      const caption = chooseCaption(source.captions, captionLanguage);
      if (caption) void showCaption(player, caption);
    };
    restore(player.store.getState().source);
    return player.store.select((state) => state.source, restore);
  }, [player]);
}

/** The C key: captions off when on, else on in the last language (else English, else first). */
export function toggleCaptions(player: Player): void {
  const { caption, captions } = player.store.getState();
  if (caption) {
    void showCaption(player, null);
    return;
  }
  const { captionLanguage } = usePlayerPreferences.getState();
  const chosen = chooseCaption(captions, captionLanguage);
  if (chosen) void showCaption(player, chosen);
}
