import { createContext, useContext, type ReactNode } from "react";
import { appConfig } from "../../shared/lib/config";
import { loadAccount, loadAuthFlows, type AccountServices, type StoredAccount } from "../account";

/** The account's lazily loaded runtime: store, devices, profile, logout, server checks. */
export type AccountRuntime = Awaited<ReturnType<typeof loadAccount>>;

/** What a part of the logged-in account section is given. */
export interface LoggedInProps {
  runtime: AccountRuntime;
  account: StoredAccount;
}

/** What the settings page needs from outside: the account's code and services. */
export interface SettingsServices {
  /** The configured account server; `fetch` to reach it (tests hand in a fake). */
  account: AccountServices;
  loadAccount: () => Promise<AccountRuntime>;
  loadAuthFlows: typeof loadAuthFlows;
}

const SettingsServicesContext = createContext<SettingsServices | null>(null);

/** Hands the page other services than the app's (tests). */
export function SettingsServicesProvider({
  services,
  children,
}: {
  services: SettingsServices;
  children: ReactNode;
}) {
  return (
    <SettingsServicesContext.Provider value={services}>{children}</SettingsServicesContext.Provider>
  );
}

let appServices: SettingsServices | undefined;

export function useSettingsServices(): SettingsServices {
  const services = useContext(SettingsServicesContext);
  if (services) return services;
  appServices ??= {
    account: { backendUrl: appConfig().backendUrl },
    loadAccount,
    loadAuthFlows,
  };
  return appServices;
}
