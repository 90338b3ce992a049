import { extensionApi } from "../shared/browser-api";
import { pageDeps } from "./browser-deps";
import { mountPermissionRequest } from "./permission-request";

mountPermissionRequest(document, pageDeps(extensionApi()));
