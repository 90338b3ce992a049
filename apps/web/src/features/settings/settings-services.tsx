import { createContext, useContext, type ReactNode } from "react";
import type { AccountServices, loadAccount, loadAuthFlows, StoredAccount } from "../account";

/** The account's lazily loaded runtime: store, devices, profile, logout, server checks. */
export type AccountRuntime = Awaited<ReturnType<typeof loadAccount>>;

/** What a part of the logged-in account section is given. */
export interface LoggedInProps {
  runtime: AccountRuntime;
  account: StoredAccount;
}

/**
 * What the settings page needs of the account, handed in by app/ (which has the account's
 * index at hand already): were this chunk to import that index itself, the bundler would split
 * the index and what it uses out of the first visit's chunk, which costs `/` a request.
 */
export interface SettingsServices {
  /** The configured account server; `fetch` to reach it (tests hand in a fake). */
  account: AccountServices;
  loadAccount: () => Promise<AccountRuntime>;
  loadAuthFlows: typeof loadAuthFlows;
  /** Whether this browser holds an account (read from storage, without the account's code). */
  hasAccount: () => boolean;
}

const SettingsServicesContext = createContext<SettingsServices | null>(null);

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

export function useSettingsServices(): SettingsServices {
  const services = useContext(SettingsServicesContext);
  if (!services) throw new Error("useSettingsServices needs a SettingsServicesProvider above it");
  return services;
}
