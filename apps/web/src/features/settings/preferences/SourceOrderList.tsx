import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { orderedSources, useProviders, useSourceOrder } from "../../scraping";
import { Panel } from "../../../shared/ui/Panel";

const arrowClass =
  "grid size-10 shrink-0 place-items-center rounded-lg text-ink-muted ring-1 ring-line " +
  "hover:bg-line focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-30";

type Direction = -1 | 1;

/**
 * The sources in the order a search tries them: dragged into place, or moved with each row's
 * buttons (Alt with an arrow key on a row does the same); each can be turned off. Every change
 * is read out in a live region, and the focus follows the row that moved.
 */
export function SourceOrderList() {
  const { t } = useTranslation();
  const { sourceOrder, disabledSources, moveSource, moveSourceTo, setSourceEnabled } =
    useSourceOrder();
  const providers = useProviders();
  const sources = (providers ?? []).filter((provider) => provider.type === "source");
  const known = sources.map((source) => source.id);
  const order = orderedSources(known, sourceOrder);
  const nameOf = (id: string) => sources.find((source) => source.id === id)?.name ?? id;
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const focusAfterMove = useRef<{ id: string; by: Direction } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // A moved row's button keeps the focus; at an end of the list, its other button takes it.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const row = listRef.current?.querySelector(`[data-source="${CSS.escape(moved.id)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.by}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${-moved.by}"]`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const announceMove = (id: string, position: number) =>
    setAnnouncement(
      t("settings.preferences.sources.moved", {
        source: nameOf(id),
        position: position + 1,
        count: order.length,
      }),
    );

  function move(id: string, by: Direction) {
    const to = order.indexOf(id) + by;
    if (to < 0 || to >= order.length) return;
    moveSource(id, by, known);
    announceMove(id, to);
    focusAfterMove.current = { id, by };
  }

  function onRowKeyDown(event: KeyboardEvent, id: string) {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    move(id, event.key === "ArrowUp" ? -1 : 1);
  }

  function onDrop(event: DragEvent, target: string) {
    event.preventDefault();
    const id = dragged ?? event.dataTransfer.getData("text/plain");
    setDragged(null);
    if (!known.includes(id) || id === target) return;
    const to = order.indexOf(target);
    moveSourceTo(id, to, known);
    announceMove(id, to);
  }

  function toggle(id: string, enabled: boolean) {
    setSourceEnabled(id, enabled);
    const key = enabled
      ? "settings.preferences.sources.turnedOn"
      : "settings.preferences.sources.turnedOff";
    setAnnouncement(t(key, { source: nameOf(id) }));
  }

  return (
    <Panel
      title={t("settings.preferences.sources.title")}
      text={t("settings.preferences.sources.text")}
    >
      {providers === null ? (
        <p className="text-sm text-ink-muted">{t("settings.preferences.sources.loading")}</p>
      ) : order.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("settings.preferences.sources.empty")}</p>
      ) : (
        <ol
          ref={listRef}
          aria-label={t("settings.preferences.sources.listLabel")}
          className="flex flex-col gap-2"
        >
          {order.map((id, index) => {
            const name = nameOf(id);
            const enabled = !disabledSources.includes(id);
            return (
              <li
                key={id}
                data-source={id}
                draggable
                onDragStart={(event) => {
                  setDragged(id);
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", id);
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  event.preventDefault();
                  event.dataTransfer.dropEffect = "move";
                }}
                onDrop={(event) => onDrop(event, id)}
                className={`flex min-w-0 cursor-grab items-center gap-2 rounded-lg bg-raised px-2 py-2 ring-1 sm:px-3 ${dragged === id ? "opacity-50 ring-accent" : "ring-line"}`}
              >
                <span aria-hidden="true" className="w-6 shrink-0 text-end text-sm text-ink-muted">
                  {t("settings.preferences.sources.position", { position: index + 1 })}
                </span>
                <label className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                  <input
                    type="checkbox"
                    checked={enabled}
                    onChange={(event) => toggle(id, event.target.checked)}
                    onKeyDown={(event) => onRowKeyDown(event, id)}
                    aria-label={t("settings.preferences.sources.enable", { source: name })}
                    className="size-5 shrink-0 accent-accent focus-visible:outline-2 focus-visible:outline-accent"
                  />
                  <span
                    className={`min-w-0 break-words font-medium ${enabled ? "text-ink" : "text-ink-muted line-through"}`}
                  >
                    {name}
                  </span>
                  {enabled ? null : (
                    <span className="shrink-0 text-xs text-ink-muted">
                      {t("settings.preferences.sources.off")}
                    </span>
                  )}
                </label>
                <button
                  type="button"
                  data-move="-1"
                  className={arrowClass}
                  disabled={index === 0}
                  aria-label={t("settings.preferences.sources.moveUp", { source: name })}
                  onClick={() => move(id, -1)}
                  onKeyDown={(event) => onRowKeyDown(event, id)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  data-move="1"
                  className={arrowClass}
                  disabled={index === order.length - 1}
                  aria-label={t("settings.preferences.sources.moveDown", { source: name })}
                  onClick={() => move(id, 1)}
                  onKeyDown={(event) => onRowKeyDown(event, id)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <button
        type="button"
        className={`${buttonClass("secondary")} self-start`}
        onClick={() => {
          useSourceOrder.getState().resetSourceOrder();
          setAnnouncement(t("settings.preferences.sources.resetDone"));
        }}
      >
        {t("settings.preferences.sources.reset")}
      </button>
    </Panel>
  );
}
