import { extensionApi } from "../shared/browser-api";
import { startRelay } from "./relay";

const api = extensionApi();
startRelay(window, (request) => api.runtime.sendMessage(request));
