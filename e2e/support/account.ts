import {
  deriveSeed,
  encodeSeed,
  encryptDeviceName,
  generatePassphrase,
  publicKeyOf,
  signChallenge,
} from "@matinee/account";
import type { Page } from "playwright-core";

// An account made the way the web app makes one (the same crypto package), for journeys that
// need one before the account screens exist, and helpers to read what the server holds.

export interface TestAccount {
  passphrase: string;
  token: string;
  userId: string;
  sessionId: string;
  deviceName: string;
  seed: string;
}

const profile = { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" };

export async function accountCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "user-agent": "matinee-e2e",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

interface AuthAnswer {
  token: string;
  user: { id: string };
  session: { id: string; device: string };
}

/** Registers (a new passphrase) or logs in (a given one) as a movie-web client does. */
export async function signIn(
  baseUrl: string,
  deviceName: string,
  passphrase?: string,
): Promise<TestAccount> {
  const phrase = passphrase ?? generatePassphrase();
  const seed = deriveSeed(phrase);
  const publicKey = publicKeyOf(seed);
  const flow = passphrase ? "login" : "register";
  const { challenge } = await accountCall<{ challenge: string }>(
    baseUrl,
    "POST",
    `/auth/${flow}/start`,
    { body: passphrase ? { publicKey } : {} },
  );
  const answer = await accountCall<AuthAnswer>(baseUrl, "POST", `/auth/${flow}/complete`, {
    body: {
      namespace: "movie-web",
      publicKey,
      challenge: { code: challenge, signature: signChallenge(challenge, seed) },
      device: await encryptDeviceName(deviceName, seed),
      profile,
    },
  });
  return {
    passphrase: phrase,
    token: answer.token,
    userId: answer.user.id,
    sessionId: answer.session.id,
    deviceName: answer.session.device,
    seed: encodeSeed(seed),
  };
}

/**
 * Puts the account in the page's storage before the app starts, as a login would have left it;
 * `backendUrl` is the viewer's own account server, when not the page's.
 */
export async function seedAccount(page: Page, account: TestAccount, backendUrl?: string) {
  const { token, userId, sessionId, deviceName, seed } = account;
  const stored = {
    state: { account: { token, userId, sessionId, deviceName, seed, profile }, backendUrl },
    version: 1,
  };
  await page.addInitScript((value) => {
    if (!localStorage.getItem("matinee::account")) {
      localStorage.setItem("matinee::account", value);
    }
  }, JSON.stringify(stored));
}

export async function serverBookmarks(baseUrl: string, account: TestAccount): Promise<string[]> {
  const rows = await accountCall<Array<{ tmdbId: string }>>(
    baseUrl,
    "GET",
    `/users/${account.userId}/bookmarks`,
    { token: account.token },
  );
  return rows.map((row) => row.tmdbId).sort();
}

/** The account's progress rows on the server: title id and seconds watched. */
export async function serverProgress(
  baseUrl: string,
  account: TestAccount,
): Promise<Array<{ tmdbId: string; watched: number }>> {
  const rows = await accountCall<Array<{ tmdbId: string; watched: number | string }>>(
    baseUrl,
    "GET",
    `/users/${account.userId}/progress`,
    { token: account.token },
  );
  return rows.map((row) => ({ tmdbId: row.tmdbId, watched: Number(row.watched) }));
}

/** Polls until `read` gives what `done` wants (or the time is up); returns the last reading. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read().catch(() => value);
  }
  return value;
}
