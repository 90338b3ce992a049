import type { MediaKind } from "@matinee/domain";
import { useTranslation } from "../../shared/i18n";
import { isPlayable, useAvailability } from "../../shared/lib/availability";
import { PlayIcon, SearchIcon } from "../../shared/ui/icons";
import "./strings";

/**
 * Says, before the viewer presses Play, whether this server has the title itself (it starts at
 * once) or the sources will be searched (they may find nothing). Claims nothing while the list is
 * on its way or when it could not be had; its line's room is kept, so nothing moves meanwhile.
 */
export function StreamHint({ kind, tmdbId }: { kind: MediaKind; tmdbId: string }) {
  const { t } = useTranslation();
  const { data } = useAvailability();
  if (!data) return <p className="min-h-5" />;
  const here = isPlayable(data, kind, tmdbId);
  return (
    <p
      data-testid="stream-hint"
      className={`flex min-h-5 items-start gap-2 text-sm ${here ? "text-ink" : "text-ink-muted"}`}
    >
      {here ? (
        <PlayIcon className="mt-0.5 size-4 shrink-0 text-accent" />
      ) : (
        <SearchIcon className="mt-0.5 size-4 shrink-0" />
      )}
      {here ? t(`details.stream.here.${kind}`) : t("details.stream.search")}
    </p>
  );
}
