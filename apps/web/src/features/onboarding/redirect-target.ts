/** Where onboarding sends the viewer when no (usable) `redirect` is given: home. */
export const DEFAULT_REDIRECT = "/";

// Any origin would do: it only tells whether a path stays on the site it is resolved against.
const SAME_SITE = "http://same-site.invalid";

/**
 * Whether `value` is a place on this site onboarding may send the viewer to (SPEC §2 `redirect`):
 * a path starting with one "/" — never "//host" or "/\host" (which browsers read as another
 * host), no control characters — and not an onboarding page (which would only come back here).
 */
export function isSafeRedirect(value: string | null | undefined): value is string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return false;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE);
  } catch {
    return false;
  }
  if (url.origin !== SAME_SITE) return false;
  return !/^\/onboarding(\/|$)/.test(url.pathname);
}

/** The address onboarding ends at, from its query string (`?redirect=…`); home by default. */
export function redirectTargetOf(search: string): string {
  const value = new URLSearchParams(search).get("redirect");
  return isSafeRedirect(value) ? value : DEFAULT_REDIRECT;
}
