import { describe, expect, it } from "vitest";
import { insertUser } from "../../src/account/users-store";
import { sharedTestDatabase } from "../helper";
import { createAccountApp, profile, userAgent } from "./harness";

const fromHex = (hex: string) => Buffer.from(hex, "hex").toString("base64url");
/** The identity point and the point of order 2: small-order Ed25519 public keys. */
const weakKeys = [fromHex(`01${"00".repeat(31)}`), fromHex(`ec${"ff".repeat(30)}7f`)];
/** R = identity, S = 0: a "signature" of any message under a small-order key, no secret needed. */
const forged = fromHex(`01${"00".repeat(63)}`);
const signatureInvalid = { errorType: "message", message: "Challenge Code Signature Invalid" };

describe("small-order public keys", () => {
  it.each(weakKeys)("cannot register an account without a private key (%s)", async (publicKey) => {
    const { completeRegister } = await createAccountApp();
    const response = await completeRegister({ publicKey, sign: () => forged });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(signatureInvalid);
  });

  it("cannot log into an account stored with such a key", async () => {
    const { send, challenge } = await createAccountApp();
    const [publicKey] = weakKeys as [string];
    const now = new Date();
    await insertUser((await sharedTestDatabase()).db, {
      id: "weak-key-usr",
      publicKey,
      namespace: "movie-web",
      createdAt: now,
      lastLoggedIn: now,
      roles: [],
      profile,
    });
    const code = await challenge("login", { publicKey });
    const response = await send({
      method: "POST",
      url: "/auth/login/complete",
      headers: { "user-agent": userAgent },
      payload: { publicKey, challenge: { code, signature: forged }, device: "d" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(signatureInvalid);
  });
});
