import { lazy } from "react";
import type { RouteObject } from "react-router";
import { NotFoundPage } from "../features/pages";
import { HomePage, LegacySearchRedirect, QuickSearch } from "../features/search";
import { AppShell, type AppShellProps } from "./AppShell";
import { RouteErrorScreen } from "./RouteErrorScreen";

// The media page (and hls.js behind it) is not part of the first-visit bundle.
const MediaPage = lazy(() =>
  import("../features/watch").then((module) => ({ default: module.MediaPage })),
);

/**
 * The route table (SPEC §2). Only the routes built so far exist; every other address, including
 * routes of screens still to come (about, settings, login…), gets the not-found page.
 */
export function createAppRoutes(shell: AppShellProps): RouteObject[] {
  return [
    {
      element: <AppShell {...shell} />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          // A page that fails to render is replaced inside the shell, so the header stays.
          errorElement: <RouteErrorScreen />,
          children: [
            {
              // One route element for `/` and `/browse/{query}`, so typing (which moves between
              // them) never remounts the page and the search box keeps its focus.
              element: <HomePage />,
              children: [
                { index: true, element: null },
                { path: "browse/:query?", element: null },
              ],
            },
            { path: "search/:type/:query?", element: <LegacySearchRedirect /> },
            { path: "s/:query?", element: <QuickSearch /> },
            { path: "media/:media", element: <MediaPage /> },
            { path: "media/:media/:season/:episode", element: <MediaPage /> },
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
