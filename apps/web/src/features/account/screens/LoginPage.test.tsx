import { generatePassphrase } from "@matinee/account";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../../shared/testing/render-in-router";
import { clearLibrary, getLibrary, toggleBookmark } from "../../library";
import { forgetAccount } from "../account-runners";
import { getAccount } from "../account-store";
import { completeRegister } from "../auth-flows";
import { withFreshAccount } from "../testing/fresh-account";
import { LoginPage } from "./LoginPage";

const fresh = withFreshAccount();
let backendUrl: string | null;

vi.mock("../account-services", () => ({
  accountServices: () => ({ backendUrl, fetch: fresh.server.fetch }),
}));

const bunny = { tmdbId: "10378", type: "movie" as const, title: "Big Buck Bunny", year: 2008 };

beforeEach(() => {
  backendUrl = fresh.server.baseUrl;
});

/** An account on the fake server, made in "another browser" (nothing of it kept here). */
async function existingAccount(): Promise<string> {
  const passphrase = generatePassphrase();
  const services = { backendUrl: fresh.server.baseUrl, fetch: fresh.server.fetch };
  const profile = { colorA: "#0A54FF", colorB: "#0A54FF", icon: "cat" };
  const input = { passphrase, typedPassphrase: passphrase, deviceName: "Other", profile };
  await completeRegister({ ...input, meta: { hasCaptcha: false } }, services);
  forgetAccount();
  clearLibrary();
  return passphrase;
}

function fill(passphrase: string, deviceName: string) {
  fireEvent.change(screen.getByLabelText("Passphrase"), { target: { value: passphrase } });
  fireEvent.change(screen.getByLabelText("Device name"), { target: { value: deviceName } });
  fireEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("login validation (SPEC §5)", () => {
  it.each([
    ["too few words", "abandon abandon abandon"],
    ["a word not in the list", "abandon ".repeat(11) + "zzzz"],
    ["a bad checksum", "abandon ".repeat(12).trim()],
  ])("refuses %s under the passphrase field, focused, and sends nothing", async (_, phrase) => {
    renderInRouter(<LoginPage />, "/login");
    fill(phrase, "Laptop");
    const field = screen.getByLabelText("Passphrase");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText("Incorrect or incomplete passphrase")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(fresh.server.calls).toEqual([]);
  });

  it("asks for a device name under its field", async () => {
    renderInRouter(<LoginPage />, "/login");
    fill(generatePassphrase(), "  ");
    const field = screen.getByLabelText("Device name");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText("Please enter a device name")).toBeTruthy();
    expect(screen.getByLabelText("Passphrase").getAttribute("aria-invalid")).toBeNull();
  });

  it("gives the passphrase message for a passphrase no account has (a 401)", async () => {
    renderInRouter(<LoginPage />, "/login");
    fill(generatePassphrase(), "Laptop");
    await screen.findByText("Incorrect or incomplete passphrase");
    expect(fresh.server.calls.map((call) => call.path)).toEqual(["/auth/login/start"]);
  });

  it("says the server could not be reached, as an alert that takes the focus", async () => {
    fresh.server.down = true;
    renderInRouter(<LoginPage />, "/login");
    fill(generatePassphrase(), "Laptop");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Failed to reach server");
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("says so when the site has no account server", async () => {
    backendUrl = null;
    renderInRouter(<LoginPage />, "/login");
    fill(generatePassphrase(), "Laptop");
    expect((await screen.findByRole("alert")).textContent).toBe("Server not configured!");
  });
});

describe("logging in", () => {
  it("keeps the account, uploads this browser's bookmarks, restores, then opens home", async () => {
    const passphrase = await existingAccount();
    toggleBookmark(bunny);
    const router = renderInRouter(<LoginPage />, "/login");
    // Spaces around and between the words are forgiven.
    fill(`  ${passphrase.replaceAll(" ", "  ")} `, " Phone ");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(getAccount()?.userId).toBe([...fresh.server.users.values()][0]?.id);
    const [user] = fresh.server.users.values();
    expect([...(user?.bookmarks.keys() ?? [])]).toEqual(["10378"]);
    expect(getLibrary().bookmarks["10378"]).toBeTruthy();
  });

  it("links to registration for a viewer without an account", () => {
    renderInRouter(<LoginPage />, "/login");
    expect(screen.getByRole("link", { name: "Create one" }).getAttribute("href")).toBe("/register");
  });
});
