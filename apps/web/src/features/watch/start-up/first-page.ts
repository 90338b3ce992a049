import { isMediaPagePath } from "@matinee/domain";

/**
 * Longest each start-up step waits on a media page: main.tsx for the page's own start (its code,
 * title details, stream search and first frame), start-app.tsx for the page's code before the
 * first render. On a slow network the page shows its own loading states instead.
 */
export const MEDIA_PRELOAD_LIMIT_MS = 2_000;

/** True for a media page address (legacy ones are resolved elsewhere and redirected). */
export function opensOnMediaPage(path: string): boolean {
  return isMediaPagePath(path);
}
