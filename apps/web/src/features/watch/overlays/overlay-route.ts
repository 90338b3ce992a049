/**
 * Overlay routes live in the query parameter `r` as `/{routerId}{path}` (SPEC §2), e.g.
 * `/settings/quality` or `/episodes/episodes`, so browser back closes an overlay and a reload
 * reopens it. Modals use the parameter `m` with a modal id.
 */

/** The overlay routers of the player (SPEC §2: settings and episodes). */
export const OVERLAY_IDS = ["settings", "episodes"] as const;
export type OverlayId = (typeof OVERLAY_IDS)[number];

export interface OverlayRoute {
  id: OverlayId;
  /** Path inside the router, always starting with "/" ("/" is its first page). */
  path: string;
}

export const OVERLAY_PARAM = "r";
export const MODAL_PARAM = "m";

/** Reads `r`; null when absent or naming no known router. */
export function parseOverlayRoute(value: string | null): OverlayRoute | null {
  const match = value ? /^\/([a-z]+)(\/.*)?$/i.exec(value) : null;
  if (!match) return null;
  const id = OVERLAY_IDS.find((known) => known === match[1]);
  if (!id) return null;
  const path = (match[2] ?? "/").replace(/\/+$/, "") || "/";
  return { id, path };
}

export function formatOverlayRoute(route: OverlayRoute): string {
  return route.path === "/" ? `/${route.id}` : `/${route.id}${route.path}`;
}

/** The search string with one parameter set (or removed with null), keeping the others. */
export function withParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
