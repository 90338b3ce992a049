/**
 * Turns a title into the lower-case, ASCII, dash-separated form used in media ids:
 * "Nosferatu: A Symphony of Horror" -> "nosferatu-a-symphony-of-horror".
 * Accents are folded ("Amélie" -> "amelie"); "&" becomes "and"; anything else that is not a
 * letter or digit separates words.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
