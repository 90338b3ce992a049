import type { AppConfig } from "@matinee/contracts";
import { createRouter, type History } from "../shared/router";
import { createAppRoutes } from "./routes";

/** The app's router over `history` (see `createAppHistory`). */
export function createAppRouter(config: AppConfig, history: History) {
  return createRouter(history, createAppRoutes({ isOpenCatalogue: config.isOpenCatalogue }));
}
