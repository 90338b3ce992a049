/** Looks up an extension string (`_locales/<lang>/messages.json`). */
export type Translate = (key: string, substitutions?: string[]) => string;

/** Fills every `data-i18n` element of `root` with its string. */
export function localize(root: ParentNode, t: Translate): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-i18n]")) {
    element.textContent = t(element.dataset.i18n ?? "");
  }
}
