import { runInNewContext } from "node:vm";
import { parseRuntimeConfig, RUNTIME_CONFIG_KEYS } from "@matinee/contracts";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "./helper";

/** Runs the served config.js the way a browser would and returns window.__CONFIG__. */
function evaluate(script: string): Record<string, string> {
  const window: { __CONFIG__?: Record<string, string> } = {};
  runInNewContext(script, { window });
  return window.__CONFIG__ ?? {};
}

describe("GET /config.js", () => {
  it("sets window.__CONFIG__ with every key, pointing the app at this server", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/config.js", headers: { host: "tv.local:8080" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("javascript");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const config = evaluate(response.body);
    expect(Object.keys(config).sort()).toEqual([...RUNTIME_CONFIG_KEYS].sort());
    expect(config.VITE_BACKEND_URL).toBe("http://tv.local:8080");
    expect(config.VITE_LIBRARY_URL).toBe("http://tv.local:8080");
    expect(config.VITE_METADATA_URL).toBe("http://tv.local:8080/catalogue/3");
    expect(config.VITE_METADATA_IMAGE_URL).toBe("http://tv.local:8080/catalogue/images");
    expect(config.VITE_NORMAL_ROUTER).toBe("true");
    expect(config.VITE_CORS_PROXY_URL).toBe("|type=api|http://tv.local:8080");
    expect(config.VITE_DMCA_EMAIL).toBe("");
    expect(parseRuntimeConfig(config).isOpenCatalogue).toBe(true);
  });

  it("keeps the operator's values and leaves metadata to TMDB when a token is set", async () => {
    const app = await buildTestApp({
      VITE_TMDB_READ_API_KEY: "token",
      VITE_BACKEND_URL: "https://backend.example.org",
      VITE_NORMAL_ROUTER: "false",
      VITE_CORS_PROXY_URL: "https://proxy.example.org",
    });
    const config = evaluate((await app.inject({ url: "/config.js" })).body);
    expect(config.VITE_BACKEND_URL).toBe("https://backend.example.org");
    expect(config.VITE_NORMAL_ROUTER).toBe("false");
    expect(config.VITE_CORS_PROXY_URL).toBe("https://proxy.example.org");
    expect(config.VITE_METADATA_URL).toBe("");
    const parsed = parseRuntimeConfig(config);
    expect(parsed.metadataUrl).toBe("https://api.themoviedb.org/3");
    expect(parsed.metadataFallbackUrl).toBe("https://api.tmdb.org/3");
    expect(parsed.isOpenCatalogue).toBe(false);
  });

  it("leaves the proxy list empty when this server's scraper API is off", async () => {
    const app = await buildTestApp({ SCRAPE_API: "false" });
    const config = evaluate((await app.inject({ url: "/config.js" })).body);
    expect(config.VITE_CORS_PROXY_URL).toBe("");
  });

  it("points the app at the account API under BASE_PATH", async () => {
    const app = await buildTestApp({ BASE_PATH: "/api" });
    const config = evaluate(
      (await app.inject({ url: "/config.js", headers: { host: "tv.local" } })).body,
    );
    expect(config.VITE_BACKEND_URL).toBe("http://tv.local/api");
  });

  it("advertises PUBLIC_URL instead of the Host header when configured", async () => {
    const app = await buildTestApp({ PUBLIC_URL: "https://watch.example.org/" });
    const config = evaluate((await app.inject({ url: "/config.js" })).body);
    expect(config.VITE_BACKEND_URL).toBe("https://watch.example.org");
    expect(config.VITE_METADATA_URL).toBe("https://watch.example.org/catalogue/3");
  });

  it("escapes values so a hostile Host header cannot break out of the script", async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      url: "/config.js",
      headers: { host: 'evil"};alert(1);//' },
    });
    const config = evaluate(response.body);
    expect(config.VITE_BACKEND_URL).toBe('http://evil"};alert(1);//');
  });
});

describe("GET /ping.txt", () => {
  it("answers so the app can tell it is online", async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: "/ping.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body.trim()).toBe("pong");
  });
});
