import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createBrowserHistory,
  createHashHistory,
  createMemoryHistory,
  parsePath,
  toPath,
} from "./history";

describe("paths", () => {
  it("parses and completes a path", () => {
    expect(parsePath("/a/b?x=1#top")).toEqual({ pathname: "/a/b", search: "?x=1", hash: "#top" });
    expect(parsePath("?x=1")).toEqual({ search: "?x=1" });
    expect(toPath({ search: "x=1", hash: "" })).toEqual({
      pathname: "/",
      search: "?x=1",
      hash: "",
    });
  });
});

describe("createMemoryHistory", () => {
  it("pushes, replaces and goes back and forward with actions, state and new keys", () => {
    const history = createMemoryHistory({ initialEntries: ["/a", "/b?x=1"], initialIndex: 0 });
    const listener = vi.fn();
    history.listen(listener);
    expect(history.location).toMatchObject({ pathname: "/a", state: null, key: "default" });
    expect(history.action).toBe("POP");

    history.push(toPath({ pathname: "/c" }), { from: "a" });
    expect(history.location).toMatchObject({ pathname: "/c", state: { from: "a" } });
    expect(history.action).toBe("PUSH");
    const pushedKey = history.location.key;

    history.replace(toPath({ pathname: "/d" }));
    expect(history.location.pathname).toBe("/d");
    expect(history.location.key).not.toBe(pushedKey);
    expect(history.action).toBe("REPLACE");

    history.go(-1);
    expect(history.location.pathname).toBe("/a");
    expect(history.action).toBe("POP");
    history.go(1);
    // The push dropped "/b" from the forward entries.
    expect(history.location.pathname).toBe("/d");
    history.go(5);
    expect(history.location.pathname).toBe("/d");
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

describe("browser and hash history", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("writes the path and keeps state in history.state, so it survives a reload", () => {
    const history = createBrowserHistory();
    history.push(toPath({ pathname: "/media/x", search: "?r=1" }), { pushedParam: "r" });
    expect(window.location.pathname).toBe("/media/x");
    expect(window.location.search).toBe("?r=1");
    const key = history.location.key;
    const reloaded = createBrowserHistory();
    expect(reloaded.location).toMatchObject({
      pathname: "/media/x",
      search: "?r=1",
      state: { pushedParam: "r" },
      key,
    });
  });

  it("hears popstate as a POP", () => {
    const history = createBrowserHistory();
    const listener = vi.fn();
    const stop = history.listen(listener);
    window.history.pushState(null, "", "/elsewhere");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe("/elsewhere");
    expect(history.action).toBe("POP");
    stop();
  });

  it("keeps the route after # and builds #/ hrefs", () => {
    window.history.replaceState(null, "", "/index.html#/browse/a%20b?x=1#frag");
    const history = createHashHistory();
    expect(history.location).toMatchObject({
      pathname: "/browse/a%20b",
      search: "?x=1",
      hash: "#frag",
    });
    expect(history.createHref(toPath({ pathname: "/about", search: "?y" }))).toBe("#/about?y");
    history.push(toPath({ pathname: "/discover" }));
    expect(window.location.pathname).toBe("/index.html");
    expect(window.location.hash).toBe("#/discover");
  });

  it("reads an empty hash as / and reports a hash change once", () => {
    window.history.replaceState(null, "", "/");
    const history = createHashHistory();
    expect(history.location.pathname).toBe("/");
    const listener = vi.fn();
    const stop = history.listen(listener);
    window.history.pushState(null, "", "#/about");
    window.dispatchEvent(new PopStateEvent("popstate"));
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe("/about");
    stop();
  });
});
