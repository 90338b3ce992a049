import { parseRuntimeConfig } from "@matinee/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAppConfig } from "../../shared/lib/config";
import { createTestServices } from "../../shared/testing/test-providers";
import { isOnboardingCompleted, useOnboardingStore } from "./onboarding-store";
import { OnboardingProxyPage } from "./OnboardingProxyPage";
import { renderOnboarding } from "./testing/render-onboarding";

afterEach(() => useOnboardingStore.setState({ completed: false }));

const TARGET = "/media/tmdb-movie-10378-big-buck-bunny";
const PATH = `/onboarding/proxy?redirect=${encodeURIComponent(TARGET)}`;
const LIBRARY = "http://matinee.test";

/** A working proxy in front of the Matinee server's /echo. */
const proxyFetch = (url: string) => {
  const destination = new URL(new URL(url).searchParams.get("destination") ?? "");
  return Promise.resolve(
    Response.json({
      url: destination.href,
      args: { nonce: destination.searchParams.get("nonce") },
    }),
  );
};

function renderPage(fetch: (url: string, init: RequestInit) => Promise<Response>) {
  const save = vi.fn();
  const asked: string[] = [];
  const router = renderOnboarding(
    <OnboardingProxyPage
      fetch={
        ((url: string, init: RequestInit) => {
          asked.push(url);
          return fetch(url, init);
        }) as typeof globalThis.fetch
      }
      save={save}
    />,
    PATH,
    createTestServices({ libraryUrl: LIBRARY }),
  );
  return { router, save, asked };
}

function submit(value: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Proxy URL" }), {
    target: { value },
  });
  fireEvent.click(screen.getByRole("button", { name: "Test and use this proxy" }));
}

describe("onboarding, proxy step", () => {
  it("is step 2, with the way back to step 1 keeping the query string", () => {
    renderPage(proxyFetch);
    expect(screen.getByText("Step 2 of 2")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the choices" }).getAttribute("href")).toBe(
      `/onboarding?redirect=${encodeURIComponent(TARGET)}`,
    );
  });

  it("uses a proxy that passes the echo test, completes onboarding and goes on", async () => {
    const { router, save, asked } = renderPage(proxyFetch);
    submit("https://proxy.example/");
    await waitFor(() => expect(router.state.location.pathname).toBe(TARGET));
    expect(save).toHaveBeenCalledWith("https://proxy.example");
    expect(isOnboardingCompleted()).toBe(true);
    expect(router.state.historyAction).toBe("REPLACE");
    // The echo asked for is this app's Matinee server's.
    const destination = new URL(asked[0] ?? "").searchParams.get("destination") ?? "";
    expect(destination).toMatch(/^http:\/\/matinee\.test\/echo\?nonce=[\w-]{22}$/);
  });

  it("says 'Testing the proxy…' while it waits, and does not test twice at once", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { asked } = renderPage(() => new Promise((resolve) => (answer = resolve)));
    submit("https://slow.example");
    expect(await screen.findByText("Testing the proxy…")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Test and use this proxy" });
    expect(button.hasAttribute("disabled")).toBe(true);
    fireEvent.click(button);
    answer(new Response("<html></html>"));
    await screen.findByText("Expected a proxy but got a website");
    expect(asked).toHaveLength(1);
    expect(screen.queryByText("Testing the proxy…")).toBeNull();
  });

  it.each([
    ["an address that is no URL", "proxy dot example", () => proxyFetch(""), "Not a valid URL"],
    [
      "a website",
      "https://website.example",
      () => Promise.resolve(new Response("<!doctype html><p>Hi</p>")),
      "Expected a proxy but got a website",
    ],
    [
      "a closed port",
      "http://127.0.0.1:9",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "Could not connect to proxy",
    ],
    [
      "a proxy that may not reach this server",
      "https://proxy.example",
      () => Promise.resolve(Response.json({ error: "destination_refused" }, { status: 403 })),
      "The proxy answered, but could not reach this site's server for the test. A proxy refuses private network addresses unless its operator allows them.",
    ],
  ])("refuses %s with its message, keeping the viewer here", async (_, input, fetch, message) => {
    const { router, save } = renderPage(fetch);
    submit(input);
    const error = await screen.findByText(message);
    expect(
      screen.getByRole("textbox", { name: "Proxy URL" }).getAttribute("aria-describedby"),
    ).toContain(error.id);
    expect(save).not.toHaveBeenCalled();
    expect(isOnboardingCompleted()).toBe(false);
    expect(router.state.location.pathname).toBe("/onboarding/proxy");
  });

  it("clears the message once the address is edited", async () => {
    renderPage(proxyFetch);
    submit("nope");
    await screen.findByText("Not a valid URL");
    fireEvent.change(screen.getByRole("textbox", { name: "Proxy URL" }), {
      target: { value: "https://" },
    });
    expect(screen.queryByText("Not a valid URL")).toBeNull();
  });

  it("links the operator's guide to deploying a proxy when one is configured", () => {
    setAppConfig(
      parseRuntimeConfig({ VITE_ONBOARDING_PROXY_INSTALL_LINK: "https://docs.example/proxy" }),
    );
    renderPage(proxyFetch);
    expect(screen.getByRole("link", { name: "How to deploy a proxy" }).getAttribute("href")).toBe(
      "https://docs.example/proxy",
    );
  });

  it("shows no guide link when none is configured", () => {
    renderPage(proxyFetch);
    expect(screen.queryByRole("link", { name: "How to deploy a proxy" })).toBeNull();
  });
});
