import { SUBTITLE_COLOURS, type SubtitleStyling } from "@matinee/subtitles";
import { useTranslation } from "../../../../shared/i18n";
import { setSubtitleStyling } from "../../../../shared/subtitles";
import "../../strings";

const chipClass =
  "flex min-h-10 items-center gap-2 rounded-full py-1 ps-1 pe-3 text-sm ring-1 ring-line " +
  "ring-inset transition-colors hover:bg-raised aria-checked:bg-raised aria-checked:ring-2 aria-checked:ring-accent";

/** The caption colours the menu offers (SPEC §5: white, grey, blue, yellow). */
export function ColourChoice({ styling }: { styling: SubtitleStyling }) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t("player.captions.look.colour")}
      className="flex flex-wrap gap-2 px-3 py-1"
    >
      {SUBTITLE_COLOURS.map((colour) => (
        <button
          key={colour.id}
          type="button"
          role="radio"
          aria-checked={styling.color === colour.value}
          className={chipClass}
          onClick={() => setSubtitleStyling({ color: colour.value })}
        >
          <span
            aria-hidden="true"
            className="size-7 rounded-full ring-1 ring-line"
            style={{ backgroundColor: colour.value }}
          />
          {t(`player.captions.look.colours.${colour.id}`)}
        </button>
      ))}
    </div>
  );
}
