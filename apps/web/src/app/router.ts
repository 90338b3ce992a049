import type { AppConfig } from "@matinee/contracts";
import { createBrowserRouter, createHashRouter } from "../shared/router";
import { createAppRoutes } from "./routes";

/**
 * History-API routing when the host rewrites every path to index.html (`VITE_NORMAL_ROUTER`),
 * else hash routing, which works on any static host.
 */
export function createAppRouter(config: AppConfig) {
  const routes = createAppRoutes({ isOpenCatalogue: config.isOpenCatalogue });
  return config.normalRouter ? createBrowserRouter(routes) : createHashRouter(routes);
}
