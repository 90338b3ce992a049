import { readWhitelist, setAllowed, siteHost, type WhitelistStorage } from "../shared/whitelist";
import { byId, showOnly } from "./dom";
import { localize, type Translate } from "./i18n";

export interface PopupDeps {
  t: Translate;
  /** The URL of the tab the popup was opened on (known through `activeTab`). */
  currentTabUrl(): Promise<string | undefined>;
  hasHostPermission(): Promise<boolean>;
  storage: WhitelistStorage;
  /** Opens the PermissionRequest page in a new tab. */
  openSetup(): Promise<void>;
  close(): void;
}

const SECTIONS = ["setup", "site", "not-site"] as const;

/**
 * The toolbar popup: the setup screen while access to websites is not granted, else whether
 * the current site is allowed, with a switch to allow or disallow it (§5.4).
 */
export async function mountPopup(doc: Document, deps: PopupDeps): Promise<void> {
  localize(doc, deps.t);
  const [url, hasPermission] = await Promise.all([deps.currentTabUrl(), deps.hasHostPermission()]);
  if (!hasPermission) {
    showOnly(doc, SECTIONS, "setup");
    byId(doc, "setup-action").addEventListener("click", () => {
      void deps.openSetup().then(() => deps.close());
    });
    return;
  }
  const host = siteHost(url);
  if (host === null || url === undefined) {
    showOnly(doc, SECTIONS, "not-site");
    return;
  }
  showOnly(doc, SECTIONS, "site");
  byId(doc, "site-host").textContent = host;
  const toggle = byId<HTMLButtonElement>(doc, "site-toggle");
  const status = byId(doc, "site-status");
  const show = (allowed: boolean) => {
    toggle.setAttribute("aria-checked", String(allowed));
    status.textContent = deps.t(allowed ? "siteAllowed" : "siteNotAllowed");
  };
  show((await readWhitelist(deps.storage)).includes(host));
  toggle.addEventListener("click", () => {
    const allow = toggle.getAttribute("aria-checked") !== "true";
    toggle.disabled = true;
    void setAllowed(deps.storage, url, allow)
      .then((list) => show(list.includes(host)))
      .finally(() => {
        toggle.disabled = false;
      });
  });
}
