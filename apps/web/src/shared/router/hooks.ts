import { useContext, useMemo } from "react";
import type { Action, Location } from "./history";
import type { Params } from "./match";
import { RouteContext, RouteErrorContext, RouterContext, StateContext } from "./context";
import type { NavigateOptions, Router, RouterState } from "./router";

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error("Router hooks need a <RouterProvider> or <MemoryRouter> above them");
  return router;
}

export function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error("Router hooks need a <RouterProvider> or <MemoryRouter> above them");
  return state;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigationType(): Action {
  return useRouterState().historyAction;
}

/** The router's navigate: one function for the router's life, so it is safe in dependencies. */
export function useNavigate(): Router["navigate"] {
  return useRouter().navigate;
}

/** The params of the matched routes (":media" → `media`, a splat → `*`). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** The error the nearest errorElement is showing. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** The query string as URLSearchParams, and a setter that navigates to a new one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | string, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const { navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useMemo(
    () => (next: URLSearchParams | string, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      void navigate({ search: query ? `?${query}` : "" }, options);
    },
    [navigate],
  );
  return [params, setParams];
}
