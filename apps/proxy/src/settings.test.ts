import { parseHost } from "@matinee/address-guard";
import { DEFAULT_LIMITS } from "@matinee/proxy-handler";
import { describe, expect, it } from "vitest";
import { handlerOptionsFromEnv, ProxySettingsError } from "./settings";

const address = (text: string) => {
  const host = parseHost(text);
  if (host?.kind !== "address") throw new Error(text);
  return host.address;
};

describe("the proxy's settings", () => {
  it("needs nothing: open, nothing allowed beyond the public internet, default limits", () => {
    const options = handlerOptionsFromEnv({});
    expect(options.protection).toBeUndefined();
    expect(options.allow.entries).toEqual([]);
    expect(options.limits).toEqual({});
    expect(DEFAULT_LIMITS.maxResponseBytes).toBe(2 * 1024 ** 3);
  });

  it("reads the allow-list, the limits, protection and the client-IP header", () => {
    const options = handlerOptionsFromEnv({
      PROXY_ALLOW: "127.0.0.1, 192.168.1.0/24 nas.lan",
      PROXY_IDLE_TIMEOUT_MS: "5000",
      PROXY_MAX_RESPONSE_BYTES: "1000000",
      PROXY_MAX_REDIRECTS: "0",
      TURNSTILE_SECRET: "ts",
      JWT_SECRET: "a-secret-of-16-chars+",
      CLIENT_IP_HEADER: "CF-Connecting-IP",
    });
    expect(options.allow.entries).toEqual(["127.0.0.1", "192.168.1.0/24", "nas.lan"]);
    expect(options.allow.allowsAddress(address("192.168.1.9"))).toBe(true);
    expect(options.limits).toEqual({
      idleTimeoutMs: 5000,
      maxResponseBytes: 1_000_000,
      maxRedirects: 0,
    });
    expect(options.protection).toMatchObject({ turnstileSecret: "ts" });
    expect(options.clientIpHeader).toBe("cf-connecting-ip");
  });

  it("lists every bad value at once", () => {
    const error = (() => {
      try {
        handlerOptionsFromEnv({
          PROXY_ALLOW: "10.0.0.0/40",
          PROXY_TOTAL_TIMEOUT_MS: "soon",
          PROXY_MAX_REQUEST_BYTES: "-1",
          JWT_SECRET: "only-half-of-the-pair",
        });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ProxySettingsError);
    const problems = (error as ProxySettingsError).problems.join("\n");
    expect(problems).toMatch(/PROXY_ALLOW: .*10\.0\.0\.0\/40/);
    expect(problems).toMatch(/PROXY_TOTAL_TIMEOUT_MS/);
    expect(problems).toMatch(/PROXY_MAX_REQUEST_BYTES/);
    expect(problems).toMatch(/TURNSTILE_SECRET and JWT_SECRET go together/);
  });
});
