import { useCallback } from "react";
import {
  formatOverlayRoute,
  OVERLAY_PARAM,
  parseOverlayRoute,
  type OverlayId,
} from "./overlay-route";
import { useQueryRoute } from "./use-query-route";

/** The player's overlay routers, driven by the `r` query parameter. */
export function useOverlayRouter() {
  const { value, open, close } = useQueryRoute(OVERLAY_PARAM);
  const route = parseOverlayRoute(value);

  const navigate = useCallback(
    (id: OverlayId, path = "/") => open(formatOverlayRoute({ id, path })),
    [open],
  );

  return {
    /** The open overlay and its page, or null. */
    route,
    /** Opens an overlay at a page, or moves the open one to that page. */
    navigate,
    close,
  };
}
