import { afterEach, beforeEach, vi } from "vitest";
import { clearLibrary } from "../../library";
import { forgetAccount } from "../account-runners";
import { useAccountStore } from "../account-store";
import { createFakeAccountServer, type FakeAccountServer } from "./fake-account-server";

/**
 * Every test of the calling file starts in a browser without an account or library, beside a
 * new fake account server (`fresh.server`); the account's loops stop after each. Failures the
 * flows log on purpose stay out of the output.
 */
export function withFreshAccount(): { server: FakeAccountServer } {
  const fresh = { server: createFakeAccountServer() };
  beforeEach(() => {
    localStorage.clear();
    useAccountStore.setState({ account: null, backendUrl: null });
    clearLibrary();
    fresh.server = createFakeAccountServer();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    forgetAccount();
    vi.restoreAllMocks();
  });
  return fresh;
}
