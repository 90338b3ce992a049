import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "../../../shared/router";
import type { AppServices } from "../../../shared/lib/services";
import { createTestServices, TestProviders } from "../../../shared/testing/test-providers";
import "../strings";

/** Where the viewer went, for tests to read: "elsewhere /media/x?y". */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>{`elsewhere ${pathname}${search}`}</p>;
}

/**
 * Renders `page` at `path` (an onboarding address, query included) in a memory router of its
 * own; every other address shows "elsewhere <address>". The router is returned.
 */
export function renderOnboarding(
  page: ReactNode,
  path: string,
  services: AppServices = createTestServices(),
) {
  const pathname = new URL(path, "http://x").pathname;
  const router = createMemoryRouter(
    [
      { path: pathname, element: page },
      { path: "*", element: <Elsewhere /> },
    ],
    { initialEntries: ["/before", path] },
  );
  render(
    <TestProviders services={services}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
