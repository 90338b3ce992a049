import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Device } from "../../account";
import { renderSettings, testAccount } from "../testing/render-settings";
import { AccountSection } from "./AccountSection";

const device = (id: string, name: string | null, current = false): Device => ({
  id,
  name,
  current,
  createdAt: "2025-01-01T10:00:00.000Z",
  accessedAt: "2025-03-04T10:00:00.000Z",
});

const noAnswer = () => Object.assign(new Error("no answer"), { name: "AccountApiError" });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("AccountSection, logged out", () => {
  it("offers an account, with links to register and to log in", async () => {
    await renderSettings(<AccountSection />);
    expect(await screen.findByRole("heading", { name: "Sync with an account" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/register",
    );
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("heading", { name: "Devices" })).toBeNull();
  });
});

describe("AccountSection, profile", () => {
  it("shows the avatar and this device's name, decrypted here", async () => {
    await renderSettings(<AccountSection />, { account: testAccount });
    const name = await screen.findByRole("textbox", { name: "Device name" });
    await waitFor(() => expect(name).toHaveProperty("value", "Living room"));
    expect(document.querySelector('[data-icon="cat"]')).toBeTruthy();
  });

  it("saves a new name and a new picture, and says so", async () => {
    const { runtime } = await renderSettings(<AccountSection />, { account: testAccount });
    const name = await screen.findByRole("textbox", { name: "Device name" });
    await waitFor(() => expect(name).toHaveProperty("value", "Living room"));
    fireEvent.change(name, { target: { value: "  Attic  " } });
    fireEvent.click(screen.getByRole("radio", { name: "Couch" }));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Second colour" })).getByRole("radio", {
        name: "Green",
      }),
    );
    expect(document.querySelector('[data-icon="couch"]')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(runtime.renameDevice).toHaveBeenCalledWith(expect.anything(), "  Attic  ");
    expect(runtime.updateProfile).toHaveBeenCalledWith(expect.anything(), {
      colorA: "#0A54FF",
      colorB: "#2ECFA8",
      icon: "couch",
    });
  });

  it.each([
    ["an empty name", "   ", "Please enter a device name"],
    ["a name too long", "x".repeat(81), "That name is too long: use at most 80 characters."],
  ])("refuses %s without calling the server", async (_what, value, message) => {
    const { runtime } = await renderSettings(<AccountSection />, { account: testAccount });
    const name = await screen.findByRole("textbox", { name: "Device name" });
    await waitFor(() => expect(name).toHaveProperty("value", "Living room"));
    fireEvent.change(name, { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(runtime.renameDevice).not.toHaveBeenCalled();
  });

  it("says when there is nothing to save", async () => {
    const { runtime } = await renderSettings(<AccountSection />, { account: testAccount });
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Device name" })).toHaveProperty(
        "value",
        "Living room",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Nothing to save/)).toBeTruthy();
    expect(runtime.updateProfile).not.toHaveBeenCalled();
  });

  it.each([
    [null, "Could not save: the server did not answer. Try again."],
    [400, "The server refused the change. Nothing was saved."],
  ])("says what went wrong when the save fails with status %s", async (status, message) => {
    const { runtime } = await renderSettings(<AccountSection />, {
      account: testAccount,
      calls: () => ({
        updateProfile: vi.fn(() => Promise.reject(noAnswer())),
        statusOf: () => status,
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Device name" })).toHaveProperty(
        "value",
        "Living room",
      ),
    );
    fireEvent.click(screen.getByRole("radio", { name: "Ticket" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(runtime.updateProfile).toHaveBeenCalled();
  });
});

describe("AccountSection, devices", () => {
  it("lists the devices, this one marked, an unreadable name as a placeholder", async () => {
    await renderSettings(<AccountSection />, {
      account: testAccount,
      calls: () => ({
        listDevices: vi.fn(() =>
          Promise.resolve([
            device("s1", "Living room", true),
            device("s2", null),
            device("s3", "Phone"),
          ]),
        ),
      }),
    });
    const list = await screen.findByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Living roomThis device"),
      expect.stringContaining("Unknown device"),
      expect.stringContaining("Phone"),
    ]);
    // This device cannot be removed from here (log out does that).
    expect(within(items[0] as HTMLElement).queryByRole("button")).toBeNull();
  });

  it("removes another device after a confirmation, then lists again", async () => {
    const devices = [device("s1", "Living room", true), device("s3", "Phone")];
    const { runtime } = await renderSettings(<AccountSection />, {
      account: testAccount,
      calls: () => ({
        listDevices: vi.fn(() => Promise.resolve([...devices])),
        removeDevice: vi.fn(() => {
          devices.pop();
          return Promise.resolve();
        }),
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Phone" }));
    const dialog = screen.getByRole("dialog", { name: "Remove this device?" });
    expect(dialog.textContent).toContain("“Phone” will be logged out");
    expect(runtime.removeDevice).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove device" }));
    expect(await screen.findByText("“Phone” was removed.")).toBeTruthy();
    expect(runtime.removeDevice).toHaveBeenCalledWith(expect.anything(), "s3");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove Phone" })).toBeNull());
  });

  it("keeps the dialog open with a message when the removal fails", async () => {
    await renderSettings(<AccountSection />, {
      account: testAccount,
      calls: () => ({
        listDevices: vi.fn(() => Promise.resolve([device("s1", "A", true), device("s2", "B")])),
        removeDevice: vi.fn(() => Promise.reject(noAnswer())),
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Remove B" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove device" }));
    expect(await within(dialog).findByText(/Could not remove the device/)).toBeTruthy();
  });

  it("says the list failed to load, and tries again", async () => {
    const listDevices = vi
      .fn()
      .mockRejectedValueOnce(noAnswer())
      .mockResolvedValue([device("s1", "Living room", true)]);
    await renderSettings(<AccountSection />, {
      account: testAccount,
      calls: () => ({ listDevices }),
    });
    expect(await screen.findByText("Failed to load sessions")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("This device")).toBeTruthy();
  });
});

describe("AccountSection, log out and delete", () => {
  it("logs out, and shows the logged-out section", async () => {
    const { runtime } = await renderSettings(<AccountSection />, { account: testAccount });
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(runtime.logout).toHaveBeenCalled();
    expect(await screen.findByRole("heading", { name: "Sync with an account" })).toBeTruthy();
  });

  it("deletes the account only once the word is typed, then goes home", async () => {
    const harness = await renderSettings(<AccountSection />, { account: testAccount });
    fireEvent.click(await screen.findByRole("button", { name: "Delete account…" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account for good?" });
    const word = within(dialog).getByRole("textbox", { name: "Type “delete” to confirm" });
    fireEvent.change(word, { target: { value: "remove" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await within(dialog).findByText("Type “delete” exactly, to confirm.")).toBeTruthy();
    expect(harness.runtime.deleteAccount).not.toHaveBeenCalled();

    fireEvent.change(word, { target: { value: " Delete " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(harness.location()).toBe("/"));
    expect(harness.runtime.deleteAccount).toHaveBeenCalledTimes(1);
  });

  it("says so, and stays, when the server does not delete", async () => {
    const harness = await renderSettings(<AccountSection />, {
      account: testAccount,
      calls: () => ({ deleteAccount: vi.fn(() => Promise.reject(noAnswer())) }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete account…" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "delete" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await within(dialog).findByText(/Nothing was deleted/)).toBeTruthy();
    expect(harness.location()).toBe("/settings");
  });
});
