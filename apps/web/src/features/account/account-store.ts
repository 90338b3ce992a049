import type { Profile } from "@matinee/contracts";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { versionedPersist } from "../library";
import { ACCOUNT_KEY, notifyAccountChange } from "./stored-account";

export const ACCOUNT_VERSION = 1;

/** What this browser keeps of a logged-in account (PROTOCOLS §2.1; never the passphrase). */
export interface StoredAccount {
  token: string;
  userId: string;
  sessionId: string;
  /** As the server stores it: encrypted with the seed (`iv.cipher.tag`). */
  deviceName: string;
  profile: Profile;
  /** The 32-byte account seed, base64 (44 characters): signs nothing, opens device names. */
  seed: string;
}

export interface AccountState {
  account: StoredAccount | null;
  /** The viewer's own account server, instead of the configured one (set in the settings). */
  backendUrl: string | null;
}

const empty = (): AccountState => ({ account: null, backendUrl: null });

function text(value: unknown): value is string {
  return typeof value === "string";
}

function readProfile(value: unknown): Profile | undefined {
  const profile = value as Partial<Profile> | null | undefined;
  if (!text(profile?.colorA) || !text(profile.colorB) || !text(profile.icon)) return undefined;
  return { colorA: profile.colorA, colorB: profile.colorB, icon: profile.icon };
}

function readAccount(value: unknown): StoredAccount | null {
  const account = value as Partial<StoredAccount> | null | undefined;
  const profile = readProfile(account?.profile);
  if (!account || !profile) return null;
  const { token, userId, sessionId, deviceName, seed } = account;
  if (![token, userId, sessionId, deviceName, seed].every(text)) return null;
  return { token, userId, sessionId, deviceName, profile, seed } as StoredAccount;
}

const read = (state: unknown): AccountState => {
  const stored = state as Partial<AccountState> | null | undefined;
  return {
    account: readAccount(stored?.account),
    backendUrl: text(stored?.backendUrl) ? stored.backendUrl : null,
  };
};

export const useAccountStore = create<AccountState>()(
  persist(empty, versionedPersist({ key: ACCOUNT_KEY, version: ACCOUNT_VERSION, empty, read })),
);

// The header menu follows logins and logouts without loading this store (stored-account.ts).
useAccountStore.subscribe((state, previous) => {
  if (state.account !== previous.account) notifyAccountChange();
});

export function getAccount(): StoredAccount | null {
  return useAccountStore.getState().account;
}

export function setAccount(account: StoredAccount | null): void {
  useAccountStore.setState({ account });
}

export function updateAccount(changes: Partial<StoredAccount>): void {
  useAccountStore.setState(({ account }) => ({ account: account && { ...account, ...changes } }));
}

/** The account server: the viewer's own choice, else the configured one (PROTOCOLS §2.1). */
export function resolveBackendUrl(configured: string | null): string | null {
  return useAccountStore.getState().backendUrl ?? configured;
}

/**
 * Chooses the account server: `url`, or null for the configured one (`configured`), which a
 * `url` equal to it also means, so a later change of the operator's server is followed.
 */
export function setBackendUrl(url: string | null, configured: string | null): void {
  const own = url !== null && url !== configured ? url : null;
  useAccountStore.setState({ backendUrl: own });
}
