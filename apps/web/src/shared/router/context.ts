import { createContext, type ReactNode } from "react";
import type { Params } from "./match";
import type { Router, RouterState } from "./router";

export const RouterContext = createContext<Router | null>(null);
export const StateContext = createContext<RouterState | null>(null);

/** What a rendered route passes down: the child route to show in its <Outlet/>, and params. */
export interface RouteLevel {
  outlet: ReactNode;
  params: Params;
}
export const RouteContext = createContext<RouteLevel>({ outlet: null, params: {} });

/** The error a route's errorElement is showing. */
export const RouteErrorContext = createContext<unknown>(undefined);
