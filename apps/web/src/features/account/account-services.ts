import { appConfig } from "../../shared/lib/config";
import type { AccountServices } from "./account-runners";

/**
 * What the account screens hand the flows: the configured account server (the viewer's own
 * choice, kept in the account store, beats it). start-app.tsx builds the same for the loops.
 */
export function accountServices(): AccountServices {
  return { backendUrl: appConfig().backendUrl };
}
