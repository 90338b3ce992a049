import { describe, expect, it } from "vitest";
import { isTmdbReadToken } from "./tmdb-token";

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const jwt = (payload: unknown) =>
  `${base64url({ alg: "HS256" })}.${base64url(payload)}.c2lnbmF0dXJl`;

describe("isTmdbReadToken", () => {
  it("accepts a JWT that grants api_read", () => {
    expect(isTmdbReadToken(jwt({ aud: "abc", scopes: ["api_read"], version: 1 }))).toBe(true);
  });

  it("refuses the short v3 API key", () => {
    expect(isTmdbReadToken("0123456789abcdef0123456789abcdef")).toBe(false);
  });

  it("refuses a JWT without the read scope, and one whose payload is not JSON", () => {
    expect(isTmdbReadToken(jwt({ scopes: ["api_write"] }))).toBe(false);
    expect(isTmdbReadToken("a.bm90IGpzb24.c")).toBe(false);
    expect(isTmdbReadToken("a.b")).toBe(false);
  });
});
