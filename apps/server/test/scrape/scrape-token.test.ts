import path from "node:path";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { checkScrapeToken, mintToken } from "../../src/scrape/scrape-token";
import { buildTestApp } from "../helper";
import { readEventStream } from "./sse-client";

const secret = "a-jwt-secret-of-some-length";
const query = "/scrape?type=movie&title=Big%20Buck%20Bunny&releaseYear=2008&tmdbId=10378";

const protection = {
  MEDIA_DIR: path.resolve(import.meta.dirname, "../fixtures/library"),
  SCRAPE_ARCHIVE: "false",
  TURNSTILE_ENABLED: "true",
  TURNSTILE_SECRET: "turnstile-secret",
  JWT_SECRET: secret,
};

// Built before the tests: building an app is the slow part.
let protectedApp: FastifyInstance;
let behindCloudflare: FastifyInstance;
beforeAll(async () => {
  protectedApp = await buildTestApp(protection);
  behindCloudflare = await buildTestApp({ ...protection, TRUST_CLOUDFLARE: "true" });
}, 120_000);

describe("token protection of the scraper API", () => {
  it("refuses a request without a token with a 401 text and no stream", async () => {
    const response = await protectedApp.inject({ url: query });
    expect(response.statusCode).toBe(401);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toBe("Turnstile invalid, error codes: missing-input-response");
  });

  it("accepts an unexpired JWT minted for the caller's address", async () => {
    const token = encodeURIComponent(`jwt|${await mintToken("203.0.113.9", secret)}`);
    const response = await protectedApp.inject({
      url: `${query}&token=${token}`,
      remoteAddress: "203.0.113.9",
    });
    expect(readEventStream(response.body).at(-1)?.event).toBe("completed");
  });

  it("takes the address from CF-Connecting-IP only with TRUST_CLOUDFLARE, as the account API does", async () => {
    const token = encodeURIComponent(`jwt|${await mintToken("203.0.113.9", secret)}`);
    const claim = {
      url: `${query}&token=${token}`,
      headers: { "cf-connecting-ip": "203.0.113.9" },
    };
    expect((await protectedApp.inject(claim)).statusCode).toBe(401);
    const trusted = await behindCloudflare.inject(claim);
    expect(readEventStream(trusted.body).at(-1)?.event).toBe("completed");
  });

  it("refuses a JWT minted for another IP, or signed with another secret", async () => {
    const app = behindCloudflare;
    const elsewhere = encodeURIComponent(`jwt|${await mintToken("198.51.100.1", secret)}`);
    const forged = encodeURIComponent(
      `jwt|${await mintToken("203.0.113.9", "another-secret-entirely")}`,
    );
    for (const token of [elsewhere, forged]) {
      const response = await app.inject({
        url: `${query}&token=${token}`,
        headers: { "cf-connecting-ip": "203.0.113.9" },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("checkScrapeToken", () => {
  const cloudflare = (answer: object) => {
    const sent: URLSearchParams[] = [];
    const fetchImpl = (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(init?.body as URLSearchParams);
      return Promise.resolve(Response.json(answer));
    };
    return { sent, fetch: fetchImpl };
  };

  it("verifies a Turnstile token at Cloudflare and mints a 10-minute JWT for the IP", async () => {
    const fake = cloudflare({ success: true });
    const now = 1_700_000_000_000;
    const check = await checkScrapeToken("turnstile|abc", "203.0.113.9", {
      turnstileSecret: "ts",
      jwtSecret: secret,
      fetch: fake.fetch,
      now: () => now,
    });
    expect(fake.sent[0]?.toString()).toBe("secret=ts&response=abc&remoteip=203.0.113.9");
    expect(check.ok).toBe(true);
    const minted = check.ok ? (check.newToken ?? "") : "";
    const payload = JSON.parse(
      Buffer.from(minted.split(".")[1] ?? "", "base64url").toString(),
    ) as object;
    expect(payload).toEqual({ ip: "203.0.113.9", exp: now / 1000 + 600 });
    const again = await checkScrapeToken(`jwt|${minted}`, "203.0.113.9", {
      turnstileSecret: "ts",
      jwtSecret: secret,
      now: () => now + 599_000,
    });
    expect(again).toEqual({ ok: true });
    const expired = await checkScrapeToken(`jwt|${minted}`, "203.0.113.9", {
      turnstileSecret: "ts",
      jwtSecret: secret,
      now: () => now + 601_000,
    });
    expect(expired.ok).toBe(false);
  });

  it("passes Cloudflare's error codes on", async () => {
    const fake = cloudflare({ success: false, "error-codes": ["invalid-input-response"] });
    expect(
      await checkScrapeToken("turnstile|bad", "1.2.3.4", {
        turnstileSecret: "ts",
        jwtSecret: secret,
        fetch: fake.fetch,
      }),
    ).toEqual({ ok: false, errorCodes: ["invalid-input-response"] });
  });
});
