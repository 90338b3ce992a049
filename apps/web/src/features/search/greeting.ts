/** The part of the day the home greeting speaks to (SPEC §9). */
export type GreetingPeriod = "morning" | "day" | "night";

/** Night before 05:00, morning before 12:00, day before 19:00, night after that. */
export function greetingPeriod(now: Date): GreetingPeriod {
  const hour = now.getHours();
  if (hour < 5) return "night";
  if (hour < 12) return "morning";
  if (hour < 19) return "day";
  return "night";
}
