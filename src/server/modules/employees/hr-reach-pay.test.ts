import type { LightMyRequestResponse } from "fastify";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payItemsPath, type PayItemsMonth } from "@/shared/contract/pay-items";
import { HR_PAYROLL_PATH, type PayrollMonth } from "@/shared/contract/payroll";
import { bankFileSummaryPath, type BankFileSummary } from "@/shared/contract/payroll-payment";
import { createAdminPayTestApp, type AdminPayTestContext, type Person, type Who } from "../../testing/admin-pay-test-app";
import { SETUP_TIMEOUT } from "../../testing/helpers";
import { hrOnAdminPayCalls } from "../../testing/hr-reach-pay-calls";

/**
 * HR's reach over an admin account's pay (the rule: modules/employees/hr-reach.ts; docs/product.md section 9.9), the
 * companion of hr-reach.test.ts (the record, its identifiers and documents). Thursday 26 November 2026 in Pune;
 * October 2026 finalised by HR, November a draft. Anita's account is an admin's; Kavya is an employee. Both: basic
 * 30,000, HRA 12,000, transport 1,600, medical 1,250, special 5,000 = gross 49,850, every October working day
 * worked (no loss of pay); PF 12% of the 15,000 ceiling = 1,800, PT 200 (a woman above 25,000), no ESI above
 * 21,000, no LWF in October, no income tax (under the 12 lakh rebate): deductions 2,000, net 47,850.
 */
let ctx: AdminPayTestContext;
let anita: Person, kavya: Person;
let finalisedByHr: LightMyRequestResponse;
let routes: string[];

