import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** Onboarding's state in this browser (SPEC §3 "Onboarding state: completed flag"). */
interface OnboardingState {
  /** The viewer chose how streams are fetched (an extension, a proxy) or skipped the choice. */
  completed: boolean;
}

/** localStorage key of the store. */
export const ONBOARDING_KEY = "matinee::onboarding";

/** Bump with a migrate step when the stored shape changes. */
const VERSION = 1;

const INITIAL: OnboardingState = { completed: false };

/**
 * Kept tiny and eager: the first-visit gate (app/onboarding-gate.ts) reads it before the app
 * runs, while the onboarding pages are a chunk of their own.
 */
export const useOnboardingStore = create<OnboardingState>()(
  persist(() => INITIAL, {
    name: ONBOARDING_KEY,
    version: VERSION,
    storage: createJSONStorage(() => localStorage),
    // Version 1 is the first stored shape; anything older starts over.
    migrate: () => INITIAL,
    // Only a stored `true` counts: a hand-edited value never skips onboarding by accident of type.
    merge: (persisted, current) => ({
      ...current,
      completed: (persisted as { completed?: unknown } | null | undefined)?.completed === true,
    }),
  }),
);

/** Whether this browser has been through onboarding (finished or skipped). */
export function isOnboardingCompleted(): boolean {
  return useOnboardingStore.getState().completed;
}

/** Marks onboarding as done: the gate lets the viewer watch from now on. */
export function completeOnboarding(): void {
  useOnboardingStore.setState({ completed: true });
}
