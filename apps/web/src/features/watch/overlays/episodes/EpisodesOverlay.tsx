import { useState } from "react";
import { useTranslation } from "../../../../shared/i18n";
import { useScreen } from "../../screen/ScreenContext";
import { OverlayPanel } from "../OverlayPanel";
import { useOverlayRouter } from "../use-overlay-router";
import { EpisodeList } from "./EpisodeList";
import { SeasonList } from "./SeasonList";
import "../../strings";

/** The episodes overlay (`?r=/episodes` seasons, `?r=/episodes/episodes` one season's list). */
export function EpisodesOverlay() {
  const { t } = useTranslation();
  const { meta } = useScreen();
  const { route, navigate, close } = useOverlayRouter();
  // The chosen season is screen state, not URL: the list opens on the season being watched.
  const [chosen, setChosen] = useState<number | null>(null);
  if (route?.id !== "episodes" || meta.kind !== "tv") return null;
  const seasonNumber = chosen ?? meta.season.number;
  const onList = route.path === "/episodes";

  return (
    <OverlayPanel
      label={t("player.episodes.title")}
      height={onList ? 490 : 380}
      pageKey={onList ? `list-${seasonNumber}` : "seasons"}
      onClose={close}
    >
      {onList ? (
        <EpisodeList seasonNumber={seasonNumber} onBack={() => navigate("episodes", "/")} />
      ) : (
        <SeasonList
          onChoose={(number) => {
            setChosen(number);
            navigate("episodes", "/episodes");
          }}
        />
      )}
    </OverlayPanel>
  );
}
