import { describe, expect, it } from "vitest";
import { createMatcher, type RouteObject } from "./match";

const names = (routes: readonly RouteObject[] | undefined) =>
  routes?.map((route) => route.path ?? (route.index ? "(index)" : "(layout)"));

describe("createMatcher", () => {
  const home: RouteObject = {
    children: [{ index: true }, { path: "browse/:query?" }],
  };
  const table: RouteObject[] = [
    {
      children: [
        home,
        { path: "media/:media" },
        { path: "media/:media/:season/:episode" },
        { path: "media/special" },
        { path: "files/*" },
        { path: "*" },
      ],
    },
  ];
  const match = createMatcher(table);

  it("matches the index route on / through its pathless layouts", () => {
    expect(names(match("/")?.routes)).toEqual(["(layout)", "(layout)", "(index)"]);
  });

  it("reads params and decodes them", () => {
    expect(match("/media/tmdb-movie-1")?.params).toEqual({ media: "tmdb-movie-1" });
    expect(match("/media/a%20b/1/2")?.params).toEqual({ media: "a b", season: "1", episode: "2" });
  });

  it("matches an optional param present or missing, with a trailing slash or not", () => {
    expect(match("/browse")?.params).toEqual({});
    expect(match("/browse/")?.routes.at(-1)?.path).toBe("browse/:query?");
    expect(match("/browse/big%20buck")?.params).toEqual({ query: "big buck" });
    expect(match("/browse/a/b")?.routes.at(-1)?.path).toBe("*");
  });

  it("puts the rest of the path in the splat", () => {
    expect(match("/files/a/b%2Fc")?.params).toEqual({ "*": "a/b/c" });
    expect(match("/files")?.params).toEqual({ "*": "" });
    expect(match("/nowhere/at/all")?.params).toEqual({ "*": "nowhere/at/all" });
  });

  it("ranks static segments above params above the splat, whatever the table order", () => {
    expect(match("/media/special")?.routes.at(-1)?.path).toBe("media/special");
    expect(match("/media/other")?.routes.at(-1)?.path).toBe("media/:media");
    const reversed = createMatcher([{ path: "*" }, { path: ":id" }, { path: "about" }]);
    expect(reversed("/about")?.routes[0]?.path).toBe("about");
    expect(reversed("/x")?.routes[0]?.path).toBe(":id");
    expect(reversed("/x/y")?.routes[0]?.path).toBe("*");
  });

  it("compares static segments without case and returns null without a match", () => {
    expect(match("/MEDIA/special")?.routes.at(-1)?.path).toBe("media/special");
    expect(createMatcher([{ path: "about" }])("/other")).toBeNull();
  });

  it("returns the same route objects on every match, so elements keep their identity", () => {
    expect(match("/")?.routes[1]).toBe(home);
    expect(match("/browse/x")?.routes[1]).toBe(home);
  });
});
