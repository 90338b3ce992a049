import type { ScrapeMedia } from "@matinee/contracts";
import { useTranslation } from "../../../shared/i18n";
import { useChosenSource } from "../chosen-source-store";
import { useProviders } from "../use-provider-names";
import { ListMessage } from "../../../shared/ui/ListMessage";
import { PanelFrame, PanelRow } from "./PanelFrame";
import "../strings";

/**
 * The settings overlay's `/source` page: every source that handles this kind of title, the
 * one playing marked. Picking one remembers it and opens `/source/embeds`, which scrapes it.
 */
export function SourceListPanel({
  media,
  currentSourceId,
  onBack,
  onOpenEmbeds,
}: {
  media: ScrapeMedia;
  currentSourceId: string | null;
  onBack?: () => void;
  onOpenEmbeds: (sourceId: string) => void;
}) {
  const { t } = useTranslation();
  const chooseSource = useChosenSource((state) => state.chooseSource);
  const providers = useProviders();
  const sources = (providers ?? []).filter(
    (provider) => provider.type === "source" && (provider.mediaTypes ?? []).includes(media.type),
  );
  return (
    <PanelFrame title={t("scraping.sourceMenu.title")} onBack={onBack}>
      {providers === null ? (
        <ListMessage busy title={t("scraping.preparing")} />
      ) : sources.length === 0 ? (
        <ListMessage
          title={t("scraping.sourceMenu.title")}
          text={t("scraping.sourceMenu.noSources")}
        />
      ) : (
        sources.map((source) => (
          <PanelRow
            key={source.id}
            label={source.name}
            current={source.id === currentSourceId}
            currentLabel={t("scraping.sourceMenu.playing")}
            onSelect={() => {
              chooseSource(source.id);
              onOpenEmbeds(source.id);
            }}
          />
        ))
      )}
    </PanelFrame>
  );
}
