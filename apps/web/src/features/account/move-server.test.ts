import { generatePassphrase } from "@matinee/account";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearLibrary, recordProgress, toggleBookmark } from "../library";
import { forgetAccount } from "./account-runners";
import { getAccount, useAccountStore } from "./account-store";
import { completeRegister } from "./auth-flows";
import { moveToServer } from "./move-server";
import { createFakeAccountServer, type FakeAccountServer } from "./testing/fake-account-server";

const profile = { colorA: "#CF2E68", colorB: "#F9DD7F", icon: "couch" };
const bunny = { tmdbId: "10378", type: "movie" as const, title: "Big Buck Bunny", year: 2008 };

let from: FakeAccountServer;
let to: FakeAccountServer;
/** Per path of the new server, an answer that replaces the fake's. */
let overrides: Record<string, () => Response>;

const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : input.toString());

const fetchBoth: typeof fetch = (input, init) => {
  const url = urlOf(input);
  const override = url.origin === to.baseUrl ? overrides[url.pathname] : undefined;
  if (override) return Promise.resolve(override());
  return (url.origin === to.baseUrl ? to : from).fetch(input, init);
};
const services = () => ({ backendUrl: from.baseUrl, fetch: fetchBoth });

async function registerOnOldServer() {
  const passphrase = generatePassphrase();
  const outcome = await completeRegister(
    {
      passphrase,
      typedPassphrase: passphrase,
      deviceName: "Laptop",
      profile,
      meta: { hasCaptcha: false },
      settings: { applicationLanguage: "de" },
    },
    services(),
  );
  expect(outcome).toEqual({ ok: true });
  return getAccount();
}

beforeEach(() => {
  localStorage.clear();
  useAccountStore.setState({ account: null, backendUrl: null });
  clearLibrary();
  from = createFakeAccountServer("https://old.test");
  to = createFakeAccountServer("https://new.test");
  overrides = {};
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  forgetAccount();
  vi.restoreAllMocks();
});

describe("moveToServer", () => {
  it("registers the same key there, uploads everything, then switches to it", async () => {
    toggleBookmark(bunny);
    recordProgress({ media: bunny, watched: 120, duration: 596 });
    const before = await registerOnOldServer();

    const outcome = await moveToServer("new.test/", services());

    expect(outcome).toEqual({ ok: true, meta: expect.objectContaining({ name: "Fake" }) });
    const [moved] = to.users.values();
    const [old] = from.users.values();
    expect(moved?.publicKey).toBe(old?.publicKey);
    expect(moved?.profile).toEqual(profile);
    expect([...(moved?.bookmarks.keys() ?? [])]).toEqual(["10378"]);
    expect([...(moved?.progress.values() ?? [])].map((row) => row.watched)).toEqual([120]);
    expect(moved?.settings).toEqual({ applicationLanguage: "de" });

    const after = getAccount();
    expect(useAccountStore.getState().backendUrl).toBe("https://new.test");
    expect(after?.userId).toBe(moved?.id);
    expect(to.sessions.get(after?.token ?? "")?.userId).toBe(moved?.id);
    expect(after?.seed).toBe(before?.seed);
    // The old server's session ended; its data stays.
    expect([...from.sessions.values()].some((s) => s.id === before?.sessionId)).toBe(false);
    expect(from.users.size).toBe(1);
  });

  it("logs in when the account's key is known there already", async () => {
    const account = await registerOnOldServer();
    const [old] = from.users.values();
    if (!old || !account) throw new Error("no account");
    to.users.set(old.publicKey, {
      ...old,
      id: "known-there",
      bookmarks: new Map(),
      progress: new Map(),
    });

    expect((await moveToServer("https://new.test", services())).ok).toBe(true);
    expect(to.calls.some((call) => call.path === "/auth/register/complete")).toBe(false);
    expect(getAccount()?.userId).toBe("known-there");
  });

  it("refuses the server the account is on", async () => {
    await registerOnOldServer();
    expect(await moveToServer("https://old.test/", services())).toEqual({
      ok: false,
      problem: "sameServer",
    });
  });

  it("needs a logged-in account", async () => {
    expect(await moveToServer("https://new.test", services())).toEqual({
      ok: false,
      problem: "notLoggedIn",
    });
  });

  it.each([
    ["an address that is none", "ftp://new.test", {}, "invalidUrl"],
    ["a server that does not answer", "https://new.test", { down: true }, "unreachable"],
    [
      "a site that is no account server",
      "https://new.test",
      { meta: () => new Response("<html>", { status: 200 }) },
      "notAccountServer",
    ],
    [
      "a server that wants a captcha to register",
      "https://new.test",
      { meta: () => Response.json({ name: "Strict", hasCaptcha: true }) },
      "captchaRequired",
    ],
    [
      "a registration the server refuses",
      "https://new.test",
      { "/auth/register/complete": () => Response.json({}, { status: 400 }) },
      "refused",
    ],
  ])("changes nothing on %s", async (_what, address, change, problem) => {
    const before = await registerOnOldServer();
    const { down, meta, ...paths } = change as {
      down?: boolean;
      meta?: () => Response;
    } & Record<string, () => Response>;
    to.down = down ?? false;
    overrides = { ...paths, ...(meta ? { "/meta": meta } : {}) };

    expect(await moveToServer(address, services())).toEqual({ ok: false, problem });
    expect(getAccount()).toEqual(before);
    expect(useAccountStore.getState().backendUrl).toBeNull();
  });

  it("stays on the old server, and ends the new session, when the upload fails", async () => {
    toggleBookmark(bunny);
    const before = await registerOnOldServer();
    // The new server's user id is not known in advance: every bookmarks upload there fails.
    const realFetch = to.fetch;
    to.fetch = (input, init) =>
      urlOf(input).pathname.endsWith("/bookmarks")
        ? Promise.resolve(Response.json({}, { status: 503 }))
        : realFetch(input, init);

    expect(await moveToServer("https://new.test", services())).toEqual({
      ok: false,
      problem: "uploadFailed",
    });
    expect(getAccount()).toEqual(before);
    expect(to.sessions.size).toBe(0);
  });
});
