import { useTranslation } from "../../../../shared/i18n";
import { OverlayPanel } from "../OverlayPanel";
import { useOverlayRouter } from "../use-overlay-router";
import { useEffect } from "react";
import { preloadCaptionPages } from "../captions/caption-pages";
import { SETTINGS_PAGES } from "./settings-pages";
import "../../strings";

/** The settings overlay at `?r=/settings…`; an unknown path shows its first page. */
export function SettingsOverlay() {
  const { t } = useTranslation();
  const { route, close } = useOverlayRouter();
  const open = route?.id === "settings";
  useEffect(() => {
    if (open) preloadCaptionPages();
  }, [open]);
  if (!open) return null;
  const page = SETTINGS_PAGES.find((entry) => entry.path === route.path) ?? SETTINGS_PAGES[0]!;
  return (
    <OverlayPanel
      label={t("player.settings.title")}
      height={page.height}
      pageKey={page.path}
      onClose={close}
    >
      <page.Component />
    </OverlayPanel>
  );
}
