import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { ServicesProvider, type AppServices } from "../shared/lib/services";

interface AppProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  services: AppServices;
  children: ReactNode;
}

/** Everything features read from context: strings, the remote-data cache, services. */
export function AppProviders({ i18n, queryClient, services, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
