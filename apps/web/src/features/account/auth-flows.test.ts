import { decodeSeed, decryptDeviceName, generatePassphrase } from "@matinee/account";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearLibrary, getLibrary, recordProgress, toggleBookmark } from "../library";
import { forgetAccount } from "./account-runners";
import { getAccount, useAccountStore } from "./account-store";
import { completeRegister, login, startRegister } from "./auth-flows";
import { createFakeAccountServer, type FakeAccountServer } from "./testing/fake-account-server";

const profile = { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" };
const bunny = { tmdbId: "10378", type: "movie" as const, title: "Big Buck Bunny", year: 2008 };
const sintel = { tmdbId: "45745", type: "movie" as const, title: "Sintel", year: 2010 };

let server: FakeAccountServer;
const services = () => ({ backendUrl: server.baseUrl, fetch: server.fetch });

async function register(passphrase = generatePassphrase(), settings = {}) {
  const outcome = await completeRegister(
    {
      passphrase,
      typedPassphrase: passphrase,
      deviceName: "  My phone ",
      profile,
      meta: { hasCaptcha: false },
      settings,
    },
    services(),
  );
  return { outcome, passphrase };
}

/** Another browser: no account, no library. */
function switchDevice() {
  forgetAccount();
  clearLibrary();
}

beforeEach(() => {
  localStorage.clear();
  useAccountStore.setState({ account: null, backendUrl: null });
  clearLibrary();
  server = createFakeAccountServer();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  forgetAccount();
  vi.restoreAllMocks();
});

describe("startRegister", () => {
  it("brings the server's introduction and a new 12-word passphrase", async () => {
    const start = await startRegister(services());
    expect(start.ok && start.meta.name).toBe("Fake");
    expect(start.ok && start.passphrase.split(" ")).toHaveLength(12);
  });

  it("says the server could not be reached", async () => {
    server.down = true;
    expect(await startRegister(services())).toEqual({
      ok: false,
      error: "auth.trust.failed.title",
    });
  });
});

describe("completeRegister", () => {
  it("creates the account and keeps what PROTOCOLS §2.1 says, never the passphrase", async () => {
    const { outcome, passphrase } = await register();
    expect(outcome).toEqual({ ok: true });
    const account = getAccount();
    expect(account?.seed).toHaveLength(44);
    expect(account?.profile).toEqual(profile);
    expect(JSON.stringify(localStorage)).not.toContain(passphrase);
    const name = await decryptDeviceName(
      account?.deviceName ?? "",
      decodeSeed(account?.seed ?? ""),
    );
    expect(name).toEqual({ ok: true, name: "My phone" });
    const [user] = server.users.values();
    expect(user?.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("uploads the local library and this browser's settings (PROTOCOLS §2.3-§2.4)", async () => {
    toggleBookmark(bunny);
    recordProgress({ media: sintel, watched: 300, duration: 888 });
    await register(undefined, { applicationLanguage: "fr" });
    const [user] = server.users.values();
    expect([...(user?.bookmarks.keys() ?? [])]).toEqual(["10378"]);
    expect([...(user?.progress.values() ?? [])].map((row) => row.watched)).toEqual([300]);
    expect(user?.settings).toEqual({ applicationLanguage: "fr" });
    expect(Object.keys(getLibrary().bookmarks)).toEqual(["10378"]);
  });

  it.each([
    ["noMatch", { typedPassphrase: "abandon" }, "auth.verify.noMatch"],
    ["a missing device name", { deviceName: "  " }, "auth.login.deviceLengthError"],
    ["no captcha token", { meta: { hasCaptcha: true } }, "auth.verify.recaptchaFailed"],
    ["no profile", { profile: null }, "auth.verify.invalidData"],
  ])("refuses %s before calling the server", async (_label, change, error) => {
    const passphrase = generatePassphrase();
    const outcome = await completeRegister(
      {
        passphrase,
        typedPassphrase: passphrase,
        deviceName: "Phone",
        profile,
        meta: { hasCaptcha: false },
        ...change,
      },
      services(),
    );
    expect(outcome).toEqual({ ok: false, error });
    expect(server.calls).toEqual([]);
  });

  it("says the server is not configured when there is none", async () => {
    const passphrase = generatePassphrase();
    const outcome = await completeRegister(
      {
        passphrase,
        typedPassphrase: passphrase,
        deviceName: "P",
        profile,
        meta: { hasCaptcha: false },
      },
      { backendUrl: null },
    );
    expect(outcome).toEqual({ ok: false, error: "auth.verify.noBackendUrl" });
  });

  it("reports a refused registration", async () => {
    server.failNext(500);
    expect((await register()).outcome).toEqual({
      ok: false,
      error: "auth.verify.registrationFailed",
    });
    expect(getAccount()).toBeNull();
  });
});

describe("login", () => {
  it("finds the account from another browser with the passphrase, and restores its library", async () => {
    toggleBookmark(bunny);
    const { passphrase } = await register();
    switchDevice();
    expect(getLibrary().bookmarks).toEqual({});
    const outcome = await login(
      { passphrase: passphrase.toUpperCase(), deviceName: "Laptop" },
      services(),
    );
    expect(outcome).toEqual({ ok: true });
    expect(Object.keys(getLibrary().bookmarks)).toEqual(["10378"]);
    expect(server.sessions.size).toBe(2);
  });

  it("merges this browser's library into the account's", async () => {
    toggleBookmark(bunny);
    const { passphrase } = await register();
    switchDevice();
    toggleBookmark(sintel);
    await login({ passphrase, deviceName: "Laptop" }, services());
    expect(Object.keys(getLibrary().bookmarks).sort()).toEqual(["10378", "45745"]);
    const [user] = server.users.values();
    expect([...(user?.bookmarks.keys() ?? [])].sort()).toEqual(["10378", "45745"]);
  });

  it("refuses a passphrase that is not one, without calling the server", async () => {
    const outcome = await login({ passphrase: "one two three", deviceName: "Laptop" }, services());
    expect(outcome).toEqual({ ok: false, error: "auth.login.validationError" });
    expect(server.calls).toEqual([]);
  });

  it("gives the same message for a valid passphrase with no account (a 401)", async () => {
    const outcome = await login({ passphrase: generatePassphrase(), deviceName: "L" }, services());
    expect(outcome).toEqual({ ok: false, error: "auth.login.validationError" });
  });

  it("refuses an empty device name", async () => {
    const outcome = await login({ passphrase: generatePassphrase(), deviceName: " " }, services());
    expect(outcome).toEqual({ ok: false, error: "auth.login.deviceLengthError" });
  });

  it("says the server could not be reached when it is down", async () => {
    server.down = true;
    const outcome = await login({ passphrase: generatePassphrase(), deviceName: "L" }, services());
    expect(outcome).toEqual({ ok: false, error: "auth.login.connectionError" });
  });
});
