import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { loadAccount, type StoredAccount } from "../../account";
import { createMemoryRouter, RouterProvider, useLocation } from "../../../shared/router";
import { TestProviders } from "../../../shared/testing/test-providers";
import {
  SettingsServicesProvider,
  type AccountRuntime,
  type SettingsServices,
} from "../settings-services";
import "../strings";

// The settings controls against the account's real store and server checks, with the calls
// that reach the account server replaced by fakes a test drives (the account's own tests cover
// those calls; e2e/settings-account.e2e.ts the whole against the real server).

export const CONFIGURED_SERVER = "https://account.test";

export const testAccount: StoredAccount = {
  token: "token-1",
  userId: "user-1",
  sessionId: "session-1",
  deviceName: "iv.cipher.tag",
  profile: { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" },
  seed: "A".repeat(43) + "=",
};

type AuthFlows = Awaited<ReturnType<SettingsServices["loadAuthFlows"]>>;

export interface SettingsHarness {
  runtime: AccountRuntime;
  /** Where the app is (a test reads it after a navigation). */
  location: () => string;
}

/** A stand-in for the account's server calls, each a mock with a harmless default. */
export function fakeServerCalls(runtime: AccountRuntime) {
  return {
    currentDeviceName: vi.fn(() => Promise.resolve<string | null>("Living room")),
    listDevices: vi.fn(() =>
      Promise.resolve<Awaited<ReturnType<AccountRuntime["listDevices"]>>>([]),
    ),
    removeDevice: vi.fn(() => Promise.resolve()),
    renameDevice: vi.fn(() =>
      Promise.resolve<Awaited<ReturnType<AccountRuntime["renameDevice"]>>>({ ok: true }),
    ),
    updateProfile: vi.fn(() => Promise.resolve()),
    logout: vi.fn(() => {
      runtime.useAccountStore.setState({ account: null });
      return Promise.resolve();
    }),
    deleteAccount: vi.fn(() => {
      runtime.useAccountStore.setState({ account: null });
      return Promise.resolve();
    }),
  };
}

export async function renderSettings(
  ui: ReactNode | ((services: SettingsServices) => ReactNode),
  {
    account = null,
    backendUrl = null,
    configured = CONFIGURED_SERVER,
    fetch,
    calls,
    authFlows,
  }: {
    account?: StoredAccount | null;
    backendUrl?: string | null;
    configured?: string | null;
    fetch?: typeof globalThis.fetch;
    calls?: (runtime: AccountRuntime) => Partial<AccountRuntime>;
    authFlows?: Partial<AuthFlows>;
  } = {},
): Promise<SettingsHarness> {
  const real = await loadAccount();
  real.useAccountStore.setState({ account, backendUrl });
  const runtime: AccountRuntime = { ...real, ...fakeServerCalls(real), ...calls?.(real) };
  const services: SettingsServices = {
    account: { backendUrl: configured, fetch },
    loadAccount: () => Promise.resolve(runtime),
    loadAuthFlows: () => Promise.resolve(authFlows as AuthFlows),
    hasAccount: () => runtime.useAccountStore.getState().account !== null,
  };
  let where = "/settings";
  function Probe() {
    const { pathname, hash } = useLocation();
    where = `${pathname}${hash}`;
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <SettingsServicesProvider services={services}>
            <Probe />
            {typeof ui === "function" ? ui(services) : ui}
          </SettingsServicesProvider>
        ),
      },
    ],
    { initialEntries: ["/settings"] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { runtime, location: () => where };
}
