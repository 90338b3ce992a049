import { generatePassphrase } from "@matinee/account";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setProxyUrls, useProxyUrlsStore } from "../../shared/lib/proxy-urls-store";
import { chooseTheme, chosenTheme } from "../../shared/theme";
import { startInterfaceLanguage } from "../../shared/i18n";
import { setDefaultSubtitleLanguage, useSubtitleSettings } from "../../shared/subtitles";
import { clearLibrary, getLibrary, removeBookmark, toggleBookmark } from "../library";
import { forgetAccount, getOutbox, logout, startAccountRunners } from "./account-runners";
import { getAccount, useAccountStore } from "./account-store";
import { completeRegister } from "./auth-flows";
import { enqueueSettings } from "./settings-sync";
import { createFakeAccountServer, type FakeAccountServer } from "./testing/fake-account-server";

const bunny = { tmdbId: "10378", type: "movie" as const, title: "Big Buck Bunny", year: 2008 };
const sintel = { tmdbId: "45745", type: "movie" as const, title: "Sintel", year: 2010 };

let server: FakeAccountServer;
const onRemoteSettings = vi.fn();
const services = () => ({ backendUrl: server.baseUrl, fetch: server.fetch, onRemoteSettings });

async function registered() {
  const passphrase = generatePassphrase();
  await completeRegister(
    {
      passphrase,
      typedPassphrase: passphrase,
      deviceName: "Phone",
      profile: { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" },
      meta: { hasCaptcha: false },
    },
    services(),
  );
  const [user] = server.users.values();
  if (!user) throw new Error("no user");
  return user;
}

beforeEach(() => {
  localStorage.clear();
  useAccountStore.setState({ account: null, backendUrl: null });
  clearLibrary();
  server = createFakeAccountServer();
  onRemoteSettings.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  forgetAccount();
  vi.restoreAllMocks();
});

describe("restore", () => {
  it("brings bookmarks added on another device", async () => {
    const user = await registered();
    user.bookmarks.set("45745", {
      meta: { title: "Sintel", year: 2010, type: "movie" },
      updatedAt: server.now(),
    });
    await startAccountRunners(services()).restore();
    expect(Object.keys(getLibrary().bookmarks)).toEqual(["45745"]);
  });

  it("keeps a local edit that has not reached the server yet", async () => {
    await registered();
    server.down = true;
    toggleBookmark(bunny);
    expect(getOutbox().entries()).toHaveLength(1);
    server.down = false;
    await startAccountRunners(services()).restore();
    expect(Object.keys(getLibrary().bookmarks)).toEqual(["10378"]);
  });

  it("keeps an unsent delete as a tombstone over the server's older copy", async () => {
    toggleBookmark(bunny);
    const user = await registered();
    expect(user.bookmarks.has("10378")).toBe(true);
    server.down = true;
    removeBookmark("10378");
    server.down = false;
    await startAccountRunners(services()).restore();
    expect(getLibrary().bookmarks).toEqual({});
    expect(
      getOutbox()
        .entries()
        .map((entry) => entry.edit.kind),
    ).toEqual(["bookmarkDelete"]);
  });

  it("hands the synced settings over, an empty proxy list as unset (quirk 15)", async () => {
    const user = await registered();
    user.settings = { applicationTheme: "blue", proxyUrls: [] };
    await startAccountRunners(services()).restore();
    expect(onRemoteSettings).toHaveBeenLastCalledWith({
      applicationLanguage: null,
      defaultSubtitleLanguage: null,
      applicationTheme: "blue",
      proxyUrls: null,
    });
  });

  it("shows the theme chosen on another device, and keeps this one's when the server has none", async () => {
    const user = await registered();
    chooseTheme("red");
    await startAccountRunners(services()).restore();
    expect(chosenTheme()).toBe("red");
    user.settings = { applicationTheme: "teal" };
    await startAccountRunners(services()).restore();
    expect(chosenTheme()).toBe("teal");
  });

  it("takes the account's proxy workers, and keeps this one's when the server has none", async () => {
    const user = await registered();
    setProxyUrls(["https://mine.example"]);
    user.settings = { proxyUrls: [] };
    await startAccountRunners(services()).restore();
    expect(useProxyUrlsStore.getState().urls).toEqual(["https://mine.example"]);
    user.settings = { proxyUrls: ["https://a.example", "https://b.example"] };
    await startAccountRunners(services()).restore();
    expect(useProxyUrlsStore.getState().urls).toEqual(["https://a.example", "https://b.example"]);
    setProxyUrls([]);
  });

  it("takes the account's default subtitle language, and keeps this one's when the server has none", async () => {
    const user = await registered();
    setDefaultSubtitleLanguage("de");
    await startAccountRunners(services()).restore();
    expect(useSubtitleSettings.getState().defaultSubtitleLanguage).toBe("de");
    user.settings = { defaultSubtitleLanguage: "fi" };
    await startAccountRunners(services()).restore();
    expect(useSubtitleSettings.getState().defaultSubtitleLanguage).toBe("fi");
  });

  it("applies the account's interface language, unless a change made here is still unsent", async () => {
    const { i18n } = startInterfaceLanguage(["en"]);
    const user = await registered();
    user.settings = { applicationLanguage: "ar" };
    await startAccountRunners(services()).restore();
    await vi.waitFor(() => expect(i18n.language).toBe("ar"));
    expect(document.documentElement.dir).toBe("rtl");

    server.down = true;
    enqueueSettings({ applicationLanguage: "en" });
    await i18n.changeLanguage("en");
    server.down = false;
    await startAccountRunners(services()).restore();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.language).toBe("en");
    expect(onRemoteSettings).toHaveBeenLastCalledWith(
      expect.objectContaining({ applicationLanguage: null }),
    );
  });

  it.each([400, 401, 403])(
    "logs out on %i from /users/@me, clearing account, library and outbox",
    async (status) => {
      await registered();
      toggleBookmark(sintel);
      server.failNext(status);
      expect(await startAccountRunners(services()).restore()).toBe("loggedOut");
      expect(getAccount()).toBeNull();
      expect(getLibrary()).toEqual({ bookmarks: {}, progress: {} });
      expect(getOutbox().entries()).toEqual([]);
    },
  );

  it("stays logged in when the server merely fails (a 500 or no answer)", async () => {
    await registered();
    server.failNext(500);
    await expect(startAccountRunners(services()).restore()).rejects.toThrow("HTTP 500");
    expect(getAccount()).not.toBeNull();
  });
});

describe("edits while logged in", () => {
  it("queues every bookmark change in the outbox as it is made", async () => {
    await registered();
    toggleBookmark(bunny);
    removeBookmark("10378");
    expect(
      getOutbox()
        .entries()
        .map((entry) => entry.edit.kind),
    ).toEqual(["bookmarkDelete"]);
  });

  it("queues nothing once logged out", async () => {
    await registered();
    await logout(services());
    toggleBookmark(bunny);
    expect(getOutbox().entries()).toEqual([]);
  });
});

describe("logout", () => {
  it("ends the session on the server and clears account, bookmarks and progress, not the server choice", async () => {
    await registered();
    useAccountStore.setState({ backendUrl: server.baseUrl });
    toggleBookmark(bunny);
    await logout(services());
    expect(server.sessions.size).toBe(0);
    expect(getAccount()).toBeNull();
    expect(getLibrary().bookmarks).toEqual({});
    expect(useAccountStore.getState().backendUrl).toBe(server.baseUrl);
  });

  it("still logs out locally when the server cannot be reached", async () => {
    await registered();
    server.down = true;
    await logout(services());
    expect(getAccount()).toBeNull();
  });
});
