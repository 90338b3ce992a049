import { decodeSeed, decryptDeviceName } from "@matinee/account";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../../shared/testing/render-in-router";
import { chooseTheme, useThemeStore } from "../../../shared/theme";
import { getAccount, useAccountStore } from "../account-store";
import { withFreshAccount } from "../testing/fresh-account";
import { COPIED_FOR_MS } from "./PassphraseWords";
import { recaptchaToken } from "./recaptcha";
import { RegisterPage } from "./RegisterPage";

const fresh = withFreshAccount();
let backendUrl: string | null;

vi.mock("../account-services", () => ({
  accountServices: () => ({ backendUrl, fetch: fresh.server.fetch }),
}));
vi.mock("./recaptcha", () => ({
  loadRecaptcha: vi.fn(() => Promise.resolve()),
  recaptchaToken: vi.fn(() => Promise.resolve("captcha-token")),
}));

beforeEach(() => {
  backendUrl = fresh.server.baseUrl;
});

const heading = (name: string) => screen.findByRole("heading", { name });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));

/** Step 1 once the server has answered: Trust. */
async function trust() {
  fireEvent.click(await screen.findByRole("button", { name: "Trust" }));
  await heading("Your passphrase");
}

function words(): string[] {
  const list = screen.getByRole("list", { name: "Your 12 words, in order" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent.replace(/^\d+/, ""));
}

/** Through the trust and passphrase steps; the passphrase shown. */
async function toProfileStep(): Promise<string> {
  await trust();
  const passphrase = words().join(" ");
  click("I have saved them");
  await heading("Name this device");
  return passphrase;
}

async function toVerifyStep(deviceName = "Living room"): Promise<string> {
  const passphrase = await toProfileStep();
  fireEvent.change(screen.getByLabelText("Device name"), { target: { value: deviceName } });
  click("Next");
  await heading("Confirm your passphrase");
  return passphrase;
}

function typePassphrase(text: string) {
  fireEvent.change(screen.getByLabelText("Passphrase"), { target: { value: text } });
}

describe("register step 1: trust the server", () => {
  it("shows the server's name, description and address, as step 1 of 4", async () => {
    fresh.server.meta = {
      ...fresh.server.meta,
      name: "Home cinema",
      description: "Run by the family",
    };
    renderInRouter(<RegisterPage />, "/register");
    expect(await heading("Do you trust this server?")).toBeTruthy();
    expect(screen.getByText("Step 1 of 4")).toBeTruthy();
    expect(screen.getByText("Home cinema")).toBeTruthy();
    expect(screen.getByText("Run by the family")).toBeTruthy();
    expect(screen.getByText("account.test")).toBeTruthy();
  });

  it("goes back home when the viewer declines", async () => {
    const router = renderInRouter(<RegisterPage />, "/register");
    await screen.findByRole("button", { name: "Trust" });
    fireEvent.click(screen.getByRole("link", { name: "Go back" }));
    expect(router.state.location.pathname).toBe("/");
  });

  it("says the server could not be reached, and asks again on Try again", async () => {
    fresh.server.down = true;
    renderInRouter(<RegisterPage />, "/register");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to reach server");
    expect(alert.textContent).toContain("The account server did not answer");
    fresh.server.down = false;
    click("Try again");
    expect(await screen.findByRole("button", { name: "Trust" })).toBeTruthy();
  });

  it("says so when the site has no account server", async () => {
    backendUrl = null;
    renderInRouter(<RegisterPage />, "/register");
    expect((await screen.findByRole("alert")).textContent).toContain("Server not configured!");
    expect(screen.queryByRole("button", { name: "Trust" })).toBeNull();
  });
});

describe("register step 2: the passphrase", () => {
  it("shows 12 numbered words, a valid new passphrase", async () => {
    renderInRouter(<RegisterPage />, "/register");
    await trust();
    expect(screen.getByText("Step 2 of 4")).toBeTruthy();
    const list = screen.getByRole("list", { name: "Your 12 words, in order" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(12);
    expect(items[0]?.textContent).toMatch(/^1[a-z]+$/);
    expect(items[11]?.textContent).toMatch(/^12[a-z]+$/);
    // The step's title has the focus: keyboard users start at the new step.
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your passphrase" }));
  });

  it("copies the whole passphrase and says Copied for 2 seconds", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderInRouter(<RegisterPage />, "/register");
    await trust();
    vi.useFakeTimers();
    await act(() => {
      click("Copy");
      return Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(words().join(" "));
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Copied");
    act(() => void vi.advanceTimersByTime(COPIED_FOR_MS - 1));
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
  });

  it("says when the browser refuses to copy", async () => {
    const writeText = vi.fn(() => Promise.reject(new Error("denied")));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderInRouter(<RegisterPage />, "/register");
    await trust();
    await act(() => {
      click("Copy");
      return Promise.resolve();
    });
    expect(screen.getByRole("status").textContent).toMatch(/Could not copy/);
  });
});

describe("register step 3: device and profile", () => {
  it("selects the first colours and icon by default and previews the choice live", async () => {
    renderInRouter(<RegisterPage />, "/register");
    await toProfileStep();
    const firstColour = screen.getByRole("group", { name: "First colour" });
    const secondColour = screen.getByRole("group", { name: "Second colour" });
    const icons = screen.getByRole("group", { name: "Icon" });
    expect(within(firstColour).getAllByRole("radio")).toHaveLength(5);
    expect(within(icons).getAllByRole("radio")).toHaveLength(6);
    expect(within(firstColour).getByRole("radio", { name: "Blue" })).toHaveProperty(
      "checked",
      true,
    );
    expect(within(secondColour).getByRole("radio", { name: "Blue" })).toHaveProperty(
      "checked",
      true,
    );
    expect(within(icons).getByRole("radio", { name: "Cat" })).toHaveProperty("checked", true);

    const preview = document.querySelector<HTMLElement>("[data-icon]");
    expect(preview?.dataset.icon).toBe("cat");
    fireEvent.click(within(secondColour).getByRole("radio", { name: "Green" }));
    fireEvent.click(within(icons).getByRole("radio", { name: "Ticket" }));
    fireEvent.change(screen.getByLabelText("Device name"), { target: { value: "Phone" } });
    const updated = document.querySelector<HTMLElement>("[data-icon]");
    expect(updated?.dataset.icon).toBe("ticket");
    expect(updated?.style.backgroundImage).toMatch(/#0A54FF.*#2ECFA8/i);
    expect(screen.getByText("Phone")).toBeTruthy();
  });

  it("stops on an empty device name, with the message under the field and focus on it", async () => {
    renderInRouter(<RegisterPage />, "/register");
    await toProfileStep();
    const field = screen.getByLabelText("Device name");
    fireEvent.change(field, { target: { value: "   " } });
    click("Next");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a device name")).toBeTruthy();
    expect(field.getAttribute("aria-describedby")).toContain(
      screen.getByText("Please enter a device name").id,
    );
    expect(screen.queryByRole("heading", { name: "Confirm your passphrase" })).toBeNull();
  });

  it("keeps what was typed and chosen on the way back and forth", async () => {
    renderInRouter(<RegisterPage />, "/register");
    await toVerifyStep("Tablet");
    click("Back");
    await heading("Name this device");
    expect(screen.getByLabelText("Device name")).toHaveProperty("value", "Tablet");
  });
});

describe("register step 4: verify and create", () => {
  it("refuses a passphrase that does not match, under the field, and sends nothing", async () => {
    renderInRouter(<RegisterPage />, "/register");
    const passphrase = await toVerifyStep();
    typePassphrase(passphrase.split(" ").reverse().join(" "));
    click("Create account");
    const field = screen.getByLabelText("Passphrase");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText("Passphrase doesn't match")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(fresh.server.calls.some((call) => call.path.startsWith("/auth/register"))).toBe(false);
  });

  it("creates the account with the chosen profile, device name and theme, then opens home", async () => {
    chooseTheme("teal");
    const router = renderInRouter(<RegisterPage />, "/register");
    const passphrase = await toProfileStep();
    fireEvent.change(screen.getByLabelText("Device name"), { target: { value: " Laptop " } });
    const icons = screen.getByRole("group", { name: "Icon" });
    fireEvent.click(within(icons).getByRole("radio", { name: "Couch" }));
    const first = screen.getByRole("group", { name: "First colour" });
    fireEvent.click(within(first).getByRole("radio", { name: "Purple" }));
    click("Next");
    await heading("Confirm your passphrase");
    typePassphrase(passphrase);
    click("Create account");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const [user] = fresh.server.users.values();
    expect(user?.profile).toEqual({ colorA: "#7652DD", colorB: "#0A54FF", icon: "couch" });
    const account = getAccount();
    const name = await decryptDeviceName(
      account?.deviceName ?? "",
      decodeSeed(account?.seed ?? ""),
    );
    expect(name).toEqual({ ok: true, name: "Laptop" });
    expect(user?.settings).toEqual(
      expect.objectContaining({ applicationLanguage: "en", applicationTheme: "teal" }),
    );
    useThemeStore.setState({ chosen: null });
  });

  it("says the registration failed when the server refuses, and focuses the message", async () => {
    renderInRouter(<RegisterPage />, "/register");
    const passphrase = await toVerifyStep();
    typePassphrase(passphrase);
    fresh.server.failNext(500);
    click("Create account");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Registration failed. Please try again.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole("button", { name: "Create account" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("sends a reCAPTCHA token when the server asks for one", async () => {
    fresh.server.meta = { ...fresh.server.meta, hasCaptcha: true, captchaClientKey: "site-key" };
    const router = renderInRouter(<RegisterPage />, "/register");
    const passphrase = await toVerifyStep();
    expect(screen.getByText(/checked by Google reCAPTCHA/)).toBeTruthy();
    typePassphrase(passphrase);
    click("Create account");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(recaptchaToken).toHaveBeenCalledWith("site-key");
    const start = fresh.server.calls.find((call) => call.path === "/auth/register/start");
    expect(start?.body).toEqual({ captchaToken: "captcha-token" });
  });

  it("says ReCaptcha validation failed when no token could be had, and registers nothing", async () => {
    vi.mocked(recaptchaToken).mockResolvedValueOnce(null);
    fresh.server.meta = { ...fresh.server.meta, hasCaptcha: true, captchaClientKey: "site-key" };
    renderInRouter(<RegisterPage />, "/register");
    const passphrase = await toVerifyStep();
    typePassphrase(passphrase);
    click("Create account");
    expect((await screen.findByRole("alert")).textContent).toBe("ReCaptcha validation failed");
    expect(fresh.server.users.size).toBe(0);
  });
});

describe("register with an account already here", () => {
  it("asks to log out first instead of making a second account", async () => {
    useAccountStore.setState({
      account: {
        token: "t",
        userId: "u",
        sessionId: "s",
        deviceName: "d",
        seed: "",
        profile: { colorA: "#0A54FF", colorB: "#0A54FF", icon: "cat" },
      },
    });
    renderInRouter(<RegisterPage />, "/register");
    expect(await heading("You are logged in")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Trust" })).toBeNull();
  });
});
