import { parseRuntimeConfig } from "@matinee/contracts";
import { describe, expect, it, vi } from "vitest";
import { appConfig, setAppConfig } from "./config";

describe("appConfig", () => {
  it("gives what the app set", () => {
    const config = parseRuntimeConfig({ VITE_DMCA_EMAIL: "dmca@example.org" });
    setAppConfig(config);
    expect(appConfig()).toBe(config);
    expect(appConfig().dmcaEmail).toBe("dmca@example.org");
  });

  it("is an error before the app has set it", async () => {
    vi.resetModules();
    const unset = await import("./config");
    expect(() => unset.appConfig()).toThrow("read before the app set it");
  });
});
