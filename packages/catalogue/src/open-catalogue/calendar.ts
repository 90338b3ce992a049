import type { AirDate } from "./types";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written "YYYY-MM-DD" (so "2023-02-30" is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The UTC calendar day of an instant, "YYYY-MM-DD". The catalogue's "today". */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The fixed date of an air date, given the catalogue's today. */
export function resolveAirDate(airDate: AirDate, today: string): string {
  return typeof airDate === "string" ? airDate : addDays(today, airDate.daysAfterToday);
}
