import type { ScrapeMedia, Stream } from "@matinee/contracts";
import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { useChosenSource } from "../chosen-source-store";
import { useProviderName } from "../use-provider-names";
import { useSourceSelection } from "../use-source-selection";
import { ListMessage } from "../../../shared/ui/ListMessage";
import { PanelFrame, PanelRow } from "./PanelFrame";
import "../strings";

/** Which source and embed gave a stream, for the player to record what plays. */
export interface StreamOrigin {
  sourceId: string;
  embedId?: string;
}

export interface SourceEmbedsPanelProps {
  media: ScrapeMedia;
  /** Default: the source picked last in the `/source` page. */
  sourceId?: string | null;
  onBack?: () => void;
  /** A stream was found: play it (at the current time) and close the menu. */
  onStream: (stream: Stream, origin: StreamOrigin) => void;
}

/**
 * The settings overlay's `/source/embeds` page (SPEC §4, §8): scrapes the chosen source; its
 * stream plays at once, as does the stream of its only embed; several embeds are listed to pick
 * from; loading, no stream, no embeds and failed each have their own message.
 */
export function SourceEmbedsPanel({ sourceId, ...props }: SourceEmbedsPanelProps) {
  const chosen = useChosenSource((state) => state.sourceId);
  const id = sourceId ?? chosen;
  if (id === null) return null;
  // A new source is a new attempt: state starts over.
  return <EmbedsForSource key={id} {...props} sourceId={id} />;
}

function EmbedsForSource({
  media,
  sourceId,
  onBack,
  onStream,
}: Omit<SourceEmbedsPanelProps, "sourceId"> & { sourceId: string }) {
  const { t } = useTranslation();
  const nameOf = useProviderName();
  const source = nameOf(sourceId);
  const { state, retry, chooseEmbed } = useSourceSelection(media, sourceId, (output) =>
    onStream(output.stream, {
      sourceId: output.sourceId,
      ...(output.embedId === undefined ? {} : { embedId: output.embedId }),
    }),
  );
  const again = (
    <button type="button" className={buttonClass("secondary")} onClick={retry}>
      {t("scraping.sourceMenu.retry")}
    </button>
  );

  return (
    <PanelFrame title={t("scraping.sourceMenu.embedsTitle", { source })} onBack={onBack}>
      {state.kind === "loading" ? (
        <ListMessage
          busy
          title={t("scraping.sourceMenu.loading.title", { source })}
          text={t("scraping.sourceMenu.loading.text")}
        />
      ) : state.kind === "noStream" ? (
        <ListMessage
          title={t("scraping.sourceMenu.noStream.title")}
          text={t("scraping.sourceMenu.noStream.text")}
        />
      ) : state.kind === "noEmbeds" ? (
        <ListMessage
          title={t("scraping.sourceMenu.noEmbeds.title")}
          text={t("scraping.sourceMenu.noEmbeds.text")}
        />
      ) : state.kind === "failed" ? (
        <ListMessage
          title={t("scraping.sourceMenu.failed.title")}
          text={t("scraping.sourceMenu.failed.text", { message: state.message })}
        >
          {again}
        </ListMessage>
      ) : (
        state.embeds.map((embed, index) => (
          <PanelRow
            key={`${embed.embedId}-${index}`}
            label={`${nameOf(embed.embedId)} ${index + 1}`}
            onSelect={() => chooseEmbed(embed)}
          />
        ))
      )}
    </PanelFrame>
  );
}
