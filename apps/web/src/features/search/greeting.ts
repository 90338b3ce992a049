/** The part of the day the home greeting speaks to (SPEC §9). */
export type GreetingPeriod = "morning" | "day" | "night";

/** What the greeting and the search placeholder are about: a part of the day or a special date. */
export type GreetingTopic = GreetingPeriod | "april20" | "june9";

/** Share of visits that get the alternate wording of a greeting (SPEC §9). */
export const ALTERNATE_GREETING_CHANCE = 0.35;

/** Night before 05:00, morning before 12:00, day before 19:00, night after that. */
export function greetingPeriod(now: Date): GreetingPeriod {
  const hour = now.getHours();
  if (hour < 5) return "night";
  if (hour < 12) return "morning";
  if (hour < 19) return "day";
  return "night";
}

/** 20 April and 9 June have greetings of their own (SPEC §2); other days follow the clock. */
export function greetingTopic(now: Date): GreetingTopic {
  const month = now.getMonth() + 1;
  const day = now.getDate();
  if (month === 4 && day === 20) return "april20";
  if (month === 6 && day === 9) return "june9";
  return greetingPeriod(now);
}

/** The greeting of one visit; `random` is a draw in [0, 1) that picks the alternate wording. */
export function chooseGreeting(now: Date, random: number) {
  return { topic: greetingTopic(now), alternate: random < ALTERNATE_GREETING_CHANCE };
}
