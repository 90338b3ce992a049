import { describe, expect, it } from "vitest";
import { RATE_LIMIT_BUCKETS, type RateLimitBucket } from "../../src/rate-limit/buckets";
import { bearer, createAccountApp, randomKeys, userAgent } from "./harness";

const ratelimited = { errorType: "message", message: "Ratelimited" };
/** The subtitle API and /echo answer in the server's own error shape. */
const subtitlesRatelimited = { error: "rate_limited", message: expect.any(String) };

/** Memory always; Redis too when REDIS_URL is set (CI). An empty REDIS_URL means memory. */
const stores = [["memory", { REDIS_URL: "" }]] as Array<[string, Record<string, string>]>;
if (process.env.REDIS_URL) stores.push(["redis", {}]);

const providerReport = (items: number) => ({
  items: Array.from({ length: items }, () => ({
    tmdbId: "1",
    type: "movie",
    title: "t",
    status: "success",
    providerId: "p",
  })),
  batchId: "x".repeat(32),
});

/** One request per bucket, valid enough to reach the limiter (its answer may be a 4xx). */
const requests: Record<
  RateLimitBucket,
  { url: string; payload?: unknown; weight?: number; method?: "GET" }
> = {
  login_challenge_tokens: { url: "/auth/login/start", payload: { publicKey: "unknown" } },
  login_complete: {
    url: "/auth/login/complete",
    payload: { publicKey: "k", challenge: { code: "c", signature: "s" }, device: "d" },
  },
  register_challenge_tokens: { url: "/auth/register/start", payload: {} },
  register_complete: {
    url: "/auth/register/complete",
    payload: {
      publicKey: "k",
      challenge: { code: "c", signature: "s" },
      namespace: "n",
      device: "d",
      profile: { colorA: "a", colorB: "b", icon: "c" },
    },
  },
  progress_import: { url: "/progress/import", payload: [] },
  provider_metrics: { url: "/metrics/providers", payload: providerReport(10), weight: 10 },
  captcha_solves: { url: "/metrics/captcha", payload: { success: true } },
  subtitle_lists: { url: "/subtitles?tmdbId=10378&type=movie", method: "GET" },
  subtitle_files: { url: "/subtitles/lib-00000000000000000000", method: "GET" },
  echo: { url: "/echo?nonce=limits", method: "GET" },
};

describe.each(stores)("rate limits in %s", (_name, storeEnv) => {
  it.each(Object.keys(RATE_LIMIT_BUCKETS) as RateLimitBucket[])(
    "let exactly the %s bucket's allowance through, then answer 429",
    async (bucket) => {
      const { send, register, clock } = await createAccountApp({
        ...storeEnv,
        RATE_LIMITS: "true",
      });
      const { max, windowMs } = RATE_LIMIT_BUCKETS[bucket];
      const request = requests[bucket];
      let url = request.url;
      let headers: Record<string, string> = { "user-agent": userAgent };
      if (bucket === "progress_import") {
        const account = await register(randomKeys());
        url = `/users/${account.user.id}${url}`;
        headers = { ...headers, ...bearer(account.token) };
      }
      const method = request.method ?? (bucket === "progress_import" ? "PUT" : "POST");
      const allowed = max / (request.weight ?? 1);
      const payload = request.payload as object | undefined;
      const hit = () => send({ method, url, headers, ...(payload ? { payload } : {}) });
      for (let i = 0; i < allowed; i++) {
        const response = await hit();
        expect(response.statusCode, `request ${i + 1}: ${response.body}`).not.toBe(429);
      }
      const refused = await hit();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(
        bucket.startsWith("subtitle_") || bucket === "echo" ? subtitlesRatelimited : ratelimited,
      );
      // Another address has its own allowance; the window slides.
      const elsewhere = await send({
        method,
        url,
        headers,
        ...(payload ? { payload } : {}),
        remoteAddress: "10.9.9.9",
      });
      expect(elsewhere.statusCode).not.toBe(429);
      clock.advance(windowMs + 1);
      expect((await hit()).statusCode).not.toBe(429);
    },
    30_000,
  );
});

