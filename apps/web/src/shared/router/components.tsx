import {
  Component,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from "react";
import { RouteContext, RouteErrorContext, RouterContext, StateContext } from "./context";
import { createPath, type Location, type MemoryHistoryOptions, type To } from "./history";
import { useLocation, useRouter, useRouterState } from "./hooks";
import { createMemoryRouter, resolveTo, type Router, type RouterState } from "./router";

function RouterRoot({ router, children }: { router: Router; children: ReactNode }) {
  const getState = () => router.state;
  const state = useSyncExternalStore(router.subscribe, getState, getState);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Renders the routes of `router` that match its location. */
export function RouterProvider({ router }: { router: Router }) {
  return (
    <RouterRoot router={router}>
      <MatchedRoutes />
    </RouterRoot>
  );
}

/** A memory router around `children`, with no route table (tests of single components). */
export function MemoryRouter({
  children,
  ...options
}: MemoryHistoryOptions & { children?: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], options));
  return <RouterRoot router={router}>{children}</RouterRoot>;
}

/**
 * The matched routes, each inside the one before it. The same route object renders its same
 * element at the same depth, so moving between two of its child routes never remounts it.
 */
function MatchedRoutes() {
  const { matches, location } = useRouterState();
  if (!matches) return null;
  const { routes, params } = matches;
  let outlet: ReactNode = null;
  for (let depth = routes.length - 1; depth >= 0; depth--) {
    const route = routes[depth];
    if (!route) continue;
    const element = route.element === undefined ? <Outlet /> : route.element;
    const level = (
      <RouteContext.Provider value={{ outlet, params }}>{element}</RouteContext.Provider>
    );
    outlet =
      route.errorElement === undefined ? (
        level
      ) : (
        <RouteErrorBoundary
          location={location}
          fallback={
            <RouteContext.Provider value={{ outlet: null, params }}>
              {route.errorElement}
            </RouteContext.Provider>
          }
        >
          {level}
        </RouteErrorBoundary>
      );
  }
  return outlet;
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  location: Location;
  failed: boolean;
  error: unknown;
}

/** Shows a route's errorElement when it throws, until the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    location: this.props.location,
    failed: false,
    error: undefined,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { location: props.location, failed: false, error: undefined };
  }

  override render() {
    return this.state.failed ? (
      <RouteErrorContext.Provider value={this.state.error}>
        {this.props.fallback}
      </RouteErrorContext.Provider>
    ) : (
      this.props.children
    );
  }
}

/** Where a route shows its matched child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { navigate } = useRouter();
  const target = createPath(resolveTo(to, useLocation()));
  useEffect(() => {
    void navigate(target, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}

export type LinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & {
  to: To;
  /** Replace the current entry; by default only a link to the current address replaces. */
  replace?: boolean;
  state?: unknown;
};

/** True for a click the app should handle: plain primary click, no modifier, same tab. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An anchor that navigates in the app; other clicks (new tab, download…) stay the browser's. */
export function Link({ to, replace, state, onClick, target, children, ...anchor }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const path = resolveTo(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    const same = createPath(path) === createPath(location);
    void router.navigate(path, { replace: replace ?? same, state });
  };
  return (
    <a {...anchor} href={router.createHref(path)} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export type NavLinkProps = LinkProps & { className?: string };

/** A Link that marks itself aria-current="page" on its page and the pages below it. */
export function NavLink({ to, ...link }: NavLinkProps) {
  const location = useLocation();
  const { pathname } = resolveTo(to, location);
  const current = location.pathname.toLowerCase();
  const own = pathname.toLowerCase();
  const isActive =
    current === own || (own !== "/" && current.startsWith(own.endsWith("/") ? own : `${own}/`));
  return <Link to={to} aria-current={isActive ? "page" : undefined} {...link} />;
}

const SCROLL_STORAGE_KEY = "router-scroll-positions";

function readScrollPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? "{}");
    return typeof stored === "object" && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Window scrolling across navigations: back and forward (and a reload) return to where that
 * entry was left, a new entry starts at its #hash target or at the top. Positions are kept per
 * entry key and survive a reload in sessionStorage.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, historyAction } = useRouterState();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readScrollPositions();

  useEffect(() => {
    const saved = positions.current ?? {};
    const previousMode = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    // Runs before React renders the new location, while the old page is still on screen.
    const unsubscribe = router.subscribe((_state: RouterState, previous: RouterState) => {
      saved[previous.location.key] = window.scrollY;
    });
    const persist = () => {
      saved[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or blocked: positions are only kept for this page's life.
      }
    };
    window.addEventListener("pagehide", persist);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", persist);
      window.history.scrollRestoration = previousMode;
    };
  }, [router]);

  useLayoutEffect(() => {
    const saved = historyAction === "POP" ? positions.current?.[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new entry moves the scroll position, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
