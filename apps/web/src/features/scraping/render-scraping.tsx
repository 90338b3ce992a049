import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "../../shared/router";
import { TestProviders } from "../../shared/testing/test-providers";
import { ScrapeEnvironmentProvider, type ScrapeEnvironment } from "./scrape-environment";

/** Renders a scraping component with the app's providers, a router and a fake environment. */
export function renderScraping(ui: ReactNode, environment: ScrapeEnvironment) {
  return render(
    <TestProviders>
      <MemoryRouter>
        <ScrapeEnvironmentProvider value={environment}>{ui}</ScrapeEnvironmentProvider>
      </MemoryRouter>
    </TestProviders>,
  );
}
