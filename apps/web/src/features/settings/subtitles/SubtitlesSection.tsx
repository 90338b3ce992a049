import {
  MENU_RANGES,
  searchByLanguageName,
  sortByLanguagePriority,
  SUBTITLE_COLOURS,
  type SubtitleStyling,
} from "@matinee/subtitles";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "../../../shared/i18n";
import { LANGUAGES, type Language } from "../../../shared/i18n/languages";
import {
  resetSubtitleStyling,
  setSubtitleStyling,
  useSubtitleSettings,
} from "../../../shared/subtitles";
import { buttonClass } from "../../../shared/ui/button-styles";
import { TextField } from "../../../shared/ui/TextField";
import { useSettingsServices } from "../settings-services";
import { Panel } from "../../../shared/ui/Panel";
import { LanguageName } from "../ui/LanguageName";
import { useLanguageNames } from "../ui/use-language-names";
import { CaptionPreview } from "./CaptionPreview";
import { PercentSlider } from "../../../shared/ui/PercentSlider";
import { PlacementControls } from "./PlacementControls";
import { chooseSyncedSubtitleLanguage } from "./choose-subtitle-language";

const optionClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start ring-1 ring-line " +
  "transition-colors hover:bg-raised has-checked:bg-raised has-checked:ring-2 has-checked:ring-accent " +
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink";

type LanguageEntry = Language & { language: string };

/** The default subtitle language: a search over every known language, or none. */
function DefaultLanguage() {
  const { t, i18n } = useTranslation();
  const services = useSettingsServices();
  const current = useSubtitleSettings((state) => state.defaultSubtitleLanguage);
  const [query, setQuery] = useState("");
  const localName = useLanguageNames(i18n.language);
  const ordered = useMemo(
    () =>
      sortByLanguagePriority<LanguageEntry>(
        LANGUAGES.map((language) => ({ ...language, language: language.code })),
        {
          preferred: current,
          uiLanguage: i18n.language,
          nameOf: (code) => localName(code) ?? code,
        },
      ),
    [current, i18n.language, localName],
  );
  const found = searchByLanguageName(ordered, query, (language) => [
    language.endonym,
    language.english,
    localName(language.code) ?? "",
  ]);
  const choose = (code: string | null) => void chooseSyncedSubtitleLanguage(code, services);
  const name = useId();

  return (
    <Panel
      title={t("settings.subtitles.languageHeading")}
      text={t("settings.subtitles.languageText")}
    >
      <TextField
        label={t("settings.subtitles.search")}
        hint={t("settings.subtitles.searchHint")}
        value={query}
        onChange={setQuery}
      />
      <div
        role="radiogroup"
        aria-label={t("settings.subtitles.languageHeading")}
        className="flex max-h-80 flex-col gap-2 overflow-y-auto p-1"
      >
        {query.trim() === "" ? (
          <label className={optionClass}>
            <input
              type="radio"
              name={name}
              checked={current === null}
              onChange={() => choose(null)}
              className="sr-only"
            />
            <span className="font-semibold text-ink">{t("settings.subtitles.noLanguage")}</span>
          </label>
        ) : null}
        {found.map((language) => (
          <label key={language.code} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={language.code}
              checked={current === language.code}
              onChange={() => choose(language.code)}
              className="sr-only"
            />
            <LanguageName language={language} translated={localName(language.code)} />
          </label>
        ))}
        {found.length === 0 ? (
          <p className="text-sm text-ink-muted">{t("settings.subtitles.noMatch", { query })}</p>
        ) : null}
      </div>
    </Panel>
  );
}

// The styling sliders (the placement has its own controls).
type SliderKey = Exclude<keyof typeof MENU_RANGES, "offset">;

/** One of the look's sliders (SPEC §5 menu ranges), in percent. */
function StylingSlider({ setting, styling }: { setting: SliderKey; styling: SubtitleStyling }) {
  const { t } = useTranslation();
  return (
    <PercentSlider
      label={t(`settings.subtitles.${setting}`)}
      valueText={(value) => t("settings.subtitles.percent", { value })}
      value={styling[setting]}
      range={MENU_RANGES[setting]}
      onChange={(value) => setSubtitleStyling({ [setting]: value })}
    />
  );
}

/**
 * The captions' look (colour, background, size, weight) and place (edge, distance), with a live
 * preview and a reset of both.
 */
function CaptionStyle() {
  const { t } = useTranslation();
  const styling = useSubtitleSettings((state) => state.styling);
  const placement = useSubtitleSettings((state) => state.placement);
  const colourName = useId();
  const boldId = useId();
  return (
    <Panel title={t("settings.subtitles.styleHeading")} text={t("settings.subtitles.styleText")}>
      <CaptionPreview styling={styling} placement={placement} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">
          {t("settings.subtitles.colour")}
        </legend>
        <div className="flex flex-wrap gap-2">
          {SUBTITLE_COLOURS.map((colour) => (
            <label
              key={colour.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full py-1.5 ps-1.5 pe-3 text-sm text-ink ring-1 ring-line transition-colors hover:bg-raised has-checked:bg-raised has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink"
            >
              <input
                type="radio"
                name={colourName}
                value={colour.id}
                checked={styling.color === colour.value}
                onChange={() => setSubtitleStyling({ color: colour.value })}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="size-7 rounded-full ring-1 ring-line"
                style={{ backgroundColor: colour.value }}
              />
              {t(`settings.subtitles.colours.${colour.id}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <StylingSlider setting="backgroundOpacity" styling={styling} />
      <StylingSlider setting="backgroundBlur" styling={styling} />
      <StylingSlider setting="size" styling={styling} />
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={boldId} className="text-sm font-semibold text-ink">
          {t("settings.subtitles.bold")}
        </label>
        <input
          id={boldId}
          type="checkbox"
          role="switch"
          checked={styling.bold}
          onChange={(event) => setSubtitleStyling({ bold: event.target.checked })}
          className="peer relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-raised ring-1 ring-line transition-colors before:absolute before:start-1 before:top-1 before:size-5 before:rounded-full before:bg-ink-muted before:transition-transform checked:bg-accent checked:before:translate-x-5 checked:before:bg-accent-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink rtl:checked:before:-translate-x-5"
        />
      </div>
      <PlacementControls placement={placement} />
      <div>
        <button type="button" onClick={resetSubtitleStyling} className={buttonClass("secondary")}>
          {t("settings.subtitles.reset")}
        </button>
      </div>
    </Panel>
  );
}

/** Subtitles (SPEC §3, §5): the default subtitle language, the captions' look and place. */
export function SubtitlesSection() {
  return (
    <div className="flex flex-col gap-4">
      <DefaultLanguage />
      <CaptionStyle />
    </div>
  );
}
