import { useTranslation } from "../../../shared/i18n";
import { Spinner } from "../../../shared/ui/Spinner";
import { progressItems, progressTree, type ScrapeProgress } from "../progress/scrape-progress";
import { useScrapeEnvironment } from "../scrape-environment";
import { useProviderName } from "../use-provider-names";
import { PermissionMissingScreen } from "./PermissionMissingScreen";
import { ScrapeRow } from "./ScrapeRow";
import { useCentreOn } from "./use-centre-on";
import { useStatusLabel } from "./use-status-label";
import "../strings";

/**
 * Shown while a search runs (SPEC §4 status scraping): every source with the embeds it
 * returned nested below it, each with a circle and its percentage, the list kept centred on
 * the item that runs now and the others faded by their distance from it. A search that waits
 * for the viewer to let this site use the extension shows "Permission missing" instead.
 */
export function ScrapingScreen({ progress }: { progress: ScrapeProgress }) {
  const { hold } = useScrapeEnvironment();
  // Once a search has begun, a later change of the extension's answer is not this one's.
  if (hold === "permission" && progress.sources.length === 0) return <PermissionMissingScreen />;
  return <SearchProgress progress={progress} />;
}

function SearchProgress({ progress }: { progress: ScrapeProgress }) {
  const { t } = useTranslation();
  const nameOf = useProviderName();
  const statusOf = useStatusLabel();
  const currentRef = useCentreOn(progress.current);
  const order = progressItems(progress).map((item) => item.id);
  const currentIndex = progress.current === null ? 0 : order.indexOf(progress.current);
  const distance = (id: string) => Math.abs(order.indexOf(id) - currentIndex);

  const row = (item: ScrapeProgress["items"][string]) => (
    <ScrapeRow
      ref={item.id === progress.current ? currentRef : undefined}
      item={item}
      name={nameOf(item.providerId)}
      statusLabel={statusOf(item)}
      distance={distance(item.id)}
    />
  );

  return (
    <section
      aria-labelledby="scraping-title"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center bg-canvas/95 px-6"
    >
      <h2 id="scraping-title" className="sr-only">
        {t("scraping.title")}
      </h2>
      {progress.sources.length === 0 ? (
        <Spinner label={t("scraping.preparing")} />
      ) : (
        <ul
          aria-label={t("scraping.listLabel")}
          className="flex max-h-[70vh] w-full max-w-sm flex-col gap-4 overflow-y-auto py-[30vh] [scrollbar-width:none]"
        >
          {progressTree(progress).map(({ source, embeds }) => (
            <li key={source.id} className="flex flex-col gap-3">
              {row(source)}
              {embeds.length > 0 ? (
                <ul className="flex flex-col gap-3">
                  {embeds.map((embed) => (
                    <li key={embed.id}>{row(embed)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
