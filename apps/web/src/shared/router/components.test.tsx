import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createHashHistory,
  createMemoryRouter,
  createRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from "./index";

function renderRoutes(routes: RouteObject[], initialEntries: string[] = ["/"]) {
  const router = createMemoryRouter(routes, { initialEntries });
  render(<RouterProvider router={router} />);
  return router;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

describe("RouterProvider", () => {
  it("renders nested routes through outlets, with params", () => {
    function Media() {
      return <p>media {useParams().media}</p>;
    }
    renderRoutes(
      [
        {
          element: (
            <div>
              shell <Outlet />
            </div>
          ),
          children: [{ path: "media/:media", element: <Media /> }],
        },
      ],
      ["/media/big%20buck"],
    );
    expect(screen.getByText("media big buck")).toBeTruthy();
    expect(screen.getByText(/shell/)).toBeTruthy();
  });

  it("keeps a shared parent element mounted while moving between its child routes", async () => {
    let mounts = 0;
    function Home() {
      useEffect(() => {
        mounts++;
      }, []);
      const { query = "" } = useParams();
      return <p>home {query}</p>;
    }
    const router = renderRoutes([
      {
        element: <Home />,
        children: [
          { index: true, element: null },
          { path: "browse/:query?", element: null },
        ],
      },
      { path: "*", element: <p>elsewhere</p> },
    ]);
    const before = mounts;
    await act(() => router.navigate("/browse/abc", { replace: true }));
    expect(screen.getByText("home abc")).toBeTruthy();
    await act(() => router.navigate("/"));
    expect(screen.getByText("home")).toBeTruthy();
    expect(mounts).toBe(before);
  });

  it("shows the errorElement of the failing level and resets it on the next navigation", async () => {
    function Boom(): never {
      throw new Error("kaboom");
    }
    function ErrorText() {
      return <p>failed: {(useRouteError() as Error).message}</p>;
    }
    vi.spyOn(console, "error").mockImplementation(() => {});
    const router = renderRoutes(
      [
        {
          element: (
            <div>
              header <Outlet />
            </div>
          ),
          errorElement: <p>outer</p>,
          children: [
            {
              errorElement: <ErrorText />,
              children: [
                { path: "boom", element: <Boom /> },
                { path: "fine", element: <p>fine</p> },
              ],
            },
          ],
        },
      ],
      ["/boom"],
    );
    expect(screen.getByText("failed: kaboom")).toBeTruthy();
    expect(screen.getByText(/header/)).toBeTruthy();
    await act(() => router.navigate("/fine"));
    expect(screen.getByText("fine")).toBeTruthy();
    expect(screen.queryByText(/failed/)).toBeNull();
    vi.restoreAllMocks();
  });

  it("redirects with <Navigate replace>, keeping the query string it is given", () => {
    function Redirect() {
      const { search } = useLocation();
      return <Navigate to={`/new${search}`} replace />;
    }
    const router = renderRoutes(
      [
        { path: "old", element: <Redirect /> },
        { path: "new", element: <Where /> },
      ],
      ["/start", "/old?r=1"],
    );
    expect(screen.getByTestId("where").textContent).toBe("/new?r=1");
    expect(router.state.historyAction).toBe("REPLACE");
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe("/start");
  });
});

describe("navigation hooks", () => {
  it("keeps one navigate function across navigations and navigates by search only", async () => {
    const seen = new Set<unknown>();
    function Probe() {
      const navigate = useNavigate();
      seen.add(navigate);
      const [params] = useSearchParams();
      return (
        <button type="button" onClick={() => void navigate({ search: "?m=2" }, { state: 7 })}>
          m={params.get("m")}
        </button>
      );
    }
    const router = renderRoutes([{ path: "*", element: <Probe /> }], ["/media/x?m=1"]);
    fireEvent.click(screen.getByRole("button", { name: "m=1" }));
    expect(screen.getByRole("button", { name: "m=2" })).toBeTruthy();
    expect(router.state.location).toMatchObject({ pathname: "/media/x", search: "?m=2", state: 7 });
    await act(() => router.navigate(-1));
    expect(screen.getByRole("button", { name: "m=1" })).toBeTruthy();
    expect(seen.size).toBe(1);
  });

  it("sets the query string with useSearchParams, replacing when asked", () => {
    function Setter() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ q: "a b" } as never, { replace: true })}>
          {params.get("q") ?? "none"}
        </button>
      );
    }
    const router = renderRoutes([{ path: "*", element: <Setter /> }], ["/x"]);
    fireEvent.click(screen.getByRole("button", { name: "none" }));
    expect(router.state.location.search).toBe("?q=a+b");
    expect(router.state.historyAction).toBe("REPLACE");
  });
});

