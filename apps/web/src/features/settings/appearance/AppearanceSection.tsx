import { useTranslation } from "../../../shared/i18n";
import { THEME_NAMES, useTheme, useThemeStore } from "../../../shared/theme";
import { useSettingsServices } from "../settings-services";
import { Panel } from "../../../shared/ui/Panel";
import { chooseSyncedTheme } from "./choose-theme";
import { ThemePreview } from "./ThemePreview";

/**
 * Appearance (SPEC §1 themes): the six themes as radio buttons, each a live miniature of the
 * page in its palette. Picking one (click, touch, or the arrow keys inside the group) applies
 * it at once and keeps it; the site's configured default is marked.
 */
export function AppearanceSection() {
  const { t } = useTranslation();
  const services = useSettingsServices();
  const current = useTheme();
  const siteDefault = useThemeStore((state) => state.instanceDefault);
  return (
    <Panel title={t("settings.appearance.heading")} text={t("settings.appearance.text")}>
      <div
        role="radiogroup"
        aria-label={t("settings.appearance.heading")}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      >
        {THEME_NAMES.map((theme) => (
          <label
            key={theme}
            className="relative flex min-w-0 cursor-pointer flex-col gap-2 rounded-xl p-2 ring-1 ring-line transition-colors hover:bg-raised has-checked:bg-accent-soft has-checked:ring-2 has-checked:ring-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink"
          >
            <input
              type="radio"
              name="theme"
              value={theme}
              checked={current === theme}
              onChange={() => void chooseSyncedTheme(theme, services)}
              className="sr-only"
            />
            <ThemePreview theme={theme} />
            <span className="flex flex-wrap items-baseline justify-between gap-x-2 px-1 text-sm">
              <span className="font-semibold text-ink">
                {t(`settings.appearance.themes.${theme}`)}
              </span>
              {theme === siteDefault ? (
                <span className="text-xs text-ink-muted">
                  {t("settings.appearance.siteDefault")}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </Panel>
  );
}
