import { hasStoredAccount, loadAccount } from "../account";
import { setProxyUrls } from "../../shared/lib/proxy-urls-store";

/**
 * Makes `url` the viewer's proxy list (PROTOCOLS.md §4.7: the list becomes `[url]`), which
 * scraping reads from now on, and with an account queues `proxyUrls` for the account's other
 * devices, as Settings → Connections does.
 */
export function saveProxy(url: string): void {
  setProxyUrls([url]);
  if (!hasStoredAccount()) return;
  loadAccount()
    .then((account) => account.enqueueSettings({ proxyUrls: [url] }))
    .catch((reason: unknown) => console.error("[onboarding] the proxy was not synced", reason));
}