describe("Link", () => {
  function renderLinks(initial = "/") {
    return renderRoutes(
      [
        {
          path: "*",
          element: (
            <>
              <Link to="/about?x=1" state={{ from: "test" }}>
                About
              </Link>
              <Link to="/new" target="_blank">
                New tab
              </Link>
              <NavLink to="/about">Nav about</NavLink>
              <Where />
            </>
          ),
        },
      ],
      [initial],
    );
  }

  it("navigates in the app on a plain left click, with its state", () => {
    const router = renderLinks();
    const link = screen.getByRole("link", { name: "About" });
    expect(link.getAttribute("href")).toBe("/about?x=1");
    fireEvent.click(link, { button: 0 });
    expect(screen.getByTestId("where").textContent).toBe("/about?x=1");
    expect(router.state.location.state).toEqual({ from: "test" });
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("leaves modified, middle and new-tab clicks to the browser", () => {
    const router = renderLinks();
    // Records whether the browser would follow each click, then stops the test page from loading.
    const followed: boolean[] = [];
    const onClick = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener("click", onClick);
    const link = screen.getByRole("link", { name: "About" });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(link, init);
    }
    fireEvent.click(screen.getByRole("link", { name: "New tab" }));
    window.removeEventListener("click", onClick);
    expect(followed).toEqual([true, true, true, true, true]);
    expect(router.state.location.pathname).toBe("/");
  });

  it("replaces instead of pushing when it leads to the current address", () => {
    const router = renderLinks("/about?x=1");
    fireEvent.click(screen.getByRole("link", { name: "About" }));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("marks a NavLink current on its page and below, not elsewhere", async () => {
    const router = renderLinks("/about/team");
    expect(screen.getByRole("link", { name: "Nav about" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await act(() => router.navigate("/aboutus"));
    expect(screen.getByRole("link", { name: "Nav about" }).getAttribute("aria-current")).toBeNull();
  });

  it("builds #/ hrefs with hash routing", () => {
    window.history.replaceState(null, "", "/#/start");
    const router = createRouter(createHashHistory(), [
      { path: "*", element: <Link to="/media/x?r=1">go</Link> },
    ]);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole("link", { name: "go" });
    expect(link.getAttribute("href")).toBe("#/media/x?r=1");
    fireEvent.click(link);
    expect(window.location.hash).toBe("#/media/x?r=1");
    window.history.replaceState(null, "", "/");
  });
});

describe("MemoryRouter", () => {
  it("gives components a location without a route table", () => {
    render(
      <MemoryRouter initialEntries={["/media/x?source=a"]}>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("where").textContent).toBe("/media/x?source=a");
  });
});

describe("ScrollRestoration", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  function setup() {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const router = renderRoutes([
      {
        path: "*",
        element: (
          <>
            <ScrollRestoration />
            <Where />
          </>
        ),
      },
    ]);
    return { router, scrollTo };
  }

  it("starts a new entry at the top and returns to the saved position on back", async () => {
    const { router, scrollTo } = setup();
    Object.defineProperty(window, "scrollY", { value: 640, configurable: true });
    scrollTo.mockClear();
    await act(() => router.navigate("/next"));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it("keeps positions in sessionStorage when the page is hidden", () => {
    const { router } = setup();
    Object.defineProperty(window, "scrollY", { value: 120, configurable: true });
    window.dispatchEvent(new Event("pagehide"));
    const stored = JSON.parse(sessionStorage.getItem("router-scroll-positions") ?? "{}");
    expect(stored[router.state.location.key]).toBe(120);
  });

  it("restores a stored position when the page loads on that entry", () => {
    sessionStorage.setItem("router-scroll-positions", JSON.stringify({ default: 300 }));
    const { scrollTo } = setup();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});
