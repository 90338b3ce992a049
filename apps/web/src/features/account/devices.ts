import { decodeSeed, decryptDeviceName, encryptDeviceName } from "@matinee/account";
import type { Profile } from "@matinee/contracts";
import { updateAccount, type StoredAccount } from "./account-store";
import { currentSession, forgetAccount, type AccountServices } from "./account-runners";
import { checkDeviceName, type AuthErrorKey } from "./device-name-check";

/** One session of the account, as the devices list shows it. */
export interface Device {
  id: string;
  /** Decrypted here; null when it cannot be read (show `account.devices.unknownName`, quirk 16). */
  name: string | null;
  current: boolean;
  createdAt: string;
  accessedAt: string;
}

function requireSession(services: AccountServices) {
  const session = currentSession(services);
  if (!session) throw new Error("not logged in");
  return session;
}

/** The account's devices, names decrypted locally: this one first, the others by name. */
export async function listDevices(services: AccountServices): Promise<Device[]> {
  const { api, userId, account } = requireSession(services);
  const seed = decodeSeed(account.seed);
  const sessions = await api.sessions(userId);
  const devices = await Promise.all(
    sessions.map(async (session): Promise<Device> => {
      const name = await decryptDeviceName(String(session.device), seed);
      return {
        id: session.id,
        name: name.ok ? name.name : null,
        current: session.id === account.sessionId,
        createdAt: session.createdAt,
        accessedAt: session.accessedAt,
      };
    }),
  );
  return devices.sort(
    (a, b) => Number(b.current) - Number(a.current) || (a.name ?? "").localeCompare(b.name ?? ""),
  );
}

/** This device's name, decrypted here; null when it cannot be read (quirk 16). */
export async function currentDeviceName(account: StoredAccount): Promise<string | null> {
  const name = await decryptDeviceName(account.deviceName, decodeSeed(account.seed));
  return name.ok ? name.name : null;
}

/** Removes another device's session (its next call finds itself logged out). */
export async function removeDevice(services: AccountServices, sessionId: string): Promise<void> {
  await requireSession(services).api.deleteSession(sessionId);
}

/** Renames this device: encrypted with the seed, kept here as the server stores it. */
export async function renameDevice(
  services: AccountServices,
  name: string,
): Promise<{ ok: true } | { ok: false; error: AuthErrorKey }> {
  const checked = checkDeviceName(name);
  if (!checked.ok) return checked;
  const { api, account } = requireSession(services);
  const stored = await encryptDeviceName(checked.deviceName, decodeSeed(account.seed));
  await api.renameSession(account.sessionId, stored);
  updateAccount({ deviceName: stored });
  return { ok: true };
}

export async function updateProfile(services: AccountServices, profile: Profile): Promise<void> {
  const { api, userId } = requireSession(services);
  const user = await api.updateProfile(userId, profile);
  updateAccount({ profile: user.profile });
}

/** Deletes the account on the server for real (quirk 11: a DELETE), then forgets it here. */
export async function deleteAccount(services: AccountServices): Promise<void> {
  const { api, userId } = requireSession(services);
  await api.deleteUser(userId);
  forgetAccount();
}
