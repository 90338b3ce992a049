// Public surface of the settings feature: the /settings page, loaded on demand by the router
// (nothing of it is in the first visit of `/`).
export { SettingsPage } from "./SettingsPage";
export type { SettingsServices } from "./settings-services";
