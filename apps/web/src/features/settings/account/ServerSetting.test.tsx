import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIGURED_SERVER, renderSettings, testAccount } from "../testing/render-settings";
import { AccountSection } from "./AccountSection";

const meta = { name: "Home server", version: "1", hasCaptcha: false };

/** Answers `/meta` of the given origins as an account server; anything else as nothing. */
function servers(answers: Record<string, () => Response>): typeof fetch {
  return (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const answer = answers[url.origin];
    return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError("Failed to fetch"));
  };
}

const accountServer = () => Response.json(meta);

async function submitAddress(address: string, button = "Check and save") {
  fireEvent.change(await screen.findByRole("textbox", { name: "Server address" }), {
    target: { value: address },
  });
  fireEvent.click(screen.getByRole("button", { name: button }));
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("the account server setting", () => {
  it("says which server is in use, the site's default at first", async () => {
    await renderSettings(<AccountSection />);
    expect(
      await screen.findByText(`In use: ${CONFIGURED_SERVER} (this site's default)`),
    ).toBeTruthy();
  });

  it("keeps an address once its /meta shows an account server, then offers the default back", async () => {
    const { runtime } = await renderSettings(<AccountSection />, {
      fetch: servers({ "https://mine.example": accountServer }),
    });
    await submitAddress("mine.example/");
    expect(
      await screen.findByText("Saved: this browser now uses Home server at https://mine.example."),
    ).toBeTruthy();
    expect(runtime.useAccountStore.getState().backendUrl).toBe("https://mine.example");
    expect(screen.getByText("In use: https://mine.example")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Use the default server" }));
    expect(await screen.findByText(/uses the site's default server again/)).toBeTruthy();
    expect(runtime.useAccountStore.getState().backendUrl).toBeNull();
  });

  it.each([
    ["nothing", "", "Enter the address of an account server."],
    [
      "no URL",
      "ftp://files.example",
      "Not a valid URL: enter an address such as https://account.example.org.",
    ],
    [
      "a server that does not answer",
      "https://down.example",
      "Could not reach https://down.example. Check the address and your connection; the server must also allow this site.",
    ],
    [
      "a site that is no account server",
      "https://blog.example",
      "https://blog.example answered, but it is not a Matinee or movie-web account server.",
    ],
  ])("refuses %s, with a message, and keeps the server in use", async (_what, address, message) => {
    const { runtime } = await renderSettings(<AccountSection />, {
      fetch: servers({ "https://blog.example": () => new Response("<!doctype html>") }),
    });
    await submitAddress(address);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(
      screen.getByRole("textbox", { name: "Server address" }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(runtime.useAccountStore.getState().backendUrl).toBeNull();
  });

  it("with an account, logs out first, after a confirmation", async () => {
    const { runtime } = await renderSettings(<AccountSection />, {
      account: testAccount,
      fetch: servers({ "https://mine.example": accountServer }),
    });
    await submitAddress("https://mine.example");
    const dialog = await screen.findByRole("dialog", { name: "Log out to change the server?" });
    expect(runtime.logout).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Log out and change" }));
    await waitFor(() =>
      expect(runtime.useAccountStore.getState().backendUrl).toBe("https://mine.example"),
    );
    expect(runtime.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/now uses Home server/)).toBeTruthy();
  });

  it("with an account, changes nothing when the confirmation is declined", async () => {
    const { runtime } = await renderSettings(<AccountSection />, {
      account: testAccount,
      fetch: servers({ "https://mine.example": accountServer }),
    });
    await submitAddress("https://mine.example");
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(runtime.logout).not.toHaveBeenCalled();
    expect(runtime.useAccountStore.getState()).toMatchObject({
      account: testAccount,
      backendUrl: null,
    });
  });
});

describe("moving to another server", () => {
  it("moves, and says where the account now is", async () => {
    const moveToServer = vi.fn(() => Promise.resolve({ ok: true as const, meta }));
    await renderSettings(<AccountSection />, { account: testAccount, authFlows: { moveToServer } });
    fireEvent.change(await screen.findByRole("textbox", { name: "New server address" }), {
      target: { value: "new.example" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Move my account" }));
    expect(
      await screen.findByText(
        "Moved: this browser now syncs with Home server at https://new.example.",
      ),
    ).toBeTruthy();
    expect(moveToServer).toHaveBeenCalledWith(
      "new.example",
      expect.objectContaining({ backendUrl: CONFIGURED_SERVER }),
    );
  });

  it.each([
    [
      "notAccountServer",
      "https://new.example answered, but it is not a Matinee or movie-web account server.",
    ],
    ["sameServer", "Your account is on that server already."],
    ["captchaRequired", /asks for a captcha/],
    [
      "uploadFailed",
      "Your data could not be sent to that server. Nothing changed here; try again.",
    ],
  ] as const)("says what stopped a move: %s", async (problem, message) => {
    const moveToServer = vi.fn(() => Promise.resolve({ ok: false as const, problem }));
    await renderSettings(<AccountSection />, { account: testAccount, authFlows: { moveToServer } });
    fireEvent.change(await screen.findByRole("textbox", { name: "New server address" }), {
      target: { value: "https://new.example" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Move my account" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("is offered only with an account", async () => {
    await renderSettings(<AccountSection />);
    await screen.findByRole("textbox", { name: "Server address" });
    expect(screen.queryByRole("textbox", { name: "New server address" })).toBeNull();
  });
});
