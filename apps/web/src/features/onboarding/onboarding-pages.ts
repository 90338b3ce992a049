// The onboarding pages' chunk (loaded by the routes through `loadOnboardingPages`), with their
// English strings.
import "./strings";

export { OnboardingExtensionPage } from "./OnboardingExtensionPage";
export { OnboardingProxyPage } from "./OnboardingProxyPage";
export { OnboardingStartPage } from "./OnboardingStartPage";
