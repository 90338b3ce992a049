import { extensionApi } from "../shared/browser-api";
import { startRelay } from "./relay";

// Says to the page, before its scripts run (document_start), that a Matinee extension is here:
// the web app then waits for its hello before a search, and need not otherwise.
document.documentElement.setAttribute("data-matinee-extension", "");

const api = extensionApi();
startRelay(window, (request) => api.runtime.sendMessage(request));
