import { captionCss, type SubtitleStyling } from "@matinee/subtitles";
import { useTranslation } from "../../../shared/i18n";

/**
 * A sample caption over a dark frame, drawn with `captionCss` as the player draws its captions.
 * Shapes behind the line give the background blur something to blur.
 */
export function CaptionPreview({ styling }: { styling: SubtitleStyling }) {
  const { t } = useTranslation();
  return (
    <figure
      aria-label={t("settings.subtitles.previewLabel")}
      className="relative flex aspect-video max-h-64 w-full items-end justify-center overflow-hidden rounded-xl bg-black p-4 text-base ring-1 ring-line"
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
      <span
        data-testid="caption-preview-line"
        className="relative max-w-full rounded px-2 py-0.5 text-center leading-snug break-words"
        style={captionCss(styling)}
      >
        {t("settings.subtitles.previewText")}
      </span>
    </figure>
  );
}
