import { MAKE_REQUEST_RULE_ID } from "@matinee/contracts";
import { extensionApi } from "../shared/browser-api";
import { chromeDeps } from "./chrome-deps";
import { createMessageHandler } from "./handle-message";

const api = extensionApi();
const handle = createMessageHandler(chromeDeps(api));

// Registered at once, at the top level: a woken service worker gets the message that woke it.
api.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== api.runtime.id) return false;
  void handle(message, { url: sender.url, tabId: sender.tab?.id }).then(sendResponse);
  return true; // answers asynchronously
});

// A worker stopped in the middle of a request leaves its one-request rule behind.
const dropRequestRule = () =>
  api.declarativeNetRequest
    .updateDynamicRules({ removeRuleIds: [MAKE_REQUEST_RULE_ID] })
    .catch(() => undefined);
api.runtime.onStartup.addListener(() => void dropRequestRule());
api.runtime.onInstalled.addListener(() => void dropRequestRule());
