import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "./helper";

const html = { accept: "text/html,application/xhtml+xml" };

describe("serving the web app", () => {
  it("serves index.html at / without long caching", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/", headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Matinee test shell");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers an app route with index.html (history-API fallback)", async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      url: "/media/tmdb-movie-10378-big-buck-bunny",
      headers: html,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("Matinee test shell");
  });

  it("keeps dots in app routes (a search for 'mr. smith')", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/browse/mr.%20smith", headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Matinee test shell");
  });

  it("caches hashed assets for a year", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/assets/app-1a2b3c.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the pre-compressed copy to a client that accepts it", async () => {
    const app = await buildTestApp();
    const brotli = await app.inject({
      url: "/assets/big-9f8e7d.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain("precompressed");
    const plain = await app.inject({ url: "/assets/big-9f8e7d.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("precompressed");
  });

  it("answers a missing asset with a 404, not the app shell", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/assets/gone-123.js", headers: { accept: "*/*" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: "not_found" });
  });

  it("answers an unknown API route with a JSON 404 even to a browser", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/library/nothing-here", headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: "not_found",
      message: "Route GET:/library/nothing-here not found",
    });
  });

  it("serves the APIs alone when the web app is not built", async () => {
    const app = await buildTestApp({ WEB_DIR: "/nonexistent/matinee-web" });
    expect((await app.inject({ url: "/", headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: "/ping.txt" })).statusCode).toBe(200);
  });

  it("sends the security headers: a CSP that admits its own scripts only, no framing, nosniff", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/", headers: html });
    // The fixture's inline script, exactly as written between its tags.
    const script = "\n      window.inlineRan = true;\n    ";
    const hash = createHash("sha256").update(script).digest("base64");
    const csp = String(response.headers["content-security-policy"]);
    const directives = new Map(
      csp.split(";").map((part) => {
        const [name = "", ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives.get("script-src")).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(directives.get("media-src")).toEqual(expect.arrayContaining(["blob:", "https:"]));
    expect(directives.has("upgrade-insecure-requests")).toBe(false);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("admits Google reCAPTCHA's script and frames only when registration asks for a captcha", async () => {
    const directivesOf = async (env: Record<string, string>) => {
      const app = await buildTestApp(env);
      const response = await app.inject({ url: "/", headers: html });
      const csp = String(response.headers["content-security-policy"]);
      return new Map(
        csp.split(";").map((part) => {
          const [name = "", ...sources] = part.trim().split(/\s+/);
          return [name, sources];
        }),
      );
    };
    const plain = await directivesOf({});
    expect(plain.get("script-src")?.some((source) => source.includes("google"))).toBe(false);
    expect(plain.has("frame-src")).toBe(false);
    const withCaptcha = await directivesOf({
      CAPTCHA_SECRET: "secret",
      CAPTCHA_CLIENT_KEY: "site-key",
    });
    expect(withCaptcha.get("script-src")).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://www.google.com/recaptcha/",
        "https://www.gstatic.com/recaptcha/",
      ]),
    );
    expect(withCaptcha.get("frame-src")).toEqual(
      expect.arrayContaining(["https://www.google.com/recaptcha/"]),
    );
    expect(withCaptcha.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets other sites use the library's files and the catalogue's posters (no CORP)", async () => {
    const app = await buildTestApp();
    const poster = await app.inject({ url: "/library/streams/movie/10378" });
    expect(poster.headers["x-content-type-options"]).toBe("nosniff");
    expect(poster.headers["cross-origin-resource-policy"]).toBeUndefined();
  });
});
