import type { Caption } from "@matinee/contracts";
import type { Player } from "@matinee/player";
import { usePlayerPreferences } from "../preferences/preferences-store";

/** The newest caption request per engine: an older download that lands late is dropped. */
const latestRequest = new WeakMap<Player, number>();

/**
 * Shows one of the source's captions through the engine's caption hook (or hides captions),
 * and remembers the choice: on/off and the language. The text is downloaded here and handed
 * over as `srtData`, so the engine serves it from a blob (no cross-origin <track> fetch; SRT is
 * converted to WebVTT by the engine). A failed download leaves captions off.
 */
export async function showCaption(
  player: Player,
  caption: Caption | null,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const request = (latestRequest.get(player) ?? 0) + 1;
  latestRequest.set(player, request);
  const { setPreference } = usePlayerPreferences.getState();
  setPreference("captionsEnabled", caption !== null);
  if (!caption) {
    player.setCaption(null);
    return;
  }
  setPreference("captionLanguage", caption.language);
  let text: string | null = null;
  try {
    const response = await fetchImpl(caption.url);
    if (response.ok) text = await response.text();
  } catch {
    // Offline or blocked: nothing to show.
  }
  const stillWanted =
    latestRequest.get(player) === request &&
    player.store.getState().captions.some((listed) => listed.id === caption.id);
  if (!stillWanted) return;
  player.setCaption(
    text === null
      ? null
      : { id: caption.id, language: caption.language, srtData: text, url: caption.url },
  );
}
