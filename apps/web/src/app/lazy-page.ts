import { lazy, useEffect, useState, type ComponentType } from "react";

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page that can also be loaded before its first render. Once `preload` has
 * finished, the page renders in the same pass instead of suspending: React reads the module
 * from a thenable that calls back at once, so no loading screen flashes before the page.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  let loaded: Module | undefined;
  const preload = async () => {
    loaded = await load();
    return loaded;
  };
  const Page = lazy(() =>
    loaded === undefined
      ? preload().then((module) => ({ default: pick(module) }))
      : settled({ default: pick(loaded) }),
  );

  /**
   * Whether the page's chunk has loaded; if not, the load starts and the caller renders again
   * when it ends (a failed load is thrown, for the route's error screen). Rendering `Page` only
   * once this is true, nothing suspends: React holds content that replaces a Suspense fallback
   * back for 300 ms, a wait the page a viewer is waiting on (the player) should not have.
   */
  function useLoaded(): boolean {
    // Set once the load ends: a new object renders the caller again; a failure carries its error.
    const [ended, setEnded] = useState<{ error?: unknown } | null>(null);
    useEffect(() => {
      if (loaded !== undefined) return;
      let mounted = true;
      preload().then(
        () => mounted && setEnded({}),
        (error: unknown) => mounted && setEnded({ error }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (ended && "error" in ended) throw ended.error;
    return loaded !== undefined;
  }

  return { Page, preload, useLoaded };
}

/** A thenable already holding its value: `then` calls back synchronously. */
function settled(value: PageModule): Promise<PageModule> {
  const thenable = {
    then: (onFulfilled?: (module: PageModule) => unknown) => {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<PageModule>;
}
