import { extensionApi } from "../shared/browser-api";
import { pageDeps } from "./browser-deps";
import { mountPermissionGrant } from "./permission-grant";

mountPermissionGrant(document, {
  ...pageDeps(extensionApi()),
  redirectUrl: new URLSearchParams(location.search).get("redirectUrl"),
  navigate: (url) => location.replace(url),
});
