import { afterEach, describe, expect, it, vi } from "vitest";
import { setProxyUrls, useProxyUrlsStore } from "../../shared/lib/proxy-urls-store";

const account = vi.hoisted(() => ({
  has: false,
  enqueueSettings: vi.fn(() => true),
}));
vi.mock("../account", () => ({
  hasStoredAccount: () => account.has,
  loadAccount: () => Promise.resolve({ enqueueSettings: account.enqueueSettings }),
}));

const { saveProxy } = await import("./save-proxy");

afterEach(() => {
  setProxyUrls([]);
  account.has = false;
  account.enqueueSettings.mockClear();
});

describe("saving the proxy that passed onboarding", () => {
  it("makes it the viewer's whole proxy list", () => {
    setProxyUrls(["https://old.example"]);
    saveProxy("https://proxy.example");
    expect(useProxyUrlsStore.getState().urls).toEqual(["https://proxy.example"]);
    expect(account.enqueueSettings).not.toHaveBeenCalled();
  });

  it("queues it for the account's other devices when there is an account", async () => {
    account.has = true;
    saveProxy("https://proxy.example");
    await vi.waitFor(() =>
      expect(account.enqueueSettings).toHaveBeenCalledWith({
        proxyUrls: ["https://proxy.example"],
      }),
    );
  });
});
