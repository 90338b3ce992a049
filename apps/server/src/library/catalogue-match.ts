import { createOpenCatalogue } from "@matinee/catalogue/open-catalogue";
import { releaseYear, slugify } from "@matinee/domain";

/** Finds the catalogue id of a title by its name and year; null when there is no sure match. */
export type TitleResolver = (kind: "movie" | "show", title: string, year: number) => string | null;

interface SearchHit {
  id: number;
  media_type: "movie" | "tv";
  title?: string;
  name?: string;
  release_date?: string;
  first_air_date?: string;
}

/**
 * Matches folder names against the open catalogue: same kind, same title (ignoring case and
 * punctuation), same year. With a TMDB-backed front end, name folders `Title (Year) [tmdbid-N]`.
 */
export function openCatalogueResolver(): TitleResolver {
  const catalogue = createOpenCatalogue();
  return (kind, title, year) => {
    const response = catalogue.handle("search/multi", new URLSearchParams({ query: title }));
    const results = (response.body as { results?: SearchHit[] }).results ?? [];
    const wanted = slugify(title);
    const hit = results.find(
      (result) =>
        result.media_type === (kind === "movie" ? "movie" : "tv") &&
        slugify(result.title ?? result.name ?? "") === wanted &&
        releaseYear(result.release_date ?? result.first_air_date) === year,
    );
    return hit ? String(hit.id) : null;
  };
}
