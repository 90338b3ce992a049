import type { PlayerError } from "@matinee/player";
import { useTranslation } from "../../../shared/i18n";
import { Link } from "../../../shared/router";
import { buttonClass } from "../../../shared/ui/button-styles";
import { MODAL_PARAM } from "../overlays/overlay-route";
import { useQueryRoute } from "../overlays/use-query-route";
import { ErrorDetailsDialog } from "./ErrorDetailsDialog";
import { useErrorText } from "./error-text";
import "../strings";

/** The modal id of the error details (`?m=playback-error`). */
export const ERROR_DETAILS_MODAL = "playback-error";

/**
 * Shown instead of the video when playback fails (SPEC §2): badge, title, what went wrong,
 * a way home and the technical details. The player shows only its top bar above it (the way
 * back and the title): nothing is left to play, pause or seek.
 */
export function PlaybackErrorScreen({ error }: { error: PlayerError }) {
  const { t } = useTranslation();
  const details = useQueryRoute(MODAL_PARAM);
  const text = useErrorText(error);

  return (
    <div className="absolute inset-0 z-10 grid place-items-center bg-canvas/95 px-6">
      <section className="flex max-w-md min-w-0 flex-col items-center gap-3 text-center text-ink">
        <span className="rounded-full bg-danger-soft px-3 py-1 text-xs font-semibold tracking-wide text-danger uppercase">
          {t("player.error.badge")}
        </span>
        <h2 className="font-display text-2xl font-semibold">{t("watch.playbackError.title")}</h2>
        <p role="alert" className="text-sm text-ink-muted wrap-anywhere">
          {text}
        </p>
        <div className="mt-3 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass("primary")}>
            {t("watch.goHome")}
          </Link>
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => details.open(ERROR_DETAILS_MODAL)}
          >
            {t("player.error.showDetails")}
          </button>
        </div>
      </section>
      {details.value === ERROR_DETAILS_MODAL ? (
        <ErrorDetailsDialog error={error} onClose={details.close} />
      ) : null}
    </div>
  );
}
