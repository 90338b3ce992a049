import {
  deriveSeed,
  encodeSeed,
  encryptDeviceName,
  generatePassphrase,
  publicKeyOf,
  signChallenge,
} from "@matinee/account";
import type { AuthResultDto, MetaDto, Profile, SettingsInput } from "@matinee/contracts";
import { createAccountApi, statusOf, type AccountApi } from "./account-api";
import { getOutbox, startAccountRunners, type AccountServices } from "./account-runners";
import { getAccount, resolveBackendUrl, setAccount } from "./account-store";
import {
  checkLoginInput,
  checkRegisterInput,
  type AuthErrorKey,
  type RegisterInput,
} from "./auth-validation";
import { importLocalLibrary } from "./import-library";

/** The namespace movie-web clients register under (its admin page counts it). */
export const ACCOUNT_NAMESPACE = "movie-web";

export type AuthOutcome = { ok: true } | { ok: false; error: AuthErrorKey };

function apiFor(services: AccountServices, token?: string): AccountApi | null {
  const baseUrl = resolveBackendUrl(services.backendUrl);
  return baseUrl ? createAccountApi({ baseUrl, token, fetch: services.fetch }) : null;
}

/** After the server answered with a session: asks who it is and keeps the account. */
async function keepAccount(
  services: AccountServices,
  result: AuthResultDto,
  seed: Uint8Array,
): Promise<AccountApi | null> {
  const api = apiFor(services, result.token);
  if (!api) return null;
  const me = await api.me();
  setAccount({
    token: result.token,
    userId: me.user.id,
    sessionId: result.session.id,
    deviceName: me.session.device,
    profile: me.user.profile,
    seed: encodeSeed(seed),
  });
  return api;
}

/**
 * The first sync of a new session: upload the local library (§2.4) and `settings`, restore
 * (§2.5), start the loops. It never fails the login: what did not reach the server waits in
 * the outbox.
 */
async function firstSync(
  services: AccountServices,
  api: AccountApi | null,
  settings?: SettingsInput,
): Promise<void> {
  const account = getAccount();
  if (!api || !account) return;
  try {
    const outbox = getOutbox();
    await importLocalLibrary(api, account.userId, outbox);
    if (settings) outbox.enqueue({ kind: "settingsPut", settings, at: Date.now() });
    const runners = startAccountRunners(services, { restored: true });
    await runners.flush();
    await runners.restore();
  } catch (error) {
    console.error("[account] the first sync failed; the outbox keeps what was not sent", error);
  }
}

/**
 * Logs in with a passphrase (PROTOCOLS §2.2): checks the input, proves the key with a signed
 * challenge, keeps the account, uploads the local library and restores. A 401 anywhere means
 * the passphrase belongs to no account here: the same message as a bad passphrase.
 */
export async function login(
  input: { passphrase: string; deviceName: string },
  services: AccountServices,
): Promise<AuthOutcome> {
  const checked = checkLoginInput(input);
  if (!checked.ok) return checked;
  const api = apiFor(services);
  if (!api) return { ok: false, error: "auth.verify.noBackendUrl" };
  const seed = deriveSeed(checked.passphrase);
  const publicKey = publicKeyOf(seed);
  try {
    const { challenge } = await api.loginStart(publicKey);
    const result = await api.loginComplete({
      namespace: ACCOUNT_NAMESPACE,
      challenge: { code: challenge, signature: signChallenge(challenge, seed) },
      publicKey,
      device: await encryptDeviceName(checked.deviceName, seed),
    });
    const session = await keepAccount(services, result, seed);
    await firstSync(services, session);
    return { ok: true };
  } catch (error) {
    if (statusOf(error) === 401) return { ok: false, error: "auth.login.validationError" };
    console.error("[account] login failed", error);
    return { ok: false, error: "auth.login.connectionError" };
  }
}

export type RegisterStart =
  { ok: true; meta: MetaDto; passphrase: string } | { ok: false; error: AuthErrorKey };

/**
 * Register steps 1 and 2 (PROTOCOLS §2.3): what the server says of itself (`GET /meta`, for
 * the viewer to trust it; its captcha settings) and a new passphrase to show.
 */
export async function startRegister(services: AccountServices): Promise<RegisterStart> {
  const api = apiFor(services);
  if (!api) return { ok: false, error: "auth.verify.noBackendUrl" };
  try {
    const meta = await api.meta();
    if (typeof meta?.name !== "string") return { ok: false, error: "auth.trust.failed.title" };
    return { ok: true, meta, passphrase: generatePassphrase() };
  } catch {
    return { ok: false, error: "auth.trust.failed.title" };
  }
}

export interface CompleteRegisterInput {
  passphrase: string;
  typedPassphrase: string;
  deviceName: string;
  profile: Profile | null;
  meta: Pick<MetaDto, "hasCaptcha">;
  captchaToken?: string | null;
  /** This browser's settings to keep on the server (language, theme, subtitle language). */
  settings?: SettingsInput;
}

/** Register steps 3 and 4 (PROTOCOLS §2.3): checks, creates the account, then as a login. */
export async function completeRegister(
  input: CompleteRegisterInput,
  services: AccountServices,
): Promise<AuthOutcome> {
  const form: RegisterInput = {
    ...input,
    backendUrl: resolveBackendUrl(services.backendUrl),
    hasCaptcha: input.meta.hasCaptcha,
  };
  const checked = checkRegisterInput(form);
  if (!checked.ok) return checked;
  const api = apiFor(services);
  if (!api) return { ok: false, error: "auth.verify.noBackendUrl" };
  const seed = deriveSeed(checked.passphrase);
  const publicKey = publicKeyOf(seed);
  try {
    const { challenge } = await api.registerStart(input.captchaToken ?? undefined);
    const result = await api.registerComplete({
      namespace: ACCOUNT_NAMESPACE,
      challenge: { code: challenge, signature: signChallenge(challenge, seed) },
      publicKey,
      device: await encryptDeviceName(checked.deviceName, seed),
      profile: checked.profile,
    });
    const session = await keepAccount(services, result, seed);
    await firstSync(services, session, input.settings);
    return { ok: true };
  } catch (error) {
    console.error("[account] registration failed", error);
    const captchaRefused = statusOf(error) === 400 && input.meta.hasCaptcha;
    return {
      ok: false,
      error: captchaRefused ? "auth.verify.recaptchaFailed" : "auth.verify.registrationFailed",
    };
  }
}

// Moving the account to another server signs in there with the account's key: the same crypto.
export { moveToServer, type MoveOutcome, type MoveProblem } from "./move-server";
