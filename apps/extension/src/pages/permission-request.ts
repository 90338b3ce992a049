import { byId } from "./dom";
import { localize, type Translate } from "./i18n";

export interface RequestDeps {
  t: Translate;
  /** Asks the browser for `<all_urls>`; must be called straight from the click (user gesture). */
  requestPermission(): Promise<boolean>;
}

/** The setup page the popup opens: asks for access to websites and says how it went. */
export function mountPermissionRequest(doc: Document, deps: RequestDeps): void {
  localize(doc, deps.t);
  const action = byId<HTMLButtonElement>(doc, "request-action");
  const status = byId(doc, "request-status");
  action.addEventListener("click", () => {
    const asked = deps.requestPermission();
    action.disabled = true;
    void asked
      .catch(() => false)
      .then((granted) => {
        status.textContent = deps.t(granted ? "requestDone" : "requestRefused");
        action.hidden = granted;
        action.disabled = false;
      });
  });
  action.focus();
}
