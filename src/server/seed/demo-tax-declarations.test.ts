import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { employees, taxDeclarations } from "../db/schema";
import { testCipher } from "../testing/test-app";
import { useTestDatabase } from "../testing/helpers";
import { ensureDemoAccounts } from "./demo-accounts";
import { loadDemoPeople } from "./demo-people";
import { loadDemoTaxDeclarations } from "./demo-tax-declarations";

const database = useTestDatabase();
const ZONE = "Asia/Kolkata";
const DOMAIN = "prasthanrealty.example";
// Monday 23 November 2026, 11:30 in Pune: FY 2026-27.
const NOW = new Date("2026-11-23T06:00:00Z");

describe("demo tax declarations", () => {
  it("declare the old regime for the roster's two old-regime people, this financial year and the one before, once", async () => {
    const { db } = database;
    await ensureDemoAccounts(db, DOMAIN, { production: false });
    await loadDemoPeople(db, testCipher(), DOMAIN, NOW);
    await loadDemoTaxDeclarations(db, NOW, ZONE, DOMAIN);
    await loadDemoTaxDeclarations(db, NOW, ZONE, DOMAIN);
    const rows = await db
      .select({
        name: employees.firstName,
        year: taxDeclarations.financialYear,
        regime: taxDeclarations.regime,
        section80C: taxDeclarations.section80C,
      })
      .from(taxDeclarations)
      .innerJoin(employees, eq(employees.id, taxDeclarations.employeeRecordId))
      .orderBy(asc(employees.firstName), asc(taxDeclarations.financialYear));
    expect(rows).toEqual([
      { name: "Amit", year: "2025-26", regime: "old", section80C: 0 },
      { name: "Amit", year: "2026-27", regime: "old", section80C: 0 },
      { name: "Rohit", year: "2025-26", regime: "old", section80C: 0 },
      { name: "Rohit", year: "2026-27", regime: "old", section80C: 0 },
    ]);
  });
});
