import { ed25519 } from "@noble/curves/ed25519.js";
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { validateMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import type { AuthResultDto } from "@matinee/contracts";
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";
import type { AccountApiOptions } from "../../src/account/account-api";
import { buildTestApp } from "../helper";

/** A clock the test moves by hand; starts at a fixed, whole second. */
export function createClock(start = Date.parse("2026-11-21T12:00:00.000Z")) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface KeyPair {
  publicKey: string;
  sign(message: string): string;
}

function keyPairFromSeed(seed: Uint8Array): KeyPair {
  return {
    publicKey: Buffer.from(ed25519.getPublicKey(seed)).toString("base64url"),
    sign: (message) =>
      Buffer.from(ed25519.sign(new TextEncoder().encode(message), seed)).toString("base64url"),
  };
}

/** The key pair a movie-web client derives from a mnemonic (PROTOCOLS.md §3.1). */
export function keysFromMnemonic(mnemonic: string): KeyPair {
  expect(validateMnemonic(mnemonic, wordlist)).toBe(true);
  const seed = pbkdf2(sha256, new TextEncoder().encode(mnemonic), "mnemonic", {
    c: 2048,
    dkLen: 32,
  });
  return keyPairFromSeed(seed);
}

export function randomKeys(): KeyPair {
  return keyPairFromSeed(ed25519.utils.randomSecretKey());
}

export const profile = { colorA: "#0A54FF", colorB: "#CF2E68", icon: "couch" };
export const userAgent = "Mozilla/5.0 (X11; Linux x86_64) vitest";

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * An app on the file's shared database with a hand-moved clock, and a client that registers
 * and logs in the way movie-web front ends do. Rate limits are off unless `env` turns them on.
 */
export async function createAccountApp(
  env: Record<string, string> = {},
  options: AccountApiOptions = {},
) {
  const clock = createClock();
  const app = await buildTestApp(
    { RATE_LIMITS: "false", ...env },
    { clock: clock.now, ...options },
  );
  const base = env.BASE_PATH ?? "";

  async function send(options: InjectOptions & { url: string }) {
    return app.inject({ ...options, url: `${base}${options.url}` });
  }

  async function challenge(flow: "register" | "login", body: object) {
    const response = await send({ method: "POST", url: `/auth/${flow}/start`, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ challenge: string }>().challenge;
  }

  /**
   * `POST /auth/register/complete` on a fresh challenge, its body changed by `change` (a bad
   * field, a forged signature from `sign`); the answer as it comes.
   */
  async function completeRegister(
    keys: Pick<KeyPair, "publicKey" | "sign"> = randomKeys(),
    change: object = {},
  ) {
    const code = await challenge("register", {});
    return send({
      method: "POST",
      url: "/auth/register/complete",
      headers: { "user-agent": userAgent },
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        namespace: "movie-web",
        device: "device-a",
        profile,
        ...change,
      },
    });
  }

  async function register(keys: KeyPair = randomKeys(), device = "device-a") {
    const response = await completeRegister(keys, { device });
    expect(response.statusCode, response.body).toBe(200);
    return { ...response.json<AuthResultDto>(), keys };
  }

  async function login(keys: KeyPair, device = "device-b") {
    const code = await challenge("login", { publicKey: keys.publicKey });
    const response = await send({
      method: "POST",
      url: "/auth/login/complete",
      headers: { "user-agent": userAgent },
      payload: {
        namespace: "movie-web",
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        device,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuthResultDto>();
  }

  return { app, clock, send, challenge, completeRegister, register, login };
}

export type AccountTestApp = Awaited<ReturnType<typeof createAccountApp>>;
export type { FastifyInstance };
