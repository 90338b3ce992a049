import { SUBTITLE_FILE_EXTENSIONS } from "@matinee/subtitles";
import { useCallback, useRef, useState } from "react";
import type { TFunction } from "../../../../shared/i18n";
import {
  UPLOAD_MAX_BYTES,
  uploadCaptionFile,
  type UploadProblem,
} from "../../captions/caption-actions";
import { usePlayer } from "../../player/PlayerProvider";

/** What the file input accepts: every extension an upload may have. */
export const UPLOAD_ACCEPT = Object.keys(SUBTITLE_FILE_EXTENSIONS)
  .map((extension) => `.${extension}`)
  .join(",");

/**
 * The attribute marking an element that takes dropped subtitle files itself (the captions
 * page); the player-wide drop zone leaves drops there to it.
 */
export const CAPTION_DROP_TARGET = "data-caption-drop";

/** Where the last upload stands. */
export type UploadStatus =
  | { kind: "reading"; name: string }
  | { kind: "shown"; name: string }
  | { kind: "problem"; name: string; problem: UploadProblem };

/** Whether a drag carries files (not text or a link). */
export function isFileDrag(transfer: DataTransfer | null): boolean {
  return transfer !== null && Array.from(transfer.types).includes("Files");
}

/** The sentence telling the viewer how an upload went. */
export function uploadMessage(status: UploadStatus, t: TFunction): string {
  switch (status.kind) {
    case "reading":
      return t("player.captions.upload.reading", { name: status.name });
    case "shown":
      return t("player.captions.upload.shown", { name: status.name });
    case "problem":
      return status.problem === "tooLarge"
        ? t("player.captions.problem.tooLarge", { megabytes: UPLOAD_MAX_BYTES / 1_000_000 })
        : t(`player.captions.problem.${status.problem}`);
  }
}

/**
 * Uploads a picked or dropped subtitle file (it replaces the last upload and shows at once), and
 * keeps how it went; a newer upload's outcome wins over an older one still reading.
 */
export function useCaptionUpload() {
  const player = usePlayer();
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const latest = useRef(0);

  const upload = useCallback(
    async (file: File): Promise<UploadStatus> => {
      const request = ++latest.current;
      const name = file.name;
      setStatus({ kind: "reading", name });
      let next: UploadStatus;
      try {
        const result = await uploadCaptionFile(player, file);
        next = result.ok
          ? { kind: "shown", name }
          : { kind: "problem", name, problem: result.problem };
      } catch (error) {
        console.warn("[captions] the uploaded file could not be read", error);
        next = { kind: "problem", name, problem: "unreadable" };
      }
      if (request === latest.current) setStatus(next);
      return next;
    },
    [player],
  );

  const clear = useCallback(() => setStatus(null), []);

  return { status, upload, clear };
}
