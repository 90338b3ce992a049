import { CUSTOM_CAPTION } from "@matinee/subtitles";
import { useId, useState, type DragEvent } from "react";
import { useFormat, useTranslation } from "../../../../shared/i18n";
import { showCaptionEntry, turnCaptionsOff } from "../../captions/caption-actions";
import { customEntry } from "../../captions/caption-entries";
import { useCaptionStore } from "../../captions/caption-store";
import { useStreamCaptionEntries } from "../../captions/use-caption-restore";
import { usePlayer } from "../../player/PlayerProvider";
import { Menu } from "../menu/Menu";
import type { CaptionMenuVariant } from "./caption-paths";
import { CaptionRow } from "./CaptionRow";
import { UploadButton } from "./UploadButton";
import {
  CAPTION_DROP_TARGET,
  isFileDrag,
  uploadMessage,
  useCaptionUpload,
} from "./use-caption-upload";
import { useCaptionNav } from "./use-caption-nav";
import "../../strings";

/**
 * `/captions` (from the settings) and `/captionsOverlay` (from the captions button): Off, the
 * uploaded file, "Upload a file", and the ways to more captions: the stream's, online ones, and
 * the subtitle settings. A subtitle file dropped on the page is uploaded too.
 */
export function CaptionsPage({ variant }: { variant: CaptionMenuVariant }) {
  const { t } = useTranslation();
  const format = useFormat();
  const player = usePlayer();
  const nav = useCaptionNav(variant);
  const active = useCaptionStore((state) => state.active);
  const custom = useCaptionStore((state) => state.custom);
  const customLoad = useCaptionStore((state) => state.loads[CUSTOM_CAPTION.id]);
  const streamCount = useStreamCaptionEntries().length;
  const { status, upload } = useCaptionUpload();
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const statusId = useId();

  const handleDragOver = (event: DragEvent) => {
    if (!isFileDrag(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };
  const handleDrop = (event: DragEvent) => {
    if (!isFileDrag(event.dataTransfer)) return;
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  return (
    <div
      {...{ [CAPTION_DROP_TARGET]: "" }}
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={handleDrop}
      className={`flex min-h-0 flex-1 flex-col rounded-2xl transition-shadow ${dragging ? "ring-2 ring-accent ring-inset" : ""}`}
    >
      <Menu.Header
        title={t("player.captions.title")}
        onBack={() => nav.back("home")}
        backLabel={t(variant === "overlay" ? "player.captions.close" : "player.settings.back")}
      />
      <Menu.Body>
        <div role="radiogroup" aria-label={t("player.captions.title")} className="flex flex-col">
          <CaptionRow
            name={t("player.captions.off")}
            selected={active === null}
            // Also drops a choice still loading.
            onSelect={() => turnCaptionsOff(player)}
          />
          {custom ? (
            <CaptionRow
              name={custom.label ?? t("player.captions.custom")}
              detail={t("player.captions.custom")}
              selected={active?.id === CUSTOM_CAPTION.id}
              load={customLoad}
              onSelect={() => {
                if (active?.id !== CUSTOM_CAPTION.id)
                  void showCaptionEntry(player, customEntry(custom));
              }}
            />
          ) : null}
        </div>
        <Menu.Section>
          <UploadButton
            busy={status?.kind === "reading"}
            describedBy={`${hintId} ${statusId}`}
            onFile={(file) => void upload(file)}
          />
          <p id={hintId} className="px-3 text-xs leading-relaxed text-ink-muted">
            {t("player.captions.upload.hint")}
          </p>
          <p
            id={statusId}
            role="status"
            className={`px-3 text-xs leading-relaxed font-medium ${status?.kind === "problem" ? "text-danger" : "text-ink"}`}
          >
            {status ? uploadMessage(status, t) : null}
          </p>
        </Menu.Section>
        <Menu.Section>
          <Menu.Link
            label={t("player.captions.fromStream")}
            value={format.number(streamCount)}
            onSelect={() => nav.open("source")}
          />
          <Menu.Link label={t("player.captions.findOnline")} onSelect={() => nav.open("online")} />
          <Menu.Link label={t("player.captions.settings")} onSelect={() => nav.open("settings")} />
        </Menu.Section>
      </Menu.Body>
    </div>
  );
}
