import { describe, expect, it } from "vitest";
import { addDays, dayOf, isIsoDate, resolveAirDate } from "./calendar";

describe("isIsoDate", () => {
  it("accepts real calendar dates written YYYY-MM-DD", () => {
    expect(isIsoDate("1922-03-04")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
  });

  it("refuses impossible dates and other formats", () => {
    for (const value of ["2023-02-29", "1922-3-4", "04/03/1922", "1922-03-04T00:00:00Z", ""]) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });
});

describe("the catalogue's today", () => {
  it("is the UTC calendar day of the clock", () => {
    expect(dayOf(new Date("2026-11-21T23:59:59.999Z"))).toBe("2026-11-21");
    expect(dayOf(new Date("2026-11-22T00:00:00+02:00"))).toBe("2026-11-21");
  });

  it("moves by calendar days across months, years and leap days", () => {
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2028-02-20", 14)).toBe("2028-03-05");
  });

  it("resolves relative air dates against today and keeps fixed ones", () => {
    expect(resolveAirDate({ daysAfterToday: 42 }, "2026-11-21")).toBe("2027-01-02");
    expect(resolveAirDate("1941-09-26", "2026-11-21")).toBe("1941-09-26");
  });
});
