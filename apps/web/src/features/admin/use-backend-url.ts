import { useEffect, useState } from "react";
import { loadAccount } from "../account";
import { appConfig } from "../../shared/lib/config";

/**
 * The account server this browser uses: the viewer's own choice (settings) or the configured
 * one; `undefined` while the account code loads, null when there is none.
 */
export function useBackendUrl(): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const configured = appConfig().backendUrl;
    loadAccount()
      .then((account) => live && setUrl(account.resolveBackendUrl(configured)))
      .catch(() => live && setUrl(configured));
    return () => {
      live = false;
    };
  }, []);
  return url;
}
