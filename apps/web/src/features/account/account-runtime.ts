// The account's lazily loaded surface (see index.ts): the loops, logout, the settings queue, the
// devices and profile actions, and the store. The login and register flows, which need the
// passphrase crypto, are a chunk of their own (auth-flows.ts).
export {
  currentSession,
  forgetAccount,
  logout,
  startAccountRunners,
  type AccountRunners,
  type AccountServices,
} from "./account-runners";
export {
  getAccount,
  resolveBackendUrl,
  setBackendUrl,
  useAccountStore,
  type StoredAccount,
} from "./account-store";
export {
  checkBackendUrl,
  normalizeBackendUrl,
  type BackendCheck,
  type BackendUrlProblem,
} from "./backend-check";
export { statusOf } from "./account-api";
export {
  currentDeviceName,
  deleteAccount,
  listDevices,
  removeDevice,
  renameDevice,
  updateProfile,
  type Device,
} from "./devices";
export { enqueueSettings } from "./settings-sync";
// The screens a logged-in start-up shows: the profile gate and the header menu's entries.
export { AccountMenuEntries } from "./screens/AccountMenuEntries";
export { ProfileGate } from "./screens/ProfileGate";
