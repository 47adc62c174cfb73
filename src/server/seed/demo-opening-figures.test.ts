import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { employees, payrollOpeningFigures, staffAccounts } from "../db/schema";
import { computePayroll } from "../modules/payroll/compute";
import { testCipher } from "../testing/test-app";
import { ensureDemoAccounts } from "./demo-accounts";
import { loadDemoAttendance } from "./demo-attendance";
import { loadDemoHolidays } from "./demo-holidays";
import { loadDemoOpeningFigures, openingMonths } from "./demo-opening-figures";
import { loadDemoPeople } from "./demo-people";
import { DEMO_ACCOUNTS, DEMO_PEOPLE, emailOf } from "./roster";
import { useTestDatabase } from "../testing/helpers";

const database = useTestDatabase();

const ZONE = "Asia/Kolkata";
const DOMAIN = "prasthanrealty.example";
// Monday 23 November 2026, 11:30 in Pune: the attendance history begins three months back, on 1 August 2026.
const NOW = new Date("2026-11-23T06:00:00Z");

describe("demo opening figures", () => {
  it("cover the financial year's months before the attendance history, none when it begins in April or earlier", () => {
    expect(openingMonths("2026-11-23", "2026-09-09")).toEqual(["2026-04", "2026-05", "2026-06", "2026-07", "2026-08"]);
    expect(openingMonths("2027-03-20", "2027-01-04")).toEqual([
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
    ]);
    expect(openingMonths("2026-06-10", "2026-03-27")).toEqual([]);
    expect(openingMonths("2026-06-14", "2026-04-01")).toEqual([]);
  });

  it("enter, once, April to July for every demo employee as the previous payroll paid them, and the draft payroll no longer warns", async () => {
    const { db } = database;
    await ensureDemoAccounts(db, DOMAIN, { production: false });
    await loadDemoPeople(db, testCipher(), DOMAIN, NOW);
    await loadDemoHolidays(db, NOW, ZONE);
    await loadDemoAttendance(db, NOW, ZONE);
    const hrEmail = emailOf(
      DEMO_ACCOUNTS.find((demo) => demo.role === "hr")!,
      DOMAIN,
    );
    const before = await computePayroll(db, "2026-11", "2026-11-23", ZONE);
    expect(before.withoutOpeningFigures).toBe(DEMO_PEOPLE.length);

    await loadDemoOpeningFigures(db, NOW, ZONE, hrEmail);
    await loadDemoOpeningFigures(db, NOW, ZONE, hrEmail);
    const rows = await db.select().from(payrollOpeningFigures);
    const people = await db.select().from(employees);
    const [hr] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, hrEmail));
    expect(rows).toHaveLength(DEMO_PEOPLE.length);
    expect(new Set(rows.map((row) => row.employeeRecordId))).toEqual(new Set(people.map((person) => person.id)));
    for (const row of rows)
      expect([row.financialYear, row.months, row.enteredByAccountId, row.enteredAt]).toEqual(["2026-27", 4, hr!.id, NOW]);

    const figuresOf = (email: string) => {
      const id = people.find((person) => person.email === email)!.id;
      const {
        employeeRecordId: _id,
        financialYear: _year,
        enteredByAccountId: _by,
        enteredAt: _at,
        ...figures
      } = rows.find((row) => row.employeeRecordId === id)!;
      return figures;
    };
    const person = (first: string) =>
      emailOf(
        DEMO_PEOPLE.find((demo) => demo.firstName === first)!,
        DOMAIN,
      );

    // Aarav Deshmukh, Pune (Maharashtra), male, PF on at most ₹15,000, new regime; basic ₹26,000, HRA 40% = ₹10,400,
    // transport ₹1,600, medical ₹1,250, special 20% = ₹5,200, no other allowance (second of the demo people):
    // gross ₹44,450 a month. PF 12% of ₹15,000 = ₹1,800; PT ₹200 (no February in April-July).
    // TDS: 12 x ₹44,450 = ₹5,33,400 - ₹75,000 standard deduction = ₹4,58,400 taxable, within the 87A rebate: nil.
    expect(figuresOf(person("Aarav"))).toEqual({
      gross: 44_450 * 4, // ₹1,77,800
      basic: 26_000 * 4,
      hra: 10_400 * 4,
      employeePf: 1_800 * 4,
      professionalTax: 200 * 4,
      tds: 0,
      months: 4,
    });

    // Varun Iyer, Bangalore (Karnataka), male, PF on the full basic, new regime; basic ₹95,000, HRA ₹38,000, transport
    // ₹1,600, medical ₹1,250, special ₹19,000: gross ₹1,54,850. PF 12% of ₹95,000 = ₹11,400; Karnataka PT ₹200.
    // Tax on the year: 12 x ₹1,54,850 = ₹18,58,200 - ₹75,000 = ₹17,83,200 taxable; slabs 5% of 4-8 lakh ₹20,000 +
    // 10% of 8-12 lakh ₹40,000 + 15% of 12-16 lakh ₹60,000 + 20% of ₹1,83,200 = ₹36,640: ₹1,56,640; cess 4% ₹6,265.60;
    // ₹1,62,905.60, rounded to ₹10: ₹1,62,910. Month by month, (annual tax - TDS so far) / months left, to the rupee:
    // April 1,62,910 / 12 = 13,575.83 -> 13,576; May 1,49,334 / 11 = 13,575.82 -> 13,576; June 1,35,758 / 10 -> 13,576;
    // July 1,22,182 / 9 = 13,575.78 -> 13,576.
    expect(figuresOf(person("Varun"))).toEqual({
      gross: 154_850 * 4, // ₹6,19,400
      basic: 95_000 * 4,
      hra: 38_000 * 4,
      employeePf: 11_400 * 4,
      professionalTax: 200 * 4,
      tds: 13_576 * 4, // ₹54,304
      months: 4,
    });

    const after = await computePayroll(db, "2026-11", "2026-11-23", ZONE);
    expect(after.withoutOpeningFigures).toBe(0);
    const varun = after.rows.find((row) => row.name === "Varun Iyer")!;
    expect(varun.deductions.incomeTax).toBeGreaterThan(0);
  });
});
