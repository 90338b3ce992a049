import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "../router";
import { TestProviders } from "./test-providers";

// Test helper: a screen in a router of its own.

/**
 * Renders `element` at `path` with the app's providers. Every other address shows the text
 * "elsewhere", so a test can tell that a link led away; `routePath` "*" keeps `element` on
 * every address instead (chrome that stays while pages change).
 */
export function renderInRouter(element: ReactNode, path = "/", routePath = path) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
