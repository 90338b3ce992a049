// Public surface of the onboarding feature (SPEC §2: /onboarding, /onboarding/extension,
// /onboarding/proxy). Eager and tiny: the completed flag, which the first-visit gate reads. The
// pages are a chunk of their own, loaded when one is opened.
export { isOnboardingCompleted } from "./onboarding-store";

/** The three onboarding pages (`OnboardingStartPage`, `…ExtensionPage`, `…ProxyPage`). */
export const loadOnboardingPages = () => import("./onboarding-pages");
