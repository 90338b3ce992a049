import { useCallback } from "react";
import { useLocation, useNavigate, type Path } from "../../shared/router";
import { completeOnboarding } from "./onboarding-store";
import { redirectTargetOf } from "./redirect-target";

/** The onboarding pages' addresses (SPEC §2). */
export const ONBOARDING_PATHS = {
  start: "/onboarding",
  extension: "/onboarding/extension",
  proxy: "/onboarding/proxy",
} as const;

/**
 * What every onboarding page needs: addresses of the other pages that keep this one's query
 * string (SPEC §2: the `redirect` travels with the viewer), and `finish`, which marks onboarding
 * completed and goes to the redirect target in place of this page.
 */
export function useOnboarding() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const pathTo = useCallback(
    (page: keyof typeof ONBOARDING_PATHS): Partial<Path> => ({
      pathname: ONBOARDING_PATHS[page],
      search,
    }),
    [search],
  );
  const finish = useCallback(() => {
    completeOnboarding();
    void navigate(redirectTargetOf(search), { replace: true });
  }, [navigate, search]);
  return { pathTo, finish };
}
