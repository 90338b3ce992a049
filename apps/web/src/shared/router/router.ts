import {
  createMemoryHistory,
  createPath,
  parsePath,
  toPath,
  type Action,
  type History,
  type Location,
  type MemoryHistoryOptions,
  type Path,
  type To,
} from "./history";
import { createMatcher, type RouteMatch, type RouteObject } from "./match";

export interface RouterState {
  location: Location;
  historyAction: Action;
  /** Null when no route matches (the table should end with a "*" route). */
  matches: RouteMatch | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  /** Calls `listener` after each navigation with the new and the previous state. */
  subscribe: (listener: (state: RouterState, previous: RouterState) => void) => () => void;
  /** Goes to `to`, or moves through history by a number of entries (-1 is back). */
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
  /** The href an anchor needs for `to`. */
  createHref: (to: To) => string;
}

/** `to` made absolute against `from`: a missing pathname keeps it, a relative one joins it. */
export function resolveTo(to: To, from: Path): Path {
  const parts = typeof to === "string" ? parsePath(to) : to;
  let pathname = parts.pathname ?? from.pathname;
  if (!pathname.startsWith("/")) pathname = new URL(pathname, `http://x${from.pathname}`).pathname;
  return toPath({ ...parts, pathname });
}

export function createRouter(history: History, routes: readonly RouteObject[]): Router {
  const match = createMatcher(routes);
  const listeners = new Set<(state: RouterState, previous: RouterState) => void>();
  const read = (): RouterState => ({
    location: history.location,
    historyAction: history.action,
    matches: match(history.location.pathname),
  });
  let state = read();
  history.listen(() => {
    const previous = state;
    state = read();
    for (const listener of [...listeners]) listener(state, previous);
  });

  return {
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate: (to, options = {}) => {
      if (typeof to === "number") history.go(to);
      else {
        const path = resolveTo(to, state.location);
        if (options.replace) history.replace(path, options.state);
        else history.push(path, options.state);
      }
      return Promise.resolve();
    },
    createHref: (to) => history.createHref(resolveTo(to, state.location)),
  };
}

export const createMemoryRouter = (
  routes: readonly RouteObject[],
  options?: MemoryHistoryOptions,
) => createRouter(createMemoryHistory(options), routes);

export { createPath };
