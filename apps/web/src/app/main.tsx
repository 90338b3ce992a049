import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createI18n } from "../shared/i18n/i18n";
import { AppProviders } from "./AppProviders";
import { getConfig } from "./config";
import { ErrorBoundary } from "./ErrorBoundary";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";
import { createAppServices } from "./services";
import "./styles.css";

// Start-up: configuration, strings, services, then the router. Later issues add the stored-data
// migration and the account restore here, before the router renders.
const config = getConfig();
const i18n = createI18n();
const services = createAppServices(config);
const queryClient = createQueryClient();
const router = createAppRouter(config);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient} services={services}>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
