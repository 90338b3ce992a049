/** The element with `id`, which the page's HTML must have. */
export function byId<T extends HTMLElement = HTMLElement>(doc: Document, id: string): T {
  const element = doc.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}`);
  return element as T;
}

/** Shows exactly one of a page's sections. */
export function showOnly(doc: Document, ids: readonly string[], shown: string): void {
  for (const id of ids) byId(doc, id).hidden = id !== shown;
}
