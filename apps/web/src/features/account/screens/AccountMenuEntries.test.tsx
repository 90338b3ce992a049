import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../../shared/testing/render-in-router";
import { SiteHeader } from "../../pages";
import { getAccount, useAccountStore } from "../account-store";
import { completeRegister } from "../auth-flows";
import { ACCOUNT_KEY } from "../stored-account";
import { withFreshAccount } from "../testing/fresh-account";

const fresh = withFreshAccount();

vi.mock("../account-services", () => ({
  accountServices: () => ({ backendUrl: fresh.server.baseUrl, fetch: fresh.server.fetch }),
}));

const profile = { colorA: "#CF2E68", colorB: "#F9DD7F", icon: "ticket" };

async function register(deviceName: string) {
  const passphrase = "legal winner thank year wave sausage worth useful legal winner thank yellow";
  const input = { passphrase, typedPassphrase: passphrase, deviceName, profile };
  const services = { backendUrl: fresh.server.baseUrl, fetch: fresh.server.fetch };
  await completeRegister({ ...input, meta: { hasCaptcha: false } }, services);
}

function openMenu() {
  renderInRouter(<SiteHeader />, "/", "*");
  fireEvent.click(screen.getByRole("button", { name: "Menu" }));
  return screen.getByRole("menu");
}

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole("menuitem")
    .map((entry) => entry.getAttribute("aria-label") ?? entry.textContent);

describe("the header menu's account entries", () => {
  it("offers to sync (register) and to log in when logged out", () => {
    const menu = openMenu();
    expect(entries(menu).slice(0, 2)).toEqual(["Sync to the cloud", "Log in"]);
    const sync = within(menu).getByRole("menuitem", { name: "Sync to the cloud" });
    expect(sync.getAttribute("href")).toBe("/register");
    const login = within(menu).getByRole("menuitem", { name: "Log in" });
    expect(login.getAttribute("href")).toBe("/login");
  });

  it("shows this device with the account's picture, settings and log out when logged in", async () => {
    await register("Living room");
    const menu = openMenu();
    const device = await within(menu).findByRole("menuitem", {
      name: "Living room, account settings",
    });
    expect(device.getAttribute("href")).toBe("/settings");
    expect(device.querySelector("[data-icon]")?.getAttribute("data-icon")).toBe("ticket");
    expect(entries(menu).slice(0, 3)).toEqual([
      "Living room, account settings",
      "Settings",
      "Log out",
    ]);
    expect(within(menu).queryByRole("menuitem", { name: "Log in" })).toBeNull();
  });

  it("shows a placeholder for a device name that cannot be read (quirk 16)", async () => {
    await register("Living room");
    const account = getAccount();
    if (!account) throw new Error("not registered");
    act(() => void useAccountStore.setState({ account: { ...account, deviceName: "garbage" } }));
    const menu = openMenu();
    expect(
      await within(menu).findByRole("menuitem", { name: "Unknown device, account settings" }),
    ).toBeTruthy();
  });

  it("logs out: the server forgets the session, and the menu offers to log in again", async () => {
    await register("Living room");
    const sessionId = getAccount()?.sessionId;
    const menu = openMenu();
    fireEvent.click(await within(menu).findByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(getAccount()).toBeNull());
    expect(fresh.server.calls).toContainEqual(
      expect.objectContaining({ method: "DELETE", path: `/sessions/${sessionId}` }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    expect(await within(menu).findByRole("menuitem", { name: "Log in" })).toBeTruthy();
    expect(localStorage.getItem(ACCOUNT_KEY)).not.toContain("token");
  });

  it("follows a login in another tab", async () => {
    const menu = openMenu();
    await register("Other tab");
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: ACCOUNT_KEY })));
    expect(
      await within(menu).findByRole("menuitem", { name: "Other tab, account settings" }),
    ).toBeTruthy();
  });
});
