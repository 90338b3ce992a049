/**
 * Whether a token is a TMDB "API Read Access Token" (SPEC §5, movie database key test): a JWT
 * whose payload grants the `api_read` scope. The short v3 API key, or anything else, is not.
 * Only the shape is read here; TMDB itself says whether the token is valid.
 */
export function isTmdbReadToken(token: string): boolean {
  const parts = token.trim().split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[\w-]+$/.test(part))) return false;
  try {
    const base64 = parts[1]!.replace(/-/g, "+").replace(/_/g, "/");
    const payload: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    const scopes = (payload as { scopes?: unknown } | null)?.scopes;
    return Array.isArray(scopes) && scopes.includes("api_read");
  } catch {
    return false;
  }
}
