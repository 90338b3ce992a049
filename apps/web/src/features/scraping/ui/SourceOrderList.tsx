import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { orderedSources, useSourceOrder } from "../source-order-store";
import { useProviders } from "../use-provider-names";

/**
 * The source order preference: every source with buttons to move it up or down (keyboard and
 * screen-reader friendly, unlike dragging), and a reset to the ranked order.
 */
export function SourceOrderList() {
  const { t } = useTranslation();
  const { sourceOrder, moveSource, resetSourceOrder } = useSourceOrder();
  const sources = (useProviders() ?? []).filter((provider) => provider.type === "source");
  const known = sources.map((source) => source.id);
  const nameOf = (id: string) => sources.find((source) => source.id === id)?.name ?? id;
  const order = orderedSources(known, sourceOrder);

  return (
    <section aria-labelledby="source-order-title" className="flex flex-col gap-3">
      <h3 id="source-order-title" className="font-semibold">
        {t("scraping.sourceOrder.title")}
      </h3>
      <p className="text-sm text-ink-muted">{t("scraping.sourceOrder.hint")}</p>
      <ol className="flex flex-col gap-2">
        {order.map((id, index) => (
          <li key={id} className="flex items-center gap-2 rounded-lg bg-raised px-3 py-2">
            <span className="flex-1 text-sm font-medium">{nameOf(id)}</span>
            <button
              type="button"
              className="rounded px-2 py-1 text-ink-muted hover:bg-line disabled:opacity-30"
              disabled={index === 0}
              aria-label={t("scraping.sourceOrder.moveUp", { source: nameOf(id) })}
              onClick={() => moveSource(id, -1, known)}
            >
              ↑
            </button>
            <button
              type="button"
              className="rounded px-2 py-1 text-ink-muted hover:bg-line disabled:opacity-30"
              disabled={index === order.length - 1}
              aria-label={t("scraping.sourceOrder.moveDown", { source: nameOf(id) })}
              onClick={() => moveSource(id, 1, known)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${buttonClass("secondary")} self-start`}
        onClick={resetSourceOrder}
      >
        {t("scraping.sourceOrder.reset")}
      </button>
    </section>
  );
}
