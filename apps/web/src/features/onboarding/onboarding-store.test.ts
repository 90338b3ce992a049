import { afterEach, describe, expect, it } from "vitest";
import {
  completeOnboarding,
  isOnboardingCompleted,
  ONBOARDING_KEY,
  useOnboardingStore,
} from "./onboarding-store";

afterEach(() => {
  useOnboardingStore.setState({ completed: false });
  localStorage.clear();
});

const stored = () =>
  JSON.parse(localStorage.getItem(ONBOARDING_KEY) ?? "{}") as {
    state?: { completed?: unknown };
    version?: number;
  };

describe("onboarding store", () => {
  it("starts not completed", () => {
    expect(isOnboardingCompleted()).toBe(false);
  });

  it("keeps completion in this browser, versioned, under matinee::onboarding", () => {
    completeOnboarding();
    expect(isOnboardingCompleted()).toBe(true);
    expect(stored()).toEqual({ state: { completed: true }, version: 1 });
  });

  it("reads a stored completion back", async () => {
    localStorage.setItem(
      ONBOARDING_KEY,
      JSON.stringify({ state: { completed: true }, version: 1 }),
    );
    await useOnboardingStore.persist.rehydrate();
    expect(isOnboardingCompleted()).toBe(true);
  });

  it.each([
    ["a string", { state: { completed: "yes" }, version: 1 }],
    ["an older version", { state: { completed: true }, version: 0 }],
    ["no state", { version: 1 }],
  ])("counts %s as not completed", async (_, value) => {
    localStorage.setItem(ONBOARDING_KEY, JSON.stringify(value));
    await useOnboardingStore.persist.rehydrate();
    expect(isOnboardingCompleted()).toBe(false);
  });
});
