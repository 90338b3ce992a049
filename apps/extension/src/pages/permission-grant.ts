import { setAllowed, siteHost, type WhitelistStorage } from "../shared/whitelist";
import { byId, showOnly } from "./dom";
import { localize, type Translate } from "./i18n";

export interface GrantDeps {
  t: Translate;
  /** The page's `redirectUrl` query parameter: the site asking, to go back to. */
  redirectUrl: string | null;
  /** Asks the browser for `<all_urls>`; must be called straight from the click (user gesture). */
  requestPermission(): Promise<boolean>;
  storage: WhitelistStorage;
  navigate(url: string): void;
}

/**
 * The page `openPage{PermissionGrant}` opens (§5.4): names the site asking, and on "Allow"
 * asks the browser for access to websites; once granted, adds the site to the whitelist. Either
 * way it goes back to the site.
 */
export function mountPermissionGrant(doc: Document, deps: GrantDeps): void {
  localize(doc, deps.t);
  const redirectUrl = deps.redirectUrl;
  const host = siteHost(redirectUrl ?? undefined);
  if (redirectUrl === null || host === null) {
    showOnly(doc, ["grant", "bad-url"], "bad-url");
    return;
  }
  showOnly(doc, ["grant", "bad-url"], "grant");
  byId(doc, "grant-text").textContent = deps.t("grantText", [host]);
  const allow = byId<HTMLButtonElement>(doc, "grant-allow");
  const decline = byId<HTMLButtonElement>(doc, "grant-decline");
  const status = byId(doc, "grant-status");

  allow.addEventListener("click", () => {
    const asked = deps.requestPermission(); // first, while the click still counts as a gesture
    allow.disabled = decline.disabled = true;
    void asked
      .catch(() => false)
      .then(async (granted) => {
        if (granted) await setAllowed(deps.storage, redirectUrl, true);
        else status.textContent = deps.t("grantRefused");
      })
      .finally(() => deps.navigate(redirectUrl));
  });
  decline.addEventListener("click", () => deps.navigate(redirectUrl));
  allow.focus();
}
