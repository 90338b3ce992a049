import { describe, expect, it, vi } from "vitest";
import { hasMetadataSource, readConfig } from "./config";

describe("readConfig", () => {
  it("prefers the runtime config.js value over the build-time value", () => {
    const config = readConfig(
      { VITE_BACKEND_URL: "https://runtime.example" },
      { VITE_BACKEND_URL: "https://build.example" },
    );
    expect(config.backendUrl).toBe("https://runtime.example");
  });

  it("falls back to the build-time value when the runtime value is an empty string", () => {
    const config = readConfig(
      { VITE_METADATA_URL: "" },
      { VITE_METADATA_URL: "https://catalogue.example/3" },
    );
    expect(config.metadataUrl).toBe("https://catalogue.example/3");
  });

  it("treats an empty string in every layer as unset", () => {
    const config = readConfig({ VITE_TMDB_READ_API_KEY: "  " }, { VITE_TMDB_READ_API_KEY: "" });
    expect(config.tmdbReadApiKey).toBeNull();
  });

  it("uses build-time values when there is no config.js", () => {
    const config = readConfig(undefined, { VITE_NORMAL_ROUTER: "true" });
    expect(config.normalRouter).toBe(true);
  });

  it("takes the operator's chat, source and social links only as http(s) addresses", () => {
    const config = readConfig(
      {
        VITE_CHAT_URL: "https://chat.example/invite",
        VITE_SOURCE_CODE_URL: "javascript:alert(1)",
        VITE_SOCIAL_URL: "not a link",
      },
      {},
    );
    expect(config.chatUrl).toBe("https://chat.example/invite");
    expect(config.sourceCodeUrl).toBeNull();
    expect(config.socialUrl).toBeNull();
  });

  it("takes the default theme from config.js over the build, and only a theme's name", () => {
    expect(readConfig({}, {}).defaultTheme).toBe("default");
    expect(readConfig({}, { VITE_DEFAULT_THEME: "teal" }).defaultTheme).toBe("teal");
    expect(
      readConfig({ VITE_DEFAULT_THEME: "blck" }, { VITE_DEFAULT_THEME: "teal" }).defaultTheme,
    ).toBe("blck");
    expect(readConfig({ VITE_DEFAULT_THEME: "purple" }, {}).defaultTheme).toBe("default");
  });

  it("ignores values that are not strings and keys it does not know", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const config = readConfig({ VITE_NORMAL_ROUTER: true, VITE_SOMETHING_ELSE: "x" }, {});
    expect(config.normalRouter).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("hasMetadataSource", () => {
  it("is false without a TMDB token or a metadata URL", () => {
    expect(hasMetadataSource(readConfig({}, {}))).toBe(false);
  });

  it("is true with a TMDB token", () => {
    expect(hasMetadataSource(readConfig({ VITE_TMDB_READ_API_KEY: "token" }, {}))).toBe(true);
  });

  it("is true with an open catalogue URL", () => {
    const config = readConfig({ VITE_METADATA_URL: "http://localhost:8080/catalogue/3" }, {});
    expect(hasMetadataSource(config)).toBe(true);
    expect(config.isOpenCatalogue).toBe(true);
  });
});

describe("the downtime notice switch", () => {
  const notice = (runtime: unknown, build: unknown) => readConfig(runtime, build).downtimeNotice;

  it("is off when neither config.js nor the build sets it", () => {
    expect(notice(undefined, {})).toBe(false);
  });

  it("is on when config.js says true, whatever the build says", () => {
    expect(notice({ VITE_DOWNTIME_NOTICE: "true" }, { VITE_DOWNTIME_NOTICE: "false" })).toBe(true);
  });

  it("lets config.js switch off a notice baked into the build", () => {
    expect(notice({ VITE_DOWNTIME_NOTICE: "false" }, { VITE_DOWNTIME_NOTICE: "true" })).toBe(false);
  });

  it("falls back to the build when config.js leaves it empty", () => {
    expect(notice({ VITE_DOWNTIME_NOTICE: " " }, { VITE_DOWNTIME_NOTICE: "true" })).toBe(true);
  });
});