describe("the progress import limit", () => {
  it("is checked before writing: a refused import stores nothing", async () => {
    const { send, register } = await createAccountApp({ RATE_LIMITS: "true", REDIS_URL: "" });
    const { user, token } = await register();
    const url = `/users/${user.id}/progress/import`;
    const headers = bearer(token);
    for (let i = 0; i < 5; i++) await send({ method: "PUT", url, headers, payload: [] });
    const item = {
      tmdbId: "9",
      meta: { title: "t", year: 2000, type: "movie" },
      duration: 1,
      watched: 1,
    };
    const refused = await send({ method: "PUT", url, headers, payload: [item] });
    expect(refused.statusCode).toBe(429);
    expect((await send({ url: `/users/${user.id}/progress`, headers })).json()).toEqual([]);
  });
});

describe("bad requests", () => {
  it("answer malformed JSON, a wrong content type and an oversize body with a 4xx JSON body", async () => {
    const { send } = await createAccountApp();
    const url = "/auth/login/start";
    const cases = [
      { headers: { "content-type": "application/json" }, payload: "{not json", status: 400 },
      { headers: { "content-type": "application/json" }, payload: "", status: 400 },
      { headers: { "content-type": "application/xml" }, payload: "<a/>", status: 415 },
      { headers: { "content-type": "text/plain" }, payload: "hello", status: 400 },
      {
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ publicKey: "x".repeat(1024 * 1024 + 10) }),
        status: 413,
      },
    ];
    for (const { headers, payload, status } of cases) {
      const response = await send({ method: "POST", url, headers, payload });
      expect(response.statusCode, `${headers["content-type"]} ${payload.slice(0, 10)}`).toBe(
        status,
      );
      expect(response.json()).toMatchObject({
        errorType: expect.stringMatching(/^(message|validation)$/),
      });
    }
  });

  it("answer a missing body on a route that needs one with a validation error", async () => {
    const { send } = await createAccountApp();
    const response = await send({ method: "POST", url: "/auth/register/start" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorType).toBe("validation");
  });

  it("strip unknown keys instead of refusing them", async () => {
    const { send } = await createAccountApp();
    const response = await send({
      method: "POST",
      url: "/metrics/captcha",
      payload: { success: false, extra: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
  });

  it("never answer 5xx to hostile values in account paths and bodies", async () => {
    const { send, register } = await createAccountApp();
    const { user, token } = await register();
    const hostile = ["%00", "..", "💥", "' OR 1=1 --", "9".repeat(300), "null", "-1"];
    const failures: string[] = [];
    for (const value of hostile) {
      const attempts = [
        {
          method: "PATCH" as const,
          url: `/sessions/${encodeURIComponent(value)}`,
          payload: { deviceName: value },
        },
        { method: "DELETE" as const, url: `/sessions/${encodeURIComponent(value)}` },
        {
          method: "POST" as const,
          url: `/users/${user.id}/bookmarks/${encodeURIComponent(value)}`,
          payload: { tmdbId: value, meta: { title: value, year: 1, type: value } },
        },
        {
          method: "PUT" as const,
          url: `/users/${user.id}/progress/${encodeURIComponent(value)}`,
          payload: {
            tmdbId: value,
            meta: { title: value, year: 1, type: "movie" },
            duration: 1e300,
            watched: -1,
            seasonId: value,
          },
        },
        {
          method: "POST" as const,
          url: "/auth/login/complete",
          payload: {
            publicKey: value,
            challenge: { code: value, signature: value },
            device: value,
          },
        },
        { method: "GET" as const, url: `/users/${encodeURIComponent(value)}/progress` },
      ];
      for (const attempt of attempts) {
        const response = await send({
          ...attempt,
          headers: { ...bearer(token), "user-agent": userAgent },
        });
        if (response.statusCode >= 500)
          failures.push(`${attempt.method} ${attempt.url} -> ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
