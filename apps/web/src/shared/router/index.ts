// The app's router: route table as data, browser/hash/memory history, links and hooks.
export {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  type LinkProps,
  type NavLinkProps,
} from "./components";
export { createBrowserHistory, createHashHistory } from "./history";
export type { Action, History, Location, Path, To } from "./history";
export {
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from "./hooks";
export type { Params, RouteObject } from "./match";
export {
  createMemoryRouter,
  createRouter,
  type NavigateOptions,
  type Router,
  type RouterState,
} from "./router";
