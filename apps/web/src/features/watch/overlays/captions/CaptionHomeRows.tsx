import { useId } from "react";
import { useTranslation } from "../../../../shared/i18n";
import { toggleCaptions, turnCaptionsOff } from "../../captions/caption-actions";
import { customEntry } from "../../captions/caption-entries";
import { useCaptionStore } from "../../captions/caption-store";
import { useStreamCaptionEntries } from "../../captions/use-caption-restore";
import { usePlayer } from "../../player/PlayerProvider";
import { Menu } from "../menu/Menu";
import { useSettingsNav } from "../settings/use-settings-nav";
import { shownCaptionName } from "./caption-names";
import { captionPath } from "./caption-paths";
import "../../strings";

/**
 * The settings home's subtitle rows (SPEC §2 "subtitle toggle, subtitles"): a switch (on shows
 * the last language, else English, else the first; off turns captions off), which stays in the
 * tab order but does nothing, with a hint, when there is nothing to show; and the link to the
 * captions menu, naming what shows.
 */
export function CaptionHomeRows() {
  const { t, i18n } = useTranslation();
  const go = useSettingsNav();
  const player = usePlayer();
  const active = useCaptionStore((state) => state.active);
  const custom = useCaptionStore((state) => state.custom);
  const streamEntries = useStreamCaptionEntries();
  const hintId = useId();
  const entries = custom ? [...streamEntries, customEntry(custom)] : streamEntries;
  const on = active !== null;
  const unavailable = !on && entries.length === 0;

  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-disabled={unavailable || undefined}
        aria-describedby={unavailable ? hintId : undefined}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm transition-colors hover:bg-raised aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent"
        onClick={() => {
          if (on) turnCaptionsOff(player);
          else if (!unavailable) toggleCaptions(player, entries);
        }}
      >
        <span className="flex-1 font-medium">{t("player.settings.subtitlesSwitch")}</span>
        <span
          aria-hidden="true"
          className={`flex h-5 w-9 items-center rounded-full p-0.5 transition-colors ${on ? "bg-accent" : "bg-line"}`}
        >
          <span
            className={`size-4 rounded-full bg-ink transition-transform ${on ? "translate-x-4 rtl:-translate-x-4" : ""}`}
          />
        </span>
      </button>
      {unavailable ? (
        <p id={hintId} className="px-3 pb-1 text-xs leading-relaxed text-ink-muted">
          {t("player.settings.subtitlesNone")}
        </p>
      ) : null}
      <Menu.Link
        label={t("player.settings.subtitles")}
        value={
          active
            ? shownCaptionName(active, i18n.language, t("player.captions.custom"))
            : t("player.captions.off")
        }
        onSelect={() => go(captionPath("home", "settings"))}
      />
    </>
  );
}
