import { hasAired, isoDate } from "@matinee/domain";
import { useTranslation } from "../../../../shared/i18n";
import { Spinner } from "../../../../shared/ui/Spinner";
import { useScreen } from "../../screen/ScreenContext";
import { episodePath } from "../../screen/use-next-episode";
import { useSeasonEpisodes } from "../../use-season-episodes";
import { Menu } from "../menu/Menu";
import { EpisodeRow } from "./EpisodeRow";
import "../../strings";

/** `?r=/episodes/episodes`: the episodes of the chosen season. */
export function EpisodeList({
  seasonNumber,
  onBack,
}: {
  seasonNumber: number;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { meta, mediaId } = useScreen();
  const isCurrentSeason = meta.kind === "tv" && meta.season.number === seasonNumber;
  const loaded = useSeasonEpisodes(meta.tmdbId, isCurrentSeason ? null : seasonNumber);
  if (meta.kind !== "tv") return null;
  const season = meta.seasons.find((entry) => entry.number === seasonNumber);
  const episodes = isCurrentSeason ? meta.episodes : loaded.data;
  const today = isoDate(new Date());

  return (
    <>
      <Menu.Header
        title={season?.title ?? t("player.episodes.season", { number: seasonNumber })}
        onBack={onBack}
        backLabel={t("player.episodes.seasons")}
      />
      <Menu.Body>
        {loaded.isError ? (
          <Menu.Note>{t("player.episodes.loadError")}</Menu.Note>
        ) : !episodes ? (
          <Spinner label={t("player.episodes.loading")} />
        ) : episodes.length === 0 ? (
          <Menu.Note>{t("player.episodes.none")}</Menu.Note>
        ) : (
          <nav aria-label={t("player.episodes.title")} className="flex flex-col">
            {episodes.map((episode) => (
              <EpisodeRow
                key={episode.id}
                tmdbId={meta.tmdbId}
                episode={episode}
                to={episodePath(mediaId, season?.id ?? meta.season.id, episode.id)}
                current={episode.id === meta.episode.id}
                aired={hasAired(episode, today)}
              />
            ))}
          </nav>
        )}
        {episodes?.some((episode) => !hasAired(episode, today)) ? (
          <Menu.Note>{t("player.episodes.someNotAired")}</Menu.Note>
        ) : null}
      </Menu.Body>
    </>
  );
}
