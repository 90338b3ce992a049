import { afterEach, describe, expect, it } from "vitest";
import { setProxyUrls } from "../shared/lib/proxy-urls-store";
import { createMemoryHistory } from "../shared/router/history";
import { createRouter } from "../shared/router";
import { needsOnboarding, onboardingPathFor, startOnboardingGate } from "./onboarding-gate";

afterEach(() => {
  setProxyUrls([]);
  localStorage.clear();
});

const MOVIE = "/media/tmdb-movie-10378-big-buck-bunny";
const EPISODE = "/media/tmdb-tv-1399-game-of-thrones/1/2";
const ON = { hasOnboarding: true };
const NEW_VIEWER = { completed: false, ownProxies: 0 };
const address = (history: { location: { pathname: string; search: string } }) =>
  history.location.pathname + history.location.search;

describe("needsOnboarding", () => {
  it("sends a new viewer to onboarding from a media page when the site has onboarding", () => {
    expect(needsOnboarding(ON, MOVIE, NEW_VIEWER)).toBe(true);
    expect(needsOnboarding(ON, EPISODE, NEW_VIEWER)).toBe(true);
  });

  it.each([
    ["the site has no onboarding", { hasOnboarding: false }, MOVIE, NEW_VIEWER],
    ["the viewer completed onboarding", ON, MOVIE, { completed: true, ownProxies: 0 }],
    ["the viewer has proxy workers of their own", ON, MOVIE, { completed: false, ownProxies: 1 }],
    ["the page is home", ON, "/", NEW_VIEWER],
    ["the page is a search", ON, "/browse/sintel", NEW_VIEWER],
    ["the page is onboarding", ON, "/onboarding", NEW_VIEWER],
  ])("lets the viewer be when %s", (_, config, pathname, facts) => {
    expect(needsOnboarding(config, pathname, facts)).toBe(false);
  });

  it("reads the stores by default: a new browser needs it, one with its own proxy does not", () => {
    expect(needsOnboarding(ON, MOVIE)).toBe(true);
    setProxyUrls(["https://proxy.example"]);
    expect(needsOnboarding(ON, MOVIE)).toBe(false);
  });
});

describe("onboardingPathFor", () => {
  it("names the whole address the viewer was going to as the redirect", () => {
    expect(onboardingPathFor({ pathname: EPISODE, search: "?t=30", hash: "#x" })).toEqual({
      pathname: "/onboarding",
      search: `?redirect=${encodeURIComponent(`${EPISODE}?t=30#x`)}`,
      hash: "",
    });
  });
});

describe("startOnboardingGate", () => {
  it("replaces a first address on a media page before anything else reads it", () => {
    const history = createMemoryHistory({ initialEntries: [`${MOVIE}?t=5`] });
    startOnboardingGate(history, ON);
    expect(address(history)).toBe(`/onboarding?redirect=${encodeURIComponent(`${MOVIE}?t=5`)}`);
  });

  it("replaces a later move to a media page, so the router never reports the media page", () => {
    const history = createMemoryHistory({ initialEntries: ["/"] });
    startOnboardingGate(history, ON);
    const router = createRouter(history, [{ path: "*", element: null }]);
    const seen: string[] = [];
    router.subscribe(({ location }) => seen.push(location.pathname));
    history.push({ pathname: MOVIE, search: "", hash: "" });
    expect(address(history)).toBe(`/onboarding?redirect=${encodeURIComponent(MOVIE)}`);
    expect(router.state.location.pathname).toBe("/onboarding");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((pathname) => pathname === "/onboarding")).toBe(true);
    // The media page's entry was replaced: Back leads home.
    history.go(-1);
    expect(history.location.pathname).toBe("/");
  });

  it("lets the viewer through once onboarding is completed", () => {
    const facts = { ...NEW_VIEWER };
    const history = createMemoryHistory({ initialEntries: ["/onboarding"] });
    startOnboardingGate(history, ON, () => facts);
    facts.completed = true;
    history.replace({ pathname: MOVIE, search: "", hash: "" });
    expect(history.location.pathname).toBe(MOVIE);
  });

  it("does nothing, and listens to nothing, when the site has no onboarding", () => {
    const history = createMemoryHistory({ initialEntries: [MOVIE] });
    startOnboardingGate(history, { hasOnboarding: false });
    expect(history.location.pathname).toBe(MOVIE);
    history.push({ pathname: EPISODE, search: "", hash: "" });
    expect(history.location.pathname).toBe(EPISODE);
  });

  it("stops when asked", () => {
    const history = createMemoryHistory({ initialEntries: ["/"] });
    const stop = startOnboardingGate(history, ON);
    stop();
    history.push({ pathname: MOVIE, search: "", hash: "" });
    expect(history.location.pathname).toBe(MOVIE);
  });
});
