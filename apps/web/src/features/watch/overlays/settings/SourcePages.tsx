import { SourceEmbedsPanel, SourceListPanel } from "../../../scraping";
import { useScreen } from "../../screen/ScreenContext";
import { useOverlayRouter } from "../use-overlay-router";
import { useSettingsNav } from "./use-settings-nav";

/** `?r=/settings/source`: the sources for this title; picking one opens `/source/embeds`. */
export function SourcePage() {
  const go = useSettingsNav();
  const { media, sourceId } = useScreen().source;
  if (!media) return null;
  return (
    <SourceListPanel
      media={media}
      currentSourceId={sourceId}
      onBack={() => go("/")}
      onOpenEmbeds={() => go("/source/embeds")}
    />
  );
}

/**
 * `?r=/settings/source/embeds`: scrapes the chosen source; the stream it yields plays at the
 * current time and the overlay closes.
 */
export function SourceEmbedsPage() {
  const go = useSettingsNav();
  const { close } = useOverlayRouter();
  const { media, switchTo } = useScreen().source;
  if (!media) return null;
  return (
    <SourceEmbedsPanel
      media={media}
      onBack={() => go("/source")}
      onStream={(stream, origin) => {
        switchTo({ ...origin, stream });
        close();
      }}
    />
  );
}
