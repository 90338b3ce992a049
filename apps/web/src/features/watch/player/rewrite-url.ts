/**
 * The CDN host replacements of the configuration as a URL rewriter for the engine, as the
 * predecessor applied them: a stream URL whose host name ends with `from` is requested from the
 * host `to` over https instead. URLs that do not parse pass unchanged.
 */
export function createUrlRewriter(
  replacements: ReadonlyArray<readonly [from: string, to: string]>,
): (url: string) => string {
  if (replacements.length === 0) return (url) => url;
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return url;
    }
    const match = replacements.find(([from]) => parsed.hostname.endsWith(from));
    if (!match) return url;
    parsed.protocol = "https:";
    parsed.host = match[1];
    return parsed.toString();
  };
}
