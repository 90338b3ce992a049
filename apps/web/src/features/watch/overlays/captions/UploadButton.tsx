import { useRef } from "react";
import { useTranslation } from "../../../../shared/i18n";
import { Icon } from "../../../../shared/ui/icons";
import { UPLOAD_ACCEPT } from "./use-caption-upload";
import { CAPTION_ROW_CLASS } from "./CaptionRow";
import "../../strings";

/** An upload icon (an arrow out of a tray). */
function UploadIcon() {
  return (
    <Icon className="size-4 text-ink-muted">
      <path d="M12 15V3M7 8l5-5 5 5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </Icon>
  );
}

/**
 * "Upload a file": a menu row that opens the browser's file picker (a hidden file input), for
 * the subtitle files an upload may be.
 */
export function UploadButton({
  busy,
  describedBy,
  onFile,
}: {
  busy: boolean;
  /** The id of the hint or result under the button. */
  describedBy?: string;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={CAPTION_ROW_CLASS}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        <UploadIcon />
        <span className="flex-1 font-medium">{t("player.captions.upload.button")}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        tabIndex={-1}
        data-testid="caption-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that picking the same file again is a change too.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
