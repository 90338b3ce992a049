import { useFormat, useTranslation } from "../../../shared/i18n";
import type { ScrapeItem } from "../progress/scrape-progress";
import "../strings";

/** An item's status in words (the circle is only a picture of it). */
export function useStatusLabel(): (item: ScrapeItem) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (item) =>
    item.status === "pending"
      ? t("scraping.status.pending", { percentage: format.percent(item.percentage / 100) })
      : t(`scraping.status.${item.status}`);
}
