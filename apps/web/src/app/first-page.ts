import { isLegacyMediaPath } from "@matinee/catalogue";

/**
 * Longest the app's start waits for a media page's own start (its code, title details, stream
 * search and first frame): on a slow network the page shows its own loading states instead.
 */
export const MEDIA_PRELOAD_LIMIT_MS = 2_000;

/** True for a media page address (legacy ones are resolved elsewhere and redirected). */
export function opensOnMediaPage(path: string): boolean {
  return /^\/media\/[^/]+/.test(path) && !isLegacyMediaPath(path);
}

/** Waits for `task` (its failure ignored: the page's own loading reports it), `limitMs` at most. */
export async function waitAtMost(task: Promise<unknown>, limitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([task.then(noop, noop), limit]);
  clearTimeout(timer);
}

function noop() {}
