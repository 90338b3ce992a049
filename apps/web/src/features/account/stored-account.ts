/** localStorage key of the account store (kept tiny: app/ reads it on every start). */
export const ACCOUNT_KEY = "matinee::account";

/**
 * Whether this browser holds an account, read straight from storage so that a viewer without
 * one loads none of the account code (SPEC §6: sync only with an account).
 */
export function hasStoredAccount(storage: Pick<Storage, "getItem"> = localStorage): boolean {
  try {
    const raw = storage.getItem(ACCOUNT_KEY);
    const token = raw ? (JSON.parse(raw) as { state?: { account?: { token?: unknown } } }) : null;
    return typeof token?.state?.account?.token === "string";
  } catch {
    return false;
  }
}
