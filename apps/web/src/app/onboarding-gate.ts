import type { AppConfig } from "@matinee/contracts";
import { isMediaPagePath } from "@matinee/domain";
import { isOnboardingCompleted } from "../features/onboarding";
import { useProxyUrlsStore } from "../shared/lib/proxy-urls-store";
import type { History, Path } from "../shared/router";

/** What the gate looks at; read from the stores by default. */
export interface GateFacts {
  /** The viewer has been through onboarding (finished or skipped). */
  completed: boolean;
  /** How many proxy workers of their own the viewer has (settings, a restore). */
  ownProxies: number;
}

const readFacts = (): GateFacts => ({
  completed: isOnboardingCompleted(),
  ownProxies: useProxyUrlsStore.getState().urls.length,
});

/**
 * Whether starting to watch `pathname` must wait for onboarding (`VITE_HAS_ONBOARDING`): only
 * the media page is gated — browsing needs no stream, and a first visit to home or a search
 * should not meet a set-up screen — and only for a viewer who has neither been through
 * onboarding nor set proxy workers of their own. The extension is not asked here (that takes
 * up to half a second on every start): choosing it in onboarding completes onboarding.
 */
export function needsOnboarding(
  config: Pick<AppConfig, "hasOnboarding">,
  pathname: string,
  facts: GateFacts = readFacts(),
): boolean {
  return (
    config.hasOnboarding && isMediaPagePath(pathname) && !facts.completed && facts.ownProxies === 0
  );
}

/** `/onboarding?redirect=<where the viewer was going>` (SPEC §2). */
export function onboardingPathFor(to: Path): Path {
  const redirect = to.pathname + to.search + to.hash;
  return { pathname: "/onboarding", search: `?${new URLSearchParams({ redirect })}`, hash: "" };
}

/**
 * Sends a viewer who needs onboarding there instead of to a media page: the first address now,
 * every later one as it is reached (replacing it, so Back does not return to it). Started by
 * main.tsx on the history before anything else reads the address — before a first visit's
 * stream search and player start (features/watch/start-up) and before the router, whose
 * listeners then see only the onboarding address. Reads two flags; the onboarding pages load
 * only when shown. Returns a function that stops it.
 */
export function startOnboardingGate(
  history: History,
  config: Pick<AppConfig, "hasOnboarding">,
  facts: () => GateFacts = readFacts,
): () => void {
  if (!config.hasOnboarding) return () => undefined;
  const check = () => {
    const { location } = history;
    if (needsOnboarding(config, location.pathname, facts())) {
      history.replace(onboardingPathFor(location));
    }
  };
  check();
  return history.listen(check);
}
