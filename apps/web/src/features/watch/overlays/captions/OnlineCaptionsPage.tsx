import { useTranslation } from "../../../../shared/i18n";
import { buttonClass } from "../../../../shared/ui/button-styles";
import { useOnlineSubtitles } from "../../captions/online-subtitles";
import { Menu } from "../menu/Menu";
import type { CaptionMenuVariant } from "./caption-paths";
import { CaptionList } from "./CaptionList";
import { ListMessage } from "../../../../shared/ui/ListMessage";
import { useCaptionNav } from "./use-caption-nav";
import "../../strings";

/**
 * `/captions/opensubtitles` (and `…Overlay`): subtitles found online for the title (Matinee's
 * library and, where the server has a key, OpenSubtitles), searched when the page opens: loading,
 * failed with a retry, none found, or the list (with a warning when a source did not answer).
 */
export function OnlineCaptionsPage({ variant }: { variant: CaptionMenuVariant }) {
  const { t } = useTranslation();
  const nav = useCaptionNav(variant);
  const search = useOnlineSubtitles(true);

  return (
    <>
      <Menu.Header
        title={t("player.captions.online.title")}
        onBack={() => nav.back("online")}
        backLabel={t("player.captions.back")}
      />
      <Menu.Body>
        {search.isPending ? (
          <ListMessage busy title={t("player.captions.online.loading")} />
        ) : search.isError ? (
          <ListMessage
            tone="danger"
            title={t("player.captions.online.error")}
            text={t("player.captions.online.errorText")}
          >
            <button
              type="button"
              className={buttonClass("secondary")}
              disabled={search.isFetching}
              onClick={() => void search.refetch()}
            >
              {t("player.captions.online.retry")}
            </button>
          </ListMessage>
        ) : (
          <>
            {search.data.partial ? (
              <p
                role="note"
                className="rounded-lg bg-danger-soft px-3 py-2 text-xs leading-relaxed text-ink"
              >
                {t("player.captions.online.partial")}
              </p>
            ) : null}
            <CaptionList
              entries={search.data.entries}
              label={t("player.captions.online.title")}
              empty={
                <ListMessage
                  title={t("player.captions.online.empty")}
                  text={t("player.captions.online.emptyText")}
                />
              }
            />
          </>
        )}
      </Menu.Body>
    </>
  );
}
