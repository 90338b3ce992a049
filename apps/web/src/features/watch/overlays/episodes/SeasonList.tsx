import { useTranslation } from "../../../../shared/i18n";
import { useScreen } from "../../screen/ScreenContext";
import { Menu } from "../menu/Menu";
import "../../strings";

/** `?r=/episodes`: the show's seasons; choosing one lists its episodes. */
export function SeasonList({ onChoose }: { onChoose: (seasonNumber: number) => void }) {
  const { t } = useTranslation();
  const { meta } = useScreen();
  if (meta.kind !== "tv") return null;
  return (
    <>
      <Menu.Header title={t("player.episodes.seasons")} />
      <Menu.Body>
        <Menu.Section>
          {meta.seasons.map((season) => (
            <Menu.Link
              key={season.id}
              label={season.title || t("player.episodes.season", { number: season.number })}
              value={
                season.number === meta.season.number ? t("player.episodes.current") : undefined
              }
              onSelect={() => onChoose(season.number)}
            />
          ))}
        </Menu.Section>
      </Menu.Body>
    </>
  );
}
