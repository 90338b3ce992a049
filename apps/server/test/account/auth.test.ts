import { describe, expect, it } from "vitest";
import { signSessionToken } from "../../src/auth/session-token";
import {
  bearer,
  createAccountApp,
  keysFromMnemonic,
  profile,
  randomKeys,
  userAgent,
} from "./harness";

const VECTOR_A =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
const VECTOR_A_PUBLIC_KEY = "VBC9WUuOt4TDveyl_aHQBYPW-yA-DmSu92lo6mCVsbk";

const message = (text: string) => ({ errorType: "message", message: text });

describe("registration and login", () => {
  it("registers with a mnemonic's key, then logs in with it on a second device", async () => {
    const { register, login, send } = await createAccountApp();
    const keys = keysFromMnemonic(VECTOR_A);
    expect(keys.publicKey).toBe(VECTOR_A_PUBLIC_KEY);
    const first = await register();
    expect(first.user).toMatchObject({ namespace: "movie-web", roles: [], profile });
    expect(first.user.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(first.session).toMatchObject({ userId: first.user.id, device: "device-a", userAgent });
    expect(first.session).not.toHaveProperty("expiresAt");
    expect(first.user.createdAt).toMatch(/\.000Z$/);

    const again = await login(first.keys, "laptop");
    expect(again.user.id).toBe(first.user.id);
    expect(again.session.id).not.toBe(first.session.id);
    const me = await send({ url: "/users/@me", headers: bearer(again.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: again.user, session: again.session });
  });

  it("accepts the movie-web test vector's key and signature as the front end sends them", async () => {
    const { challenge, send } = await createAccountApp();
    const keys = keysFromMnemonic(VECTOR_A);
    const code = await challenge("register", {});
    const response = await send({
      method: "POST",
      url: "/auth/register/complete",
      headers: { "user-agent": userAgent },
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        namespace: "movie-web",
        device: "x",
        profile,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.publicKey).toBe(VECTOR_A_PUBLIC_KEY);
  });

  it("answers 409 for a public key that is already registered", async () => {
    const { register, challenge, send } = await createAccountApp();
    const { keys } = await register();
    const code = await challenge("register", {});
    const response = await send({
      method: "POST",
      url: "/auth/register/complete",
      headers: { "user-agent": userAgent },
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        namespace: "movie-web",
        device: "x",
        profile,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorType: "message" });
  });

  it("refuses to start a login for an unknown key", async () => {
    const { send } = await createAccountApp();
    const response = await send({
      method: "POST",
      url: "/auth/login/start",
      payload: { publicKey: randomKeys().publicKey },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(message("User cannot be found"));
  });

  it("requires a User-Agent to create a session", async () => {
    const { challenge, send } = await createAccountApp();
    const keys = randomKeys();
    const code = await challenge("register", {});
    const response = await send({
      method: "POST",
      url: "/auth/register/complete",
      headers: { "user-agent": "" },
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        namespace: "movie-web",
        device: "x",
        profile,
      },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("challenges", () => {
  async function completeRegistration(
    app: Awaited<ReturnType<typeof createAccountApp>>,
    code: string,
    signature: string,
    publicKey: string,
  ) {
    return app.send({
      method: "POST",
      url: "/auth/register/complete",
      headers: { "user-agent": userAgent },
      payload: { publicKey, challenge: { code, signature }, namespace: "n", device: "d", profile },
    });
  }

  it("are single use: a replayed answer is refused", async () => {
    const app = await createAccountApp();
    const keys = randomKeys();
    const code = await app.challenge("register", {});
    expect(
      (await completeRegistration(app, code, keys.sign(code), keys.publicKey)).statusCode,
    ).toBe(200);
    const other = randomKeys();
    const replay = await completeRegistration(app, code, other.sign(code), other.publicKey);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(message("Challenge Code Invalid"));
  });

  it("expire after ten minutes", async () => {
    const app = await createAccountApp();
    const keys = randomKeys();
    const code = await app.challenge("register", {});
    app.clock.advance(10 * 60_000);
    const response = await completeRegistration(app, code, keys.sign(code), keys.publicKey);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(message("Challenge Code Expired"));
  });

  it("still work just before ten minutes", async () => {
    const app = await createAccountApp();
    const keys = randomKeys();
    const code = await app.challenge("register", {});
    app.clock.advance(10 * 60_000 - 1000);
    const response = await completeRegistration(app, code, keys.sign(code), keys.publicKey);
    expect(response.statusCode).toBe(200);
  });

  it("refuse a forged signature and stay usable for the real one", async () => {
    const app = await createAccountApp();
    const keys = randomKeys();
    const code = await app.challenge("register", {});
    const forged = await completeRegistration(app, code, randomKeys().sign(code), keys.publicKey);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(message("Challenge Code Signature Invalid"));
    const garbage = await completeRegistration(app, code, "not-a-signature", keys.publicKey);
    expect(garbage.statusCode).toBe(401);
    const genuine = await completeRegistration(app, code, keys.sign(code), keys.publicKey);
    expect(genuine.statusCode).toBe(200);
  });

  it("refuse a code that is not a UUID, an unknown one, and one of the other flow", async () => {
    const app = await createAccountApp();
    const keys = randomKeys();
    for (const code of ["nope", "0b5f3bde-7f5c-4f5e-9a3a-1c2d3e4f5a6b"]) {
      const response = await completeRegistration(app, code, keys.sign(code), keys.publicKey);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(message("Challenge Code Invalid"));
    }
    const { keys: registered } = await app.register();
    const loginCode = await app.challenge("login", { publicKey: registered.publicKey });
    const wrongFlow = await completeRegistration(
      app,
      loginCode,
      keys.sign(loginCode),
      keys.publicKey,
    );
    expect(wrongFlow.json()).toEqual(message("Challenge Code Invalid"));
  });

  it("are not used up by a login for a key nobody registered", async () => {
    const app = await createAccountApp();
    const { keys } = await app.register();
    const code = await app.challenge("login", { publicKey: keys.publicKey });
    const stranger = randomKeys();
    const refused = await app.send({
      method: "POST",
      url: "/auth/login/complete",
      headers: { "user-agent": userAgent },
      payload: {
        publicKey: stranger.publicKey,
        challenge: { code, signature: stranger.sign(code) },
        device: "d",
      },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(message("User cannot be found"));
    const accepted = await app.send({
      method: "POST",
      url: "/auth/login/complete",
      headers: { "user-agent": userAgent },
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        device: "d",
      },
    });
    expect(accepted.statusCode).toBe(200);
  });
});

describe("authentication", () => {
  it("answers 401 without a header, 400 for a bad scheme or token", async () => {
    const { send } = await createAccountApp();
    expect((await send({ url: "/users/@me" })).json()).toEqual(message("Not logged in"));
    expect((await send({ url: "/users/@me" })).statusCode).toBe(401);
    for (const authorization of ["Basic abc", "Bearer nonsense", "Bearer"]) {
      const response = await send({ url: "/users/@me", headers: { authorization } });
      expect(response.statusCode, authorization).toBe(400);
      expect(response.json()).toEqual(message("Invalid authentication"));
    }
  });

  it("accepts the scheme in any case", async () => {
    const { register, send } = await createAccountApp();
    const { token } = await register();
    const response = await send({
      url: "/users/@me",
      headers: { authorization: `bEaReR ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers 401 for a well-signed token of a session that does not exist", async () => {
    const { send } = await createAccountApp();
    const token = await signSessionToken(
      crypto.randomUUID(),
      "test-session-secret-of-at-least-32-chars",
      0,
    );
    expect((await send({ url: "/users/@me", headers: bearer(token) })).statusCode).toBe(401);
  });

  it("slides the session forward on use, writing at most once a minute", async () => {
    const { register, send, clock } = await createAccountApp();
    const { token, session } = await register();
    clock.advance(30_000);
    const soon = await send({ url: "/users/@me", headers: bearer(token) });
    expect(soon.json().session.accessedAt).toBe(session.accessedAt);
    clock.advance(31_000);
    const later = await send({ url: "/users/@me", headers: bearer(token) });
    expect(later.json().session.accessedAt).toBe(new Date(clock.now()).toISOString());
  });

  it("expires a session 21 days after its last use, not after its creation", async () => {
    const { register, send, clock } = await createAccountApp();
    const { token } = await register();
    clock.advance(20 * 24 * 3600_000);
    expect((await send({ url: "/users/@me", headers: bearer(token) })).statusCode).toBe(200);
    clock.advance(20 * 24 * 3600_000);
    expect((await send({ url: "/users/@me", headers: bearer(token) })).statusCode).toBe(200);
    clock.advance(21 * 24 * 3600_000 + 10_000);
    expect((await send({ url: "/users/@me", headers: bearer(token) })).statusCode).toBe(401);
  });

  it("stops accepting the token once its session is deleted (logout)", async () => {
    const { register, send } = await createAccountApp();
    const { token, session } = await register();
    const logout = await send({
      method: "DELETE",
      url: `/sessions/${session.id}`,
      headers: bearer(token),
    });
    expect(logout.json()).toEqual({ id: session.id });
    expect((await send({ url: "/users/@me", headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe("captcha on registration", () => {
  it("requires a token the verifier accepts", async () => {
    const seen: string[] = [];
    const { send } = await createAccountApp(
      {},
      {
        verifyCaptcha: (token) => {
          seen.push(token);
          return Promise.resolve(token === "good");
        },
      },
    );
    const start = (payload: object) =>
      send({ method: "POST", url: "/auth/register/start", payload });
    const missing = await start({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(message("captcha token is required"));
    const bad = await start({ captchaToken: "bad" });
    expect(bad.json()).toEqual(message("captcha token is invalid"));
    expect((await start({ captchaToken: "good" })).statusCode).toBe(200);
    expect(seen).toEqual(["bad", "good"]);
  });

  it("is announced by /meta with the client key", async () => {
    const { send } = await createAccountApp({
      CAPTCHA_SECRET: "s",
      CAPTCHA_CLIENT_KEY: "site-key",
      META_NAME: "Test",
      META_DESCRIPTION: "d",
    });
    expect((await send({ url: "/meta" })).json()).toEqual({
      name: "Test",
      description: "d",
      version: expect.any(String),
      hasCaptcha: true,
      captchaClientKey: "site-key",
    });
  });

  it("is off by default", async () => {
    const { send } = await createAccountApp();
    expect((await send({ url: "/meta" })).json()).toEqual({
      name: "Matinee",
      version: expect.any(String),
      hasCaptcha: false,
    });
  });
});
