import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nProvider, type I18n } from "../shared/i18n";
import { ServicesProvider, type AppServices } from "../shared/lib/services";

interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  services: AppServices;
  children: ReactNode;
}

/** Everything features read from context: strings, the remote-data cache, services. */
export function AppProviders({ i18n, queryClient, services, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
