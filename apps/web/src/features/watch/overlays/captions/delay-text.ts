/**
 * The delay as the text entry shows it: sign, one decimal, ASCII digits, the way
 * `parseDelayInput` reads it back ("+1.5", "-0.3", "0.0").
 */
export function delayInputText(seconds: number): string {
  const rounded = Math.round(seconds * 10) / 10;
  if (rounded === 0) return "0.0";
  return `${rounded > 0 ? "+" : "-"}${Math.abs(rounded).toFixed(1)}`;
}
