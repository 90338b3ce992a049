import { useCallback } from "react";
import { useLocation, useNavigate } from "../../../shared/router";
import { withParam } from "./overlay-route";

/** Marks history entries the player pushed, so closing can step back instead of piling up. */
interface PushedState {
  pushedParam?: string;
}

/**
 * One query parameter as navigable UI state. `open` pushes a history entry (so browser back
 * closes what it opened), `replace` changes the value in place (moving between pages of an open
 * overlay), and `close` steps back over the entry `open` pushed, or removes the parameter when
 * the page was loaded with it already set.
 */
export function useQueryRoute(param: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(param);
  const pushed = (location.state as PushedState | null)?.pushedParam === param;

  const open = useCallback(
    (next: string) => {
      const search = withParam(location.search, param, next);
      if (value === null) {
        void navigate({ search }, { state: { pushedParam: param } satisfies PushedState });
      } else {
        const state = location.state as PushedState | null;
        void navigate({ search }, { replace: true, state });
      }
    },
    [location.search, location.state, navigate, param, value],
  );

  const close = useCallback(() => {
    if (value === null) return;
    if (pushed) void navigate(-1);
    else void navigate({ search: withParam(location.search, param, null) }, { replace: true });
  }, [location.search, navigate, param, pushed, value]);

  return { value, open, close };
}
