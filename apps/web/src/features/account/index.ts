// Public surface of the account feature: login, register, sync of bookmarks, progress and
// settings with an account server (README.md). Only `hasStoredAccount` and `useHasAccount` are
// eager, and tiny: the rest loads on demand, so a viewer without an account never downloads it.
export type { AuthErrorKey } from "./device-name-check";
export type {
  AuthOutcome,
  CompleteRegisterInput,
  MoveOutcome,
  MoveProblem,
  RegisterStart,
} from "./auth-flows";
export type { AccountServices, BackendUrlProblem, Device, StoredAccount } from "./account-runtime";
export { ACCOUNT_KEY, hasStoredAccount, useHasAccount } from "./stored-account";

/** The account loops, logout, devices, settings queue (a chunk of its own). */
export function loadAccount() {
  return import("./account-runtime");
}

/**
 * `login`, `startRegister`, `completeRegister` and `moveToServer`, with the passphrase crypto
 * (another chunk).
 */
export function loadAuthFlows() {
  return import("./auth-flows");
}

/** The `/login` and `/register` screens (with the flows and their crypto: a chunk of their own). */
export function loadAuthScreens() {
  return import("./screens/auth-screens");
}
