import { decodeSeed, decryptDeviceName } from "@matinee/account";
import { useEffect, useState } from "react";
import { useAccountStore } from "../account-store";

/**
 * This device's name, decrypted with the account's seed (the store keeps it as the server
 * does). Null until it is read, and when it cannot be (`account.devices.unknownName`, quirk 16).
 */
export function useDeviceName(): { name: string | null; loading: boolean } {
  const account = useAccountStore((state) => state.account);
  const [read, setRead] = useState<{ from: string; name: string | null } | null>(null);
  const stored = account?.deviceName ?? null;
  const seed = account?.seed ?? null;

  useEffect(() => {
    if (stored === null || seed === null) return;
    let current = true;
    // A seed that does not decode throws: then too the name cannot be read.
    Promise.resolve()
      .then(() => decryptDeviceName(stored, decodeSeed(seed)))
      .then(
        (result) => current && setRead({ from: stored, name: result.ok ? result.name : null }),
        () => current && setRead({ from: stored, name: null }),
      );
    return () => {
      current = false;
    };
  }, [stored, seed]);

  const fresh = read !== null && read.from === stored;
  return { name: fresh ? read.name : null, loading: stored !== null && !fresh };
}
