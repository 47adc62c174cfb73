import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { holidays, hrPolicies } from "../db/schema";
import { listHolidaysBetween } from "../modules/holidays/store";
import { historyStart } from "./demo-attendance";
import { demoHolidays, loadDemoHolidays, MOVING_FESTIVALS } from "./demo-holidays";
import { loadDemoPolicies } from "./demo-policies";
import { useTestDatabase } from "../testing/helpers";

const database = useTestDatabase();

const ZONE = "Asia/Kolkata";
const names = (year: number) => Object.fromEntries(demoHolidays(year).map(({ date, name }) => [date, name]));

describe("the attendance history's first day", () => {
  it("is the 1st of the month three months before today's, across a new year", () => {
    expect(historyStart("2026-11-23")).toBe("2026-08-01");
    expect(historyStart("2026-02-10")).toBe("2025-11-01");
    expect(historyStart("2026-03-31")).toBe("2025-12-01");
    expect(historyStart("2026-04-01")).toBe("2026-01-01");
  });
});

describe("demo holidays", () => {
  it("give the fixed dates every year and the moving festivals where the table knows them", () => {
    expect(names(2026)).toEqual({
      "2026-01-26": "Republic Day",
      "2026-02-19": "Chhatrapati Shivaji Maharaj Jayanti",
      "2026-03-04": "Holi (Dhulivandan)",
      "2026-03-19": "Gudi Padwa",
      "2026-04-14": "Dr. Babasaheb Ambedkar Jayanti",
      "2026-05-01": "Maharashtra Day",
      "2026-08-15": "Independence Day",
      "2026-09-14": "Ganesh Chaturthi",
      "2026-10-02": "Gandhi Jayanti",
      "2026-10-20": "Dussehra",
      "2026-11-08": "Diwali (Lakshmi Puja)",
      "2026-12-25": "Christmas",
    });
    // Dussehra fell on Gandhi Jayanti in 2025: one entry for the date.
    expect(names(2025)["2025-10-02"]).toBe("Gandhi Jayanti / Dussehra");
    expect(demoHolidays(2025)).toHaveLength(11);
    expect(names(2027)["2027-10-29"]).toBe("Diwali (Lakshmi Puja)");
    expect(demoHolidays(2031).map(({ name }) => name)).toEqual([
      "Republic Day",
      "Chhatrapati Shivaji Maharaj Jayanti",
      "Dr. Babasaheb Ambedkar Jayanti",
      "Maharashtra Day",
      "Independence Day",
      "Gandhi Jayanti",
      "Christmas",
    ]);
    for (const [year, festivals] of Object.entries(MOVING_FESTIVALS)) {
      for (const [date] of festivals) expect(date.startsWith(`${year}-`), date).toBe(true);
    }
  });

  it("load the business year's holidays once, and the year before when the attendance history begins in it", async () => {
    // 1 January 2026, 00:30 in Pune, still 2025 in UTC: the history begins on 1 October 2025.
    const now = new Date("2025-12-31T19:00:00Z");
    await loadDemoHolidays(database.db, now, ZONE);
    await loadDemoHolidays(database.db, now, ZONE);
    expect((await listHolidaysBetween(database.db, "2026-01-01", "2026-12-31")).map(({ date }) => date)).toEqual(Object.keys(names(2026)));
    expect((await listHolidaysBetween(database.db, "2025-01-01", "2025-12-31")).map(({ date }) => date)).toEqual(Object.keys(names(2025)));
    expect(await listHolidaysBetween(database.db, "2024-01-01", "2024-12-31")).toEqual([]);

    await database.db.delete(holidays).where(sql`${holidays.name} = 'Christmas'`);
    await loadDemoHolidays(database.db, now, ZONE);
    expect(await listHolidaysBetween(database.db, "2026-12-25", "2026-12-25")).toEqual([]);
  });
});

describe("demo policies", () => {
  it("load once, Active ones and a draft, in every category", async () => {
    const now = new Date("2026-01-05T06:00:00Z");
    await loadDemoPolicies(database.db, now);
    await loadDemoPolicies(database.db, now);
    const rows = await database.db.select().from(hrPolicies);
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => row.status === "Draft").map((row) => row.title)).toEqual(["Work from Home Guidelines"]);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(["HR", "IT", "Finance", "Operations", "Compliance", "Safety"]));
  });
});
