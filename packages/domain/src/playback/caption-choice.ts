import { isSameLanguage } from "./language";

/**
 * The caption to switch on when the viewer turns captions on without naming one (the C key, a
 * new episode with captions enabled): the last language chosen, else English, else the first
 * listed. Null when there are none.
 */
export function chooseCaption<C extends { language: string }>(
  captions: readonly C[],
  lastLanguage: string | null,
): C | null {
  const inLanguage = (language: string) =>
    captions.find((caption) => isSameLanguage(caption.language, language));
  return (
    (lastLanguage ? inLanguage(lastLanguage) : undefined) ?? inLanguage("en") ?? captions[0] ?? null
  );
}
