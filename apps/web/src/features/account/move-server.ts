import { decodeSeed, publicKeyOf, signChallenge } from "@matinee/account";
import type { AuthResultDto, MetaDto, SettingsInput } from "@matinee/contracts";
import { bookmarksToImport, progressToImport, readRemoteSettings } from "@matinee/domain";
import { getLibrary } from "../library";
import { createAccountApi, statusOf, type AccountApi } from "./account-api";
import { currentSession, startAccountRunners, type AccountServices } from "./account-runners";
import { resolveBackendUrl, setAccount, setBackendUrl, type StoredAccount } from "./account-store";
import { checkBackendUrl, normalizeBackendUrl, type BackendUrlProblem } from "./backend-check";

/** The namespace movie-web clients register under (as auth-flows.ts). */
const NAMESPACE = "movie-web";

/** Why a move did not happen (keys under `settings.move.errors`); nothing changed here. */
export type MoveProblem =
  | BackendUrlProblem
  | "notLoggedIn"
  | "sameServer"
  /** The server wants a captcha to register: register there first, then move. */
  | "captchaRequired"
  /** The server refused the account's key or the registration. */
  | "refused"
  /** The data could not be sent there. */
  | "uploadFailed";

export type MoveOutcome = { ok: true; meta: MetaDto } | { ok: false; problem: MoveProblem };

class MoveFailure extends Error {
  constructor(readonly problem: MoveProblem) {
    super(problem);
  }
}

/** A problem of a failed call to the other server: no answer, or it said no. */
function callProblem(error: unknown): MoveProblem {
  return statusOf(error) === null ? "unreachable" : "refused";
}

/**
 * Signs in on the other server with this account's own key (the seed is kept, the passphrase is
 * not needed): a login when the key is known there, else a registration with the same device
 * name and profile. The passphrase then opens the account on both servers.
 */
async function signInWithKey(
  target: AccountApi,
  account: StoredAccount,
  meta: MetaDto,
): Promise<AuthResultDto> {
  const seed = decodeSeed(account.seed);
  const publicKey = publicKeyOf(seed);
  const answer = (challenge: string) => ({
    code: challenge,
    signature: signChallenge(challenge, seed),
  });
  try {
    // 401: the key is unknown there.
    const login = await target.loginStart(publicKey).catch((error: unknown) => {
      if (statusOf(error) === 401) return null;
      throw error;
    });
    if (login) {
      return await target.loginComplete({
        namespace: NAMESPACE,
        challenge: answer(login.challenge),
        publicKey,
        device: account.deviceName,
      });
    }
    if (meta.hasCaptcha) throw new MoveFailure("captchaRequired");
    const { challenge } = await target.registerStart();
    return await target.registerComplete({
      namespace: NAMESPACE,
      challenge: answer(challenge),
      publicKey,
      device: account.deviceName,
      profile: account.profile,
    });
  } catch (error) {
    throw error instanceof MoveFailure ? error : new MoveFailure(callProblem(error));
  }
}

/** The synced settings this account has on its current server (none when it cannot tell). */
async function currentSettings(api: AccountApi, userId: string): Promise<SettingsInput> {
  try {
    const settings = readRemoteSettings(await api.settings(userId));
    return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== null));
  } catch (error) {
    console.warn("[account] the settings could not be read from the current server", error);
    return {};
  }
}

/** Bookmarks, progress and settings to the other server, in three calls side by side. */
async function upload(api: AccountApi, userId: string, settings: SettingsInput): Promise<void> {
  const { bookmarks, progress } = getLibrary();
  const bookmarkItems = bookmarksToImport(bookmarks);
  const progressItems = progressToImport(progress);
  await Promise.all([
    bookmarkItems.length > 0 ? api.putBookmarks(userId, bookmarkItems) : null,
    progressItems.length > 0 ? api.importProgress(userId, progressItems) : null,
    Object.keys(settings).length > 0 ? api.putSettings(userId, settings) : null,
  ]);
}

/**
 * Moves the logged-in account to another account server (issue 15, "move to another server"):
 * checks the address (`GET /meta`), signs in there with the account's key (or registers it),
 * uploads everything this browser holds and the synced settings, and only then switches to it:
 * this browser's account and server become the new ones, and the old server's session ends
 * (the data stays there). Any failure before the switch leaves everything as it was.
 */
export async function moveToServer(input: string, services: AccountServices): Promise<MoveOutcome> {
  const session = currentSession(services);
  if (!session) return { ok: false, problem: "notLoggedIn" };
  const check = await checkBackendUrl(input, { fetch: services.fetch });
  if (!check.ok) return { ok: false, problem: check.problem };
  const from = normalizeBackendUrl(resolveBackendUrl(services.backendUrl) ?? "");
  if (check.url === from) return { ok: false, problem: "sameServer" };

  const target = createAccountApi({ baseUrl: check.url, fetch: services.fetch });
  let result: AuthResultDto;
  try {
    result = await signInWithKey(target, session.account, check.meta);
  } catch (error) {
    if (!(error instanceof MoveFailure)) throw error;
    return { ok: false, problem: error.problem };
  }
  const moved = createAccountApi({
    baseUrl: check.url,
    token: result.token,
    fetch: services.fetch,
  });
  try {
    await upload(moved, result.user.id, await currentSettings(session.api, session.userId));
  } catch (error) {
    console.error("[account] the move could not upload the data", error);
    await moved.deleteSession(result.session.id).catch(() => undefined);
    return { ok: false, problem: "uploadFailed" };
  }

  setBackendUrl(check.url, services.backendUrl);
  setAccount({
    token: result.token,
    userId: result.user.id,
    sessionId: result.session.id,
    deviceName: result.session.device,
    profile: result.user.profile,
    seed: session.account.seed,
  });
  // The old server's session ends (its data stays); unsent edits now go to the new server.
  await session.api.deleteSession(session.account.sessionId).catch(() => undefined);
  await startAccountRunners(services)
    .restore()
    .catch((error: unknown) =>
      console.error("[account] the first restore after the move failed", error),
    );
  return { ok: true, meta: check.meta };
}
