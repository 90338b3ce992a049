import { generatePassphrase } from "@matinee/account";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearLibrary } from "../library";
import { forgetAccount } from "./account-runners";
import { getAccount, useAccountStore } from "./account-store";
import { completeRegister, login } from "./auth-flows";
import {
  currentDeviceName,
  deleteAccount,
  listDevices,
  removeDevice,
  renameDevice,
  updateProfile,
} from "./devices";
import { createFakeAccountServer, type FakeAccountServer } from "./testing/fake-account-server";

let server: FakeAccountServer;
const services = () => ({ backendUrl: server.baseUrl, fetch: server.fetch });
const profile = { colorA: "#0A54FF", colorB: "#CF2E68", icon: "cat" };

async function twoDevices() {
  const passphrase = generatePassphrase();
  await completeRegister(
    {
      passphrase,
      typedPassphrase: passphrase,
      deviceName: "Zephyr",
      profile,
      meta: { hasCaptcha: false },
    },
    services(),
  );
  forgetAccount();
  await login({ passphrase, deviceName: "Attic" }, services());
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

describe("devices", () => {
  it("lists this device first, then the others by name, names decrypted here", async () => {
    await twoDevices();
    const devices = await listDevices(services());
    expect(devices.map((device) => [device.name, device.current])).toEqual([
      ["Attic", true],
      ["Zephyr", false],
    ]);
  });

  it("shows a device name it cannot read as null (a placeholder), never failing (quirk 16)", async () => {
    await twoDevices();
    const other = [...server.sessions.values()].find(
      (session) => session.device !== getAccount()?.deviceName,
    );
    if (other) other.device = "written by something else";
    const devices = await listDevices(services());
    expect(devices.map((device) => device.name)).toEqual(["Attic", null]);
  });

  it("removes another device", async () => {
    await twoDevices();
    const other = (await listDevices(services())).find((device) => !device.current);
    await removeDevice(services(), other?.id ?? "");
    expect(await listDevices(services())).toHaveLength(1);
  });

  it("renames this device, encrypted, and refuses an empty name", async () => {
    await twoDevices();
    expect(await renameDevice(services(), "  ")).toEqual({
      ok: false,
      error: "auth.login.deviceLengthError",
    });
    expect(await renameDevice(services(), "Cellar")).toEqual({ ok: true });
    expect((await listDevices(services()))[0]?.name).toBe("Cellar");
    expect(getAccount()?.deviceName).not.toContain("Cellar");
  });

  it("reads this device's name locally, and null for one it cannot read", async () => {
    await twoDevices();
    const account = getAccount();
    if (!account) throw new Error("no account");
    expect(await currentDeviceName(account)).toBe("Attic");
    expect(await currentDeviceName({ ...account, deviceName: "not.encrypted" })).toBeNull();
  });

  it("saves a new profile", async () => {
    await twoDevices();
    await updateProfile(services(), { ...profile, icon: "couch" });
    expect(getAccount()?.profile.icon).toBe("couch");
  });

  it("deletes the account with a real DELETE (quirk 11) and forgets it here", async () => {
    await twoDevices();
    await deleteAccount(services());
    expect(server.calls.at(-1)?.method).toBe("DELETE");
    expect(server.users.size).toBe(0);
    expect(getAccount()).toBeNull();
  });
});
