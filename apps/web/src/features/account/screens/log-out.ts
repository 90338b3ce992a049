import { waitAtMost } from "../../../shared/lib/wait-at-most";
import { forgetAccount, logout, type AccountServices } from "../account-runners";

/** How long a logout waits for the server to forget the session before this browser does. */
export const LOGOUT_WAIT_MS = 3_000;

/**
 * Logs out (PROTOCOLS §2.8) without waiting on a server that does not answer: the session is
 * deleted there if it can be, and forgotten here in any case.
 */
export async function logOutNow(services: AccountServices): Promise<void> {
  await waitAtMost(logout(services), LOGOUT_WAIT_MS);
  forgetAccount();
}
