import { useSyncExternalStore } from "react";

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

const listeners = new Set<() => void>();

/**
 * Tells {@link useHasAccount} that the account may have changed (the account store calls it on
 * every login and logout). Later in the same task: the store writes localStorage after it
 * tells its own subscribers, and the hook reads localStorage.
 */
export function notifyAccountChange(): void {
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * Whether this browser holds an account, kept current for a render (the header menu) without
 * loading the account code: it changes on login and logout, here and in other tabs.
 */
export function useHasAccount(): boolean {
  return useSyncExternalStore(subscribe, () => hasStoredAccount());
}
