import { useTranslation } from "../../shared/i18n";
import type { TitleDetails } from "./title-details";
import "./strings";

/** The leading cast, when the database lists any (the open catalogue lists none). */
export function TitleCast({ cast }: { cast: TitleDetails["cast"] }) {
  const { t } = useTranslation();
  if (cast.length === 0) return null;
  return (
    <section aria-labelledby="title-cast" className="mt-10">
      <h2 id="title-cast" className="mb-3 text-lg font-semibold text-ink">
        {t("details.cast")}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {cast.map((member) => (
          <li key={member.id} className="text-sm">
            <span className="block font-semibold text-ink">{member.name}</span>
            {member.character ? (
              <span className="block text-ink-muted">
                {t("details.asCharacter", { character: member.character })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
