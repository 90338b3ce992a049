import { describe, expect, it, vi } from "vitest";
import {
  extensionStatusOf,
  getExtensionStatus,
  isSupportedExtensionVersion,
} from "./extension-status";

const ok = { success: true as const, version: "1.2.0", allowed: true, hasPermission: true };

describe("the extension's status", () => {
  it("follows §5.4: no answer, failure, site not allowed, no permission, old version, success", () => {
    expect(extensionStatusOf(null)).toBe("unknown");
    expect(extensionStatusOf({ success: false, error: "x" })).toBe("failed");
    expect(extensionStatusOf({ ...ok, allowed: false, hasPermission: false })).toBe("disallowed");
    expect(extensionStatusOf({ ...ok, hasPermission: false })).toBe("noperms");
    expect(extensionStatusOf({ ...ok, version: "1.0.1" })).toBe("outdated");
    expect(extensionStatusOf(ok)).toBe("success");
  });

  it("accepts versions in ^1.0.2: at least 1.0.2 and below 2.0.0", () => {
    for (const version of ["1.0.2", "1.0.10", "1.1.3", "1.2.0", "1.2", "1.99.99", "1.0.2.7"]) {
      expect(isSupportedExtensionVersion(version), version).toBe(true);
    }
    for (const version of [
      "1.0.1",
      "1.0",
      "1",
      "0.9.9",
      "2.0.0",
      "10.0.0",
      "1.2.0-beta",
      "v1.2.0",
      "",
    ]) {
      expect(isSupportedExtensionVersion(version), version).toBe(false);
    }
  });

  it("is unknown when nothing answers hello", async () => {
    vi.useFakeTimers();
    const silent = { addEventListener() {}, removeEventListener() {}, postMessage() {} };
    const status = getExtensionStatus({ window: silent });
    vi.advanceTimersByTime(500);
    await expect(status).resolves.toBe("unknown");
    vi.useRealTimers();
  });
});
