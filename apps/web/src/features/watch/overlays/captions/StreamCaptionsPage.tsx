import { useTranslation } from "../../../../shared/i18n";
import { buttonClass } from "../../../../shared/ui/button-styles";
import { useStreamCaptionEntries } from "../../captions/use-caption-restore";
import { Menu } from "../menu/Menu";
import type { CaptionMenuVariant } from "./caption-paths";
import { CaptionList } from "./CaptionList";
import { ListMessage } from "../../../../shared/ui/ListMessage";
import { useCaptionNav } from "./use-caption-nav";
import "../../strings";

/**
 * `/captions/source` (and `…Overlay`): the captions the stream itself offers, the provider's and
 * the manifest's. None: SPEC §8's empty state, with the way to the online search.
 */
export function StreamCaptionsPage({ variant }: { variant: CaptionMenuVariant }) {
  const { t } = useTranslation();
  const nav = useCaptionNav(variant);
  const entries = useStreamCaptionEntries();
  return (
    <>
      <Menu.Header
        title={t("player.captions.source.title")}
        onBack={() => nav.back("source")}
        backLabel={t("player.captions.back")}
      />
      <Menu.Body>
        <CaptionList
          entries={entries}
          label={t("player.captions.source.title")}
          empty={
            <ListMessage
              title={t("player.captions.source.empty")}
              text={t("player.captions.source.emptyText")}
            >
              <button
                type="button"
                className={buttonClass("secondary")}
                onClick={() => nav.open("online")}
              >
                {t("player.captions.source.searchOnline")}
              </button>
            </ListMessage>
          }
        />
      </Menu.Body>
    </>
  );
}
