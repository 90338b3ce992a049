import { describe, expect, it } from "vitest";
import { checkBackendUrl, isAccountServerMeta, normalizeBackendUrl } from "./backend-check";

const answering =
  (status: number, body: string): typeof fetch =>
  () =>
    Promise.resolve(new Response(body, { status }));

describe("normalizeBackendUrl", () => {
  it.each([
    ["https://account.example.org", "https://account.example.org"],
    ["  https://account.example.org/  ", "https://account.example.org"],
    ["account.example.org", "https://account.example.org"],
    ["http://127.0.0.1:8080/api//", "http://127.0.0.1:8080/api"],
    ["HTTPS://Example.ORG/Api", "https://example.org/Api"],
  ])("keeps %j as %j", (input, kept) => {
    expect(normalizeBackendUrl(input)).toBe(kept);
  });

  it.each([
    [""],
    ["   "],
    ["ftp://example.org"],
    ["javascript:alert(1)"],
    ["https://"],
    ["not a url at all"],
    ["https://example.org/?x=1"],
    ["https://user:secret@example.org"],
  ])("refuses %j", (input) => {
    expect(normalizeBackendUrl(input)).toBeNull();
  });
});

describe("isAccountServerMeta", () => {
  it("takes a movie-web /meta answer and refuses anything else", () => {
    expect(isAccountServerMeta({ name: "Ours", version: "1", hasCaptcha: false })).toBe(true);
    expect(isAccountServerMeta({ name: "", hasCaptcha: false })).toBe(false);
    expect(isAccountServerMeta({ name: "No captcha flag" })).toBe(false);
    expect(isAccountServerMeta("<html>")).toBe(false);
    expect(isAccountServerMeta(null)).toBe(false);
  });
});

describe("checkBackendUrl", () => {
  it("asks the server's /meta and answers with the address kept and what it says", async () => {
    const asked: string[] = [];
    const meta = { name: "Ours", version: "1", hasCaptcha: false };
    const fetch: typeof globalThis.fetch = (input) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(Response.json(meta));
    };
    expect(await checkBackendUrl("account.example.org/", { fetch })).toEqual({
      ok: true,
      url: "https://account.example.org",
      meta,
    });
    expect(asked).toEqual(["https://account.example.org/meta"]);
  });

  it("says when the text is not an address, without asking anything", async () => {
    const fetch = () => Promise.reject(new Error("must not be called"));
    expect(await checkBackendUrl("ftp://files", { fetch })).toEqual({
      ok: false,
      problem: "invalidUrl",
    });
  });

  it("says when nothing answers", async () => {
    const fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await checkBackendUrl("https://down.example", { fetch })).toEqual({
      ok: false,
      problem: "unreachable",
      url: "https://down.example",
    });
  });

  it.each([
    ["a web page", 200, "<!doctype html><title>Blog</title>"],
    ["another JSON API", 200, JSON.stringify({ status: "ok" })],
    ["a missing /meta", 404, "Not found"],
  ])("says %s is not an account server", async (_what, status, body) => {
    const check = await checkBackendUrl("https://blog.example", { fetch: answering(status, body) });
    expect(check).toEqual({ ok: false, problem: "notAccountServer", url: "https://blog.example" });
  });
});
