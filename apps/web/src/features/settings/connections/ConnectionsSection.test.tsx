import type { HelloReply } from "@matinee/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setProxyUrls, useProxyUrlsStore } from "../../../shared/lib/proxy-urls-store";
import { renderSettings, testAccount } from "../testing/render-settings";
import { ConnectionsSection } from "./ConnectionsSection";
import { ExtensionPanel } from "./ExtensionPanel";
import { ProxyWorkersPanel } from "./ProxyWorkersPanel";

beforeEach(() => {
  localStorage.clear();
  setProxyUrls([]);
});

const hello = (message: string) => () => Promise.resolve(Response.json({ message }));

function addProxy(url: string) {
  fireEvent.change(screen.getByRole("textbox", { name: /Proxy URL/ }), { target: { value: url } });
  fireEvent.click(screen.getByRole("button", { name: "Add proxy" }));
}

describe("ProxyWorkersPanel", () => {
  it("adds a worker to the store scraping reads, tests it, and removes it", async () => {
    const fetch = vi.fn(hello("Proxy is working as expected (v2.1.4+matinee)"));
    await renderSettings(<ProxyWorkersPanel fetch={fetch} />);
    expect(screen.getByText("No proxy workers: the site's own setup is used.")).toBeTruthy();

    addProxy("https://proxy.example.org/");
    expect(useProxyUrlsStore.getState().urls).toEqual(["https://proxy.example.org"]);
    const list = screen.getByRole("list", { name: "Your proxy workers" });
    expect(within(list).getByText("https://proxy.example.org")).toBeTruthy();
    expect(screen.getByText("Added https://proxy.example.org.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Test https://proxy.example.org" }));
    await screen.findByText(/^Working — answered in \d+ ms\.$/);
    expect(fetch).toHaveBeenCalledWith("https://proxy.example.org", expect.anything());

    fireEvent.click(screen.getByRole("button", { name: "Remove https://proxy.example.org" }));
    expect(useProxyUrlsStore.getState().urls).toEqual([]);
    expect(screen.queryByRole("list", { name: "Your proxy workers" })).toBeNull();
  });

  it("shows the specific message for bad input and adds nothing", async () => {
    await renderSettings(<ProxyWorkersPanel fetch={vi.fn()} />);
    addProxy("not a url");
    expect(screen.getByText(/^Not a valid URL\./)).toBeTruthy();
    addProxy("ftp://proxy.example.org");
    expect(screen.getByText("A proxy URL must start with http:// or https://.")).toBeTruthy();
    addProxy("https://proxy.example.org");
    addProxy("https://proxy.example.org/");
    expect(screen.getByText("This proxy is already in the list.")).toBeTruthy();
    expect(useProxyUrlsStore.getState().urls).toEqual(["https://proxy.example.org"]);
  });

  it("names a failed test: unreachable, not a proxy, refused", async () => {
    setProxyUrls(["https://a.example", "https://b.example", "https://c.example"]);
    const fetch = vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url === "https://a.example") return Promise.reject(new TypeError("Failed to fetch"));
      if (url === "https://b.example") return Promise.resolve(new Response("<html></html>"));
      return Promise.resolve(Response.json({ error: "Invalid or missing token" }, { status: 401 }));
    });
    await renderSettings(<ProxyWorkersPanel fetch={fetch} />);
    for (const host of ["a", "b", "c"]) {
      fireEvent.click(screen.getByRole("button", { name: `Test https://${host}.example` }));
    }
    await screen.findByText(/^Could not connect to the proxy/);
    await screen.findByText(/^Expected a proxy but got something else/);
    await screen.findByText(/^The proxy refused this site/);
  });

  it("queues the list for the account server when logged in, and only then", async () => {
    const enqueueSettings = vi.fn(() => true);
    await renderSettings(<ProxyWorkersPanel fetch={vi.fn()} />, {
      account: testAccount,
      calls: () => ({ enqueueSettings }),
    });
    addProxy("https://proxy.example.org");
    await waitFor(() =>
      expect(enqueueSettings).toHaveBeenCalledWith({ proxyUrls: ["https://proxy.example.org"] }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove https://proxy.example.org" }));
    await waitFor(() => expect(enqueueSettings).toHaveBeenLastCalledWith({ proxyUrls: [] }));
  });

  it("queues nothing without an account", async () => {
    const enqueueSettings = vi.fn(() => true);
    await renderSettings(<ProxyWorkersPanel fetch={vi.fn()} />, {
      calls: () => ({ enqueueSettings }),
    });
    addProxy("https://proxy.example.org");
    await act(() => Promise.resolve());
    expect(enqueueSettings).not.toHaveBeenCalled();
  });
});

describe("ExtensionPanel", () => {
  const ok: HelloReply = { success: true, version: "1.3.0", allowed: true, hasPermission: true };

  it.each([
    [null, "Not installed: no extension answered.", null],
    [{ ...ok, hasPermission: false }, "Installed, but this site needs your permission.", "1.3.0"],
    [{ ...ok, allowed: false }, "Installed, but this site needs your permission.", "1.3.0"],
    [{ ...ok, version: "1.0.1" }, /^Installed, but too old/, "1.0.1"],
    [ok, "Connected: this site can use the extension.", "1.3.0"],
  ] as const)("shows %j as its state", async (reply, text, version) => {
    await renderSettings(<ExtensionPanel hello={() => Promise.resolve(reply)} />);
    expect(await screen.findByText(text)).toBeTruthy();
    if (version) expect(screen.getByText(`Version ${version}`)).toBeTruthy();
    else expect(screen.queryByText(/^Version/)).toBeNull();
  });

  it("offers the permission page when the site is not granted", async () => {
    const grant = vi.fn(() => Promise.resolve());
    await renderSettings(
      <ExtensionPanel
        hello={() => Promise.resolve({ ...ok, hasPermission: false })}
        grant={grant}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Grant permission" }));
    expect(grant).toHaveBeenCalledOnce();
  });
});

describe("ConnectionsSection", () => {
  it("points to the account server in the Account section instead of a second control", async () => {
    const harness = await renderSettings(<ConnectionsSection />);
    const link = screen.getByRole("link", { name: "Go to the account server" });
    expect(link.getAttribute("href")).toBe("/settings#account");
    fireEvent.click(link);
    await waitFor(() => expect(harness.location()).toBe("/settings#account"));
  });
});
