import type { AppConfig } from "@matinee/contracts";
import { createBrowserHistory, createHashHistory, type History } from "../shared/router";

/**
 * The address the app reads its pages from: the path itself when the host rewrites every path to
 * index.html (`VITE_NORMAL_ROUTER`), else what follows `#`, which works on any static host.
 * Made at start-up, before the router (whose routes are the pages' code), so the first page is
 * known at once.
 */
export function createAppHistory(config: Pick<AppConfig, "normalRouter">): History {
  return config.normalRouter ? createBrowserHistory() : createHashHistory();
}
