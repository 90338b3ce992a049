import type { RemoteSettings } from "@matinee/domain";
import { setProxyUrls } from "../../shared/lib/proxy-urls-store";
import { applySyncedTheme } from "../../shared/theme";
import { applyRemoteLanguage } from "../../shared/i18n";
import { applySyncedSubtitleLanguage } from "../../shared/subtitles";
import { clearLibrary } from "../library";
import { createAccountApi, type AccountApi } from "./account-api";
import { getAccount, resolveBackendUrl, setAccount, type StoredAccount } from "./account-store";
import { createLeadership } from "./leader";
import { startLibrarySync } from "./library-sync";
import { createOutboxStore, type OutboxStore } from "./outbox-store";
import { RESTORE_INTERVAL_MS, restoreAccount, type RestoreResult } from "./restore";
import { startSyncRunner } from "./sync-runner";
import "./strings";

/** What the account needs from app/ (features never import app/). */
export interface AccountServices {
  /** The configured account server (`VITE_BACKEND_URL`); the viewer's own choice beats it. */
  backendUrl: string | null;
  /**
   * Applies synced settings after a restore, beside what the account applies itself (the
   * theme, the interface language and the default subtitle language).
   */
  onRemoteSettings?: (settings: RemoteSettings) => void;
  fetch?: typeof fetch;
}

export interface AccountSession {
  api: AccountApi;
  userId: string;
  account: StoredAccount;
}

/** The logged-in account and a client for its server, or null. */
export function currentSession(services: AccountServices): AccountSession | null {
  const account = getAccount();
  const baseUrl = resolveBackendUrl(services.backendUrl);
  if (!account || !baseUrl) return null;
  const api = createAccountApi({ baseUrl, token: account.token, fetch: services.fetch });
  return { api, userId: account.userId, account };
}

let outbox: OutboxStore | undefined;

/** This tab's view of the durable outbox. */
export function getOutbox(): OutboxStore {
  outbox ??= createOutboxStore();
  return outbox;
}

export interface AccountRunners {
  /** The first restore (resolved at once when the caller restored already). */
  ready: Promise<void>;
  /** The same, with its outcome: rejected when the server could not be asked (start-up shows it). */
  firstRestore: Promise<RestoreResult>;
  /** Sends what is due now (this tab sends only while it leads). */
  flush(): Promise<void>;
  restore(): Promise<RestoreResult>;
  stop(): void;
}

let running: AccountRunners | null = null;

/**
 * The synced settings every restore applies, whoever started the loops (start-up, a login, a
 * registration, a move to another server): the theme, the interface language when the
 * interface offers it, and the default subtitle language.
 */
function applyRemoteSettings(settings: RemoteSettings): void {
  applySyncedTheme(settings.applicationTheme);
  if (settings.applicationLanguage) applyRemoteLanguage(settings.applicationLanguage);
  // null is "none on the server" (an empty list reads as unset, quirk 15) or "changed here, not
  // sent yet": either way this browser's list stays, as the theme does.
  if (settings.proxyUrls) setProxyUrls(settings.proxyUrls);
  applySyncedSubtitleLanguage(settings.defaultSubtitleLanguage);
}

/**
 * Starts the account's loops for the life of the page, once (a second call returns the first's
 * handle): every library edit queued in the outbox, the outbox sent every 5 s by the leading
 * tab, and a restore now (unless `restored`) and every 12 h (PROTOCOLS §2.5-§2.6).
 */
export function startAccountRunners(
  services: AccountServices,
  { restored = false }: { restored?: boolean } = {},
): AccountRunners {
  if (running) return running;
  const queue = getOutbox();
  const leadership = createLeadership();
  const stopLibrarySync = startLibrarySync(queue);
  const restore = async (): Promise<RestoreResult> => {
    const session = currentSession(services);
    if (!session) return "loggedOut";
    return restoreAccount({
      api: session.api,
      userId: session.userId,
      outbox: queue,
      forget: forgetAccount,
      onRemoteSettings: (settings) => {
        applyRemoteSettings(settings);
        services.onRemoteSettings?.(settings);
      },
    });
  };
  const logFailure = (error: unknown) => console.error("[account] restore failed", error);
  const sync = startSyncRunner({
    outbox: queue,
    session: () => currentSession(services),
    isLeader: () => leadership.isLeader(),
    // A restore asks /users/@me first and forgets the account when the session is gone.
    onUnauthorized: () => restore().then(() => undefined, logFailure),
  });
  const timer = setInterval(() => void restore().catch(logFailure), RESTORE_INTERVAL_MS);
  const firstRestore = restored ? Promise.resolve<RestoreResult>("restored") : restore();
  const handle: AccountRunners = {
    ready: firstRestore.then(() => undefined, logFailure),
    firstRestore,
    flush: () => sync.flush(),
    restore,
    stop() {
      clearInterval(timer);
      sync.stop();
      leadership.stop();
      stopLibrarySync();
      if (running === handle) running = null;
    },
  };
  running = handle;
  return handle;
}

/**
 * Forgets the account in this browser (PROTOCOLS §2.8): the loops stop, and the account, the
 * bookmarks, the progress and the unsent edits go. Settings and the server choice stay.
 */
export function forgetAccount(): void {
  running?.stop();
  setAccount(null);
  clearLibrary();
  getOutbox().clear();
}

/** Logs out: the server forgets the session (errors ignored), then this browser does. */
export async function logout(services: AccountServices): Promise<void> {
  const session = currentSession(services);
  if (session) await session.api.deleteSession(session.account.sessionId).catch(() => undefined);
  forgetAccount();
}