beforeAll(async () => {
  ctx = await createAdminPayTestApp();
  ({ anita, kavya, finalisedByHr, routes } = ctx);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

const pages = async (response: LightMyRequestResponse) => (await PDFDocument.load(response.rawPayload)).getPageCount();

/** Every HR route that reaches an admin account's pay or identifiers (testing/hr-reach-pay-calls.ts). */
const HR_ON_ADMIN_PAY = hrOnAdminPayCalls(() => ctx);

/**
 * The other HR routes about pay, and why they are not in the table. A new payroll, tax, salary or separation route
 * fails the completeness test below until it is listed in one or the other.
 */
const NOT_ON_ONE_PERSONS_PAY: Record<string, string> = {
  "POST /api/hr/payroll/:month/finalise": "freezes every row; HR's answer is checked by its own test below",
  "POST /api/hr/payroll/:month/paid": "the month's payment date: no one's pay in the answer",
  "GET /api/hr/tax/lock": "a financial year's lock: no person",
  "POST /api/hr/tax/lock": "a financial year's lock: no person",
  "DELETE /api/hr/tax/lock/:financialYear": "a financial year's lock: no person",
  "GET /api/hr/tax/previous-employer":
    "leaves admin accounts out (withinHrReach); nobody here declared a previous employer, so previous-employer-routes.test.ts checks it",
  "PUT /api/hr/employees/:id/separation": "HR 403 on an admin account's record (the GET's rule, separations/service.ts)",
  // The statutory files read one month as the user may see it (statutory-returns/routes.ts filesOf), checked in the
  // table through the summary, the ECR and the PT summary; these two have nothing to list in this test's October.
  "GET /api/hr/payroll/:month/esic.xls": "as the ECR (filesOf); nobody here is covered by ESI (gross above 21,000): 404 for everyone",
  "GET /api/hr/payroll/:month/lwf.csv": "as the ECR (filesOf); October is no labour-welfare-fund month: 409 for everyone",
};

describe("HR's reach over an admin account's pay", () => {
  it("lists every HR route about pay, tax, salary or a separation, in the table or with its reason", () => {
    // HEAD runs its GET's handler.
    const aboutPay = routes.filter((route) =>
      /^(GET|POST|PUT|DELETE|PATCH) \/api\/hr\/(payroll|tax|employees\/:id\/(salary-revisions|separation))/.test(route),
    );
    const listed = new Set([...HR_ON_ADMIN_PAY.map((entry) => entry.call.replace(/\?.*$/, "")), ...Object.keys(NOT_ON_ONE_PERSONS_PAY)]);
    expect(aboutPay.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !aboutPay.includes(route))).toEqual([]);
  });

  for (const { call, send: sendIt, hr: expected, message, compare, refusalOnly } of HR_ON_ADMIN_PAY) {
    it(`${call}: ${expected === 403 ? "HR 403 on an admin account's record" : "HR's answer leaves the admin account out"}; an admin's answer, and HR on an employee's record, go through`, async () => {
      const byHr = await sendIt("hr", anita);
      if (expected === 403) {
        expect(byHr.statusCode, byHr.body).toBe(403);
        expect(byHr.json().message).toBe(message);
        if (refusalOnly) return;
        for (const [who, person] of [
          ["admin", anita],
          ["hr", kavya],
        ] as const) {
          const allowed = await sendIt(who, person);
          expect(allowed.statusCode, `${who} ${call}: ${allowed.body}`).toBeLessThan(300);
        }
        return;
      }
      const byAdmin = await sendIt("admin", anita);
      expect(byHr.statusCode, byHr.body).toBe(200);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      if (compare) return compare(byHr, byAdmin);
      if (byHr.headers["content-type"] === "application/pdf") {
        // One payslip a page: the admin's file has Anita's page as well.
        expect(await pages(byAdmin)).toBe((await pages(byHr)) + 1);
        return;
      }
      expect(byHr.body).not.toContain(anita.record.employeeId);
      expect(byHr.body).toContain(kavya.record.employeeId);
      expect(byAdmin.body).toContain(anita.record.employeeId);
    });
  }

  it("HR's payroll says how many admin accounts it leaves out, its totals and departments those of the rows shown", async () => {
    const get = async (who: Who, month: string) =>
      (await ctx.app.inject({ method: "GET", url: `${HR_PAYROLL_PATH}?month=${month}`, headers: ctx.headers[who] })).json<PayrollMonth>();
    const [forHr, forAdmin] = [await get("hr", "2026-10"), await get("admin", "2026-10")];
    expect(forHr.adminAccountsLeftOut).toBe(1);
    expect(forAdmin.adminAccountsLeftOut).toBe(0);
    // Anita's row is the difference: earned gross 49,850, deductions 2,000, net 47,850, one person.
    expect(forAdmin.totals.totalMonthly - forHr.totals.totalMonthly).toBe(49_850);
    expect(forAdmin.totals.totalDeductions - forHr.totals.totalDeductions).toBe(2_000);
    expect(forAdmin.totals.totalNet - forHr.totals.totalNet).toBe(47_850);
    expect(forAdmin.totals.employeeCount - forHr.totals.employeeCount).toBe(1);
    expect(forHr.totals.employeeCount).toBe(forHr.rows.length);
    // Anita is Finance's only person: the department is gone from HR's view.
    expect(forAdmin.byDepartment).toContainEqual({ department: "Finance", total: 49_850, employees: 1 });
    expect(forHr.byDepartment.map((entry) => entry.department)).not.toContain("Finance");
    // The draft month too.
    const draft = await get("hr", "2026-11");
    expect(draft).toMatchObject({ status: "draft", adminAccountsLeftOut: 1 });
    expect(draft.rows.map((row) => row.employeeRecordId)).not.toContain(anita.record.id);
  });

  it("HR's finalising freezes every row (the month is the company's) and answers with HR's view", async () => {
    const answer = finalisedByHr.json<PayrollMonth>();
    expect(answer.adminAccountsLeftOut).toBe(1);
    expect(answer.rows.map((row) => row.employeeRecordId)).not.toContain(anita.record.id);
    const frozen = (await ctx.asAdmin({ method: "GET", url: `${HR_PAYROLL_PATH}?month=2026-10` })).json<PayrollMonth>();
    expect(frozen.status).toBe("finalised");
    expect(frozen.rows.find((row) => row.employeeRecordId === anita.record.id)).toMatchObject({ earnedGross: 49_850, netPay: 47_850 });
  });

  it("HR's bank file counts the admin account left out, without its name or pay", async () => {
    const summary = (
      await ctx.app.inject({ method: "GET", url: bankFileSummaryPath("2026-10"), headers: ctx.headers.hr })
    ).json<BankFileSummary>();
    expect(summary.adminAccountsLeftOut).toBe(1);
    expect(summary.leftOut.map((person) => person.employeeRecordId)).not.toContain(anita.record.id);
  });

  it("HR's pay items leave out the admin account's items and do not offer it as a person", async () => {
    const list = (await ctx.app.inject({ method: "GET", url: payItemsPath("2026-11"), headers: ctx.headers.hr })).json<PayItemsMonth>();
    expect(list.people.map((person) => person.employeeRecordId)).toContain(kavya.record.id);
    expect(list.people.map((person) => person.employeeRecordId)).not.toContain(anita.record.id);
    expect(list.items.map((item) => item.employeeRecordId)).not.toContain(anita.record.id);
  });
});
