import { extensionApi } from "../shared/browser-api";
import { pageDeps } from "./browser-deps";
import { mountPopup } from "./popup";

const api = extensionApi();
void mountPopup(document, {
  ...pageDeps(api),
  currentTabUrl: async () => (await api.tabs.query({ active: true, currentWindow: true }))[0]?.url,
  openSetup: async () => {
    await api.tabs.create({ url: api.runtime.getURL("tabs/PermissionRequest.html") });
  },
  close: () => window.close(),
});
