import { useEffect, useState, type RefObject } from "react";
import { useTranslation } from "../../../shared/i18n";
import {
  CAPTION_DROP_TARGET,
  isFileDrag,
  uploadMessage,
  useCaptionUpload,
} from "../overlays/captions/use-caption-upload";
import "../strings";

/** How long the outcome of a drop stays on screen. */
export const DROP_MESSAGE_MS = 3000;
/**
 * A drag still over the player sends `dragover` at least every 350 ms (±200, HTML standard);
 * after this long without one it has gone (dropped elsewhere, cancelled, left the window).
 */
const DRAG_GONE_MS = 600;

/** Whether a drag event happened over an element that takes dropped files itself. */
function isOwnedElsewhere(event: DragEvent): boolean {
  return (
    event.target instanceof Element && event.target.closest(`[${CAPTION_DROP_TARGET}]`) !== null
  );
}

/** Whether a pointer position lies outside an element (a `dragleave` out of it, not into a child). */
function isOutside(element: HTMLElement, event: DragEvent): boolean {
  const box = element.getBoundingClientRect();
  return (
    event.clientX <= box.x ||
    event.clientY <= box.y ||
    event.clientX >= box.x + box.width ||
    event.clientY >= box.y + box.height
  );
}

/**
 * Drag and drop of a subtitle file anywhere on the player (`target`, its root): while a file is
 * dragged over it "Drop a subtitle file" covers the picture; a dropped file is uploaded (SPEC §4:
 * it replaces the last upload and shows at once), and how it went shows near the bottom for 3 s.
 * Drops on an element marked `data-caption-drop` (the captions page) are left to it.
 */
export function CaptionDropZone({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const { status: outcome, upload, clear } = useCaptionUpload();
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let gone: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(gone);
      setDragging(false);
    };
    const handleOver = (event: DragEvent) => {
      if (!isFileDrag(event.dataTransfer) || isOwnedElsewhere(event)) return stop();
      // Accepting the drag here is what lets the file be dropped (else the browser opens it).
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
      setDragging(true);
      clearTimeout(gone);
      gone = setTimeout(stop, DRAG_GONE_MS);
    };
    const handleLeave = (event: DragEvent) => {
      const into = event.relatedTarget;
      if (into instanceof Node ? !element.contains(into) : isOutside(element, event)) stop();
    };
    const handleDrop = (event: DragEvent) => {
      if (!isFileDrag(event.dataTransfer) || isOwnedElsewhere(event)) return;
      event.preventDefault();
      stop();
      const file = event.dataTransfer?.files[0];
      if (file) void upload(file);
    };
    element.addEventListener("dragenter", handleOver);
    element.addEventListener("dragover", handleOver);
    element.addEventListener("dragleave", handleLeave);
    element.addEventListener("drop", handleDrop);
    return () => {
      clearTimeout(gone);
      element.removeEventListener("dragenter", handleOver);
      element.removeEventListener("dragover", handleOver);
      element.removeEventListener("dragleave", handleLeave);
      element.removeEventListener("drop", handleDrop);
    };
  }, [target, upload]);

  // The outcome goes after a while; "reading" stays until the outcome replaces it.
  useEffect(() => {
    if (!outcome || outcome.kind === "reading") return;
    const timer = setTimeout(clear, DROP_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome, clear]);

  return (
    <>
      {dragging ? (
        <div
          data-testid="caption-drop-overlay"
          className="pointer-events-none absolute inset-0 z-30 grid place-items-center bg-canvas/85 p-6"
        >
          <div className="flex max-w-sm flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-ink/60 px-8 py-10 text-center">
            <p className="font-display text-xl font-semibold text-ink">
              {t("player.captions.drop.title")}
            </p>
            <p className="text-sm text-ink-muted">{t("player.captions.drop.text")}</p>
          </div>
        </div>
      ) : null}
      <div
        role="status"
        className="pointer-events-none absolute inset-x-0 bottom-28 z-30 flex justify-center px-4"
      >
        {outcome ? (
          <p
            className={`max-w-md rounded-lg bg-surface px-4 py-2 text-center text-sm font-medium wrap-anywhere ${outcome.kind === "problem" ? "text-danger" : "text-ink"}`}
          >
            {uploadMessage(outcome, t)}
          </p>
        ) : null}
      </div>
    </>
  );
}
