import { lazy, type ComponentType } from "react";

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
  return { Page, preload };
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
