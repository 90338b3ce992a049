import { captionCss, type SubtitlePlacement, type SubtitleStyling } from "@matinee/subtitles";
import type { CSSProperties } from "react";
import { useTranslation } from "../../../shared/i18n";

/** The player's caption classes (features/watch/captions/CaptionRenderer.tsx): cue and line. */
const CUE_CLASS = "flex max-w-full flex-col";
const LINE_CLASS =
  "max-w-full rounded-[0.2em] px-[0.4em] py-[0.1em] leading-snug break-words whitespace-pre-line";

/** Where the line goes: `offset` of the frame's height from the chosen edge, as in the player. */
function placeStyle(placement: SubtitlePlacement): CSSProperties {
  const distance = `${Math.round(placement.offset * 10000) / 100}%`;
  return placement.position === "top" ? { insetBlockStart: distance } : { insetBlockEnd: distance };
}

/**
 * A sample caption over a dark frame, drawn with `captionCss` and the line classes as the player
 * draws its captions, at the viewer's placement. The player scales its captions' base size with
 * the picture; the preview keeps 16 px, so its line stays legible in a small frame. Shapes
 * behind the line give the background blur something to blur.
 */
export function CaptionPreview({
  styling,
  placement,
}: {
  styling: SubtitleStyling;
  placement: SubtitlePlacement;
}) {
  const { t } = useTranslation();
  return (
    <figure
      aria-label={t("settings.subtitles.previewLabel")}
      className="relative aspect-video max-h-64 w-full overflow-hidden rounded-xl bg-black text-base ring-1 ring-line"
    >
      <span
        aria-hidden="true"
        className="absolute start-[12%] top-[20%] size-24 rounded-full bg-accent/60"
      />
      <span
        aria-hidden="true"
        className="absolute end-[18%] top-[35%] h-16 w-32 rounded-lg bg-ink-muted/50"
      />
      <span
        aria-hidden="true"
        className="absolute bottom-[6%] start-[40%] h-10 w-40 rounded-md bg-accent-soft"
      />
      <div
        data-testid="caption-preview-place"
        className="absolute inset-x-[5%] flex flex-col items-center transition-[top,bottom] duration-200"
        style={placeStyle(placement)}
      >
        <div className={CUE_CLASS} style={{ textAlign: "center", alignItems: "center" }}>
          <div
            data-testid="caption-preview-line"
            className={LINE_CLASS}
            style={captionCss(styling)}
          >
            {t("settings.subtitles.previewText")}
          </div>
        </div>
      </div>
    </figure>
  );
}
