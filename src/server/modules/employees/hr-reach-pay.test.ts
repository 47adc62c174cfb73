import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payItemPath, payItemsPath, type PayItemsMonth, type PayItemView } from "@/shared/contract/pay-items";
import { allPayslipsPath, finalisePath, HR_PAYROLL_PATH, musterPath, payrollExportPath, payslipPath, type PayrollMonth } from "@/shared/contract/payroll";
import { payrollChecklistPath } from "@/shared/contract/payroll-checklist";
import { bankFileDownloadPath, bankFileSummaryPath, type BankFileSummary } from "@/shared/contract/payroll-payment";
import { salaryRevisionsPath } from "@/shared/contract/salary-revision";
import { ADMIN_SETTINGS_PATH, DEFAULT_SETTINGS } from "@/shared/contract/settings";
import { separationPath, settlementPath, settlementStatementPath } from "@/shared/contract/separation";
import { ecrPath, hrStatementPath, hrStatementsPath, ptSummaryPath, statutoryPath, type StatutorySummary } from "@/shared/contract/statutory-returns";
import { HR_TAX_REGIMES_PATH, hrTaxPath, hrTaxProjectionPath, openingFiguresPath, previousEmployerPath, taxMessages, withYear } from "@/shared/contract/tax";
import { staffAccounts } from "../../db/schema";
import type { AdminTestContext } from "../../testing/admin-test-app";
import { people, seedPeople, sessionFor, sessionHeader, SETUP_TIMEOUT, testClock } from "../../testing/helpers";
import { createTestApp } from "../../testing/test-app";
import { hire, worked } from "../../testing/payroll-people";
import { hrReachMessages } from "./hr-reach";

/**
 * HR's reach over an admin account's pay (the rule: modules/employees/hr-reach.ts; docs/product.md section 9.9), the
 * companion of hr-reach.test.ts (the record, its identifiers and documents). Thursday 26 November 2026 in Pune;
 * October 2026 finalised by HR, November a draft. Anita's account is an admin's; Kavya is an employee. Both: basic
 * 30,000, HRA 12,000, transport 1,600, medical 1,250, special 5,000 = gross 49,850, every October working day
 * worked (no loss of pay); PF 12% of the 15,000 ceiling = 1,800, PT 200 (a woman above 25,000), no ESI above
 * 21,000, no LWF in October, no income tax (under the 12 lakh rebate): deductions 2,000, net 47,850.
 */
let ctx: AdminTestContext;
const [ANITA_UAN, KAVYA_UAN] = ["100427607286", "100257274743"];
/** The professional-tax CSV's employees: its state's Total line ('...,Total,,{employees},{amount}'). */
const ptEmployees = (csv: string) => Number(/,Total,,(\d+),\d+\s*$/m.exec(csv)?.[1]);
type Person = Awaited<ReturnType<typeof hire>>;
let anita: Person, kavya: Person;
const items: Record<"anita" | "kavya", number> = { anita: 0, kavya: 0 };
let finalisedByHr: LightMyRequestResponse;
const routes: string[] = [];

/** As createAdminTestApp, with every route's method and path noted. */
async function createApp(start: string): Promise<AdminTestContext> {
  const clock = testClock(start);
  const app = await createTestApp({}, { now: clock.now, onRoute: (route: RouteOptions) => routes.push(...[route.method].flat().map((method) => `${method} ${route.url}`)) });
  await seedPeople(app.database.db);
  const headers = {
    admin: sessionHeader("admin", await sessionFor(app.app, "admin", people.admin)),
    hr: sessionHeader("hr", await sessionFor(app.app, "hr", people.hr)),
    employee: sessionHeader("employee", await sessionFor(app.app, "employee", people.employee)),
  };
  return { ...app, clock, headers, asAdmin: (options: InjectOptions) => app.app.inject({ ...options, headers: { ...headers.admin, ...options.headers } }) };
}

beforeAll(async () => {
  ctx = await createApp("2026-11-26T06:00:00.000Z");
  anita = await hire(ctx, { firstName: "Anita", department: "Finance", dateOfJoining: "2024-01-01", uan: ANITA_UAN });
  kavya = await hire(ctx, { firstName: "Kavya", dateOfJoining: "2024-01-01", uan: KAVYA_UAN });
  for (const person of [anita, kavya]) await worked(ctx, person.record.id, "2026-10-01", "2026-10-31");
  await ctx.database.db.update(staffAccounts).set({ role: "admin" }).where(eq(staffAccounts.employeeRecordId, anita.record.id));
  for (const [key, person] of [["anita", anita], ["kavya", kavya]] as const) {
    const added = await ctx.asAdmin({ method: "POST", url: payItemsPath("2026-11"), payload: { employeeRecordId: person.record.id, kind: "bonus", amount: 1_000, reason: "Diwali bonus" } });
    expect(added.statusCode, added.body).toBe(201);
    items[key] = added.json<PayItemView>().id;
  }
  finalisedByHr = await ctx.app.inject({ method: "POST", url: finalisePath("2026-10"), headers: ctx.headers.hr });
  expect(finalisedByHr.statusCode, finalisedByHr.body).toBe(200);
  // The bank file needs the company's debit account (docs/product.md section 9.14.1).
  const settings = await ctx.asAdmin({ method: "PUT", url: ADMIN_SETTINGS_PATH, payload: { ...DEFAULT_SETTINGS, debitAccountNumber: "912020012345678", debitIfsc: "UTIB0000240" } });
  expect(settings.statusCode, settings.body).toBe(200);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
}, SETUP_TIMEOUT);

type Who = "hr" | "admin";
type Send = (who: Who, person: Person) => Promise<LightMyRequestResponse>;
const send =
  (method: "GET" | "POST" | "PUT" | "DELETE", url: (person: Person) => string, payload?: (person: Person, who: Who) => object): Send =>
  (who, person) =>
    ctx.app.inject({ method, url: url(person), headers: ctx.headers[who], ...(payload ? { payload: payload(person, who) } : {}) });
const pages = async (response: LightMyRequestResponse) => (await PDFDocument.load(response.rawPayload)).getPageCount();

/**
 * Every HR route that reaches an admin account's pay or identifiers. A view of many people ('leaves out') answers an
 * HR user without the admin account's row (an admin's answer has it); a call on one person's pay answers HR 403 on
 * an admin account's record. An admin on that record, and HR on Kavya's, go through. POST .../finalise is checked
 * by its own test below (it runs once, in the set-up).
 */
const HR_ON_ADMIN_PAY: {
  call: string;
  send: Send;
  hr: "leaves out" | 403;
  message?: string;
  compare?: (byHr: LightMyRequestResponse, byAdmin: LightMyRequestResponse) => void;
  /** Only HR's refusal is checked here: the call needs a separation to answer anyone else (separations/routes.test.ts). */
  refusalOnly?: true;
}[] = [
  { call: "GET /api/hr/payroll?month=", hr: "leaves out", send: send("GET", () => `${HR_PAYROLL_PATH}?month=2026-10`) },
  { call: "GET /api/hr/payroll/:month/muster.csv", hr: "leaves out", send: send("GET", () => musterPath("2026-10")) },
  { call: "GET /api/hr/payroll/:month/payroll.csv", hr: "leaves out", send: send("GET", () => payrollExportPath("2026-10")) },
  { call: "GET /api/hr/payroll/:month/payslips.pdf", hr: "leaves out", send: send("GET", () => allPayslipsPath("2026-10")) },
  {
    call: "GET /api/hr/payroll/:month/bank-file",
    hr: "leaves out",
    send: send("GET", () => bankFileSummaryPath("2026-10")),
    // A summary names no one paid: the admin's has one transfer more, Anita's net pay of 47,850.
    compare: (byHr, byAdmin) => {
      const [hr, admin] = [byHr.json<BankFileSummary>(), byAdmin.json<BankFileSummary>()];
      expect([admin.count - hr.count, admin.total - hr.total]).toEqual([1, 47_850]);
    },
  },
  // The second download of the month needs a reason (docs/product.md section 9.14.1): both carry one.
  {
    call: "POST /api/hr/payroll/:month/bank-file/download",
    hr: "leaves out",
    send: send("POST", () => bankFileDownloadPath("2026-10"), (_, who) => ({ password: people[who].password, reason: "Comparing HR's file with the admin's" })),
  },
  { call: "GET /api/hr/payroll/:month/items", hr: "leaves out", send: send("GET", () => payItemsPath("2026-11")) },
  // November's check list names both bonus items for an admin, Kavya's alone for HR.
  { call: "GET /api/hr/payroll/:month/checklist", hr: "leaves out", send: send("GET", () => payrollChecklistPath("2026-11")) },
  {
    call: "GET /api/hr/payroll/:month/statutory",
    hr: "leaves out",
    send: send("GET", () => statutoryPath("2026-10")),
    compare: (byHr, byAdmin) => {
      expect(byHr.json<StatutorySummary>()).toMatchObject({ ecrMembers: 1, adminAccountsLeftOut: 1 });
      expect(byAdmin.json<StatutorySummary>()).toMatchObject({ ecrMembers: 2, adminAccountsLeftOut: 0 });
    },
  },
  {
    call: "GET /api/hr/payroll/:month/ecr.txt",
    hr: "leaves out",
    send: send("GET", () => ecrPath("2026-10")),
    compare: (byHr, byAdmin) => {
      expect([byHr.body.includes(ANITA_UAN), byHr.body.includes(KAVYA_UAN)]).toEqual([false, true]);
      expect([byAdmin.body.includes(ANITA_UAN), byAdmin.body.includes(KAVYA_UAN)]).toEqual([true, true]);
    },
  },
  {
    call: "GET /api/hr/payroll/:month/professional-tax.csv",
    hr: "leaves out",
    send: send("GET", () => ptSummaryPath("2026-10")),
    // The admin's summary counts one person more: Anita.
    compare: (byHr, byAdmin) => expect(ptEmployees(byAdmin.body) - ptEmployees(byHr.body)).toBe(1),
  },
  { call: "GET /api/hr/payroll/:month/payslips/:employeeId.pdf", hr: 403, message: hrReachMessages.payslip, send: send("GET", (p) => payslipPath("2026-10", p.record.id)) },
  {
    call: "POST /api/hr/payroll/:month/items",
    hr: 403,
    message: hrReachMessages.edit,
    send: send("POST", () => payItemsPath("2026-11"), (p) => ({ employeeRecordId: p.record.id, kind: "incentive", amount: 500, reason: "Quarter target" })),
  },
  {
    call: "PUT /api/hr/payroll/:month/items/:id",
    hr: 403,
    message: hrReachMessages.edit,
    send: send("PUT", (p) => payItemPath("2026-11", items[p === anita ? "anita" : "kavya"]), (p) => ({ employeeRecordId: p.record.id, kind: "bonus", amount: 1_500, reason: "Diwali bonus" })),
  },
  { call: "DELETE /api/hr/payroll/:month/items/:id", hr: 403, message: hrReachMessages.edit, send: send("DELETE", (p) => payItemPath("2026-11", items[p === anita ? "anita" : "kavya"])) },
  { call: "GET /api/hr/employees/:id/salary-revisions", hr: 403, message: hrReachMessages.edit, send: send("GET", (p) => salaryRevisionsPath(p.record.id)) },
  {
    call: "POST /api/hr/employees/:id/salary-revisions",
    hr: 403,
    message: hrReachMessages.edit,
    send: send("POST", (p) => salaryRevisionsPath(p.record.id), () => ({ effectiveFrom: "2026-11-01", reason: "Annual appraisal", basicSalary: 32_000, hra: 12_000, transportAllowance: 1_600, medicalAllowance: 1_250, specialAllowance: 5_000, otherAllowances: 0, otherDeductions: 0 })),
  },
  // Neither Anita nor Kavya has declared a regime for the year: an admin's list names both, HR's Kavya alone.
  { call: "GET /api/hr/tax/regimes", hr: "leaves out", send: send("GET", () => withYear(HR_TAX_REGIMES_PATH, "2026-27")) },
  { call: "GET /api/hr/tax/:employeeRecordId", hr: 403, message: taxMessages.adminRecord, send: send("GET", (p) => hrTaxPath(p.record.id)) },
  { call: "PUT /api/hr/tax/:employeeRecordId", hr: 403, message: taxMessages.adminRecord, send: send("PUT", (p) => hrTaxPath(p.record.id), () => ({ regime: "old" })) },
  // Going through needs a declared previous employer: previous-employer-routes.test.ts verifies one, an admin's record by an admin.
  {
    call: "PUT /api/hr/tax/:employeeRecordId/previous-employer",
    hr: 403,
    message: taxMessages.adminRecord,
    refusalOnly: true,
    send: send("PUT", (p) => previousEmployerPath(p.record.id), () => ({ previousEmployerSalary: 600_000, previousEmployerTds: 40_000 })),
  },
  { call: "GET /api/hr/tax/:employeeRecordId/projection", hr: 403, message: taxMessages.adminRecord, send: send("GET", (p) => hrTaxProjectionPath(p.record.id)) },
  { call: "GET /api/hr/payroll/opening/:employeeRecordId", hr: 403, message: taxMessages.adminRecord, send: send("GET", (p) => openingFiguresPath(p.record.id)) },
  { call: "PUT /api/hr/payroll/opening/:employeeRecordId", hr: 403, message: taxMessages.adminRecord, send: send("PUT", (p) => openingFiguresPath(p.record.id), () => ({ months: 0 })) },
  { call: "GET /api/hr/tax/:employeeRecordId/statements", hr: 403, message: taxMessages.adminRecord, send: send("GET", (p) => hrStatementsPath(p.record.id)) },
  { call: "GET /api/hr/tax/:employeeRecordId/statements/:financialYear.pdf", hr: 403, message: taxMessages.adminRecord, send: send("GET", (p) => hrStatementPath(p.record.id, "2026-27")) },
  { call: "GET /api/hr/employees/:id/separation", hr: 403, message: hrReachMessages.edit, send: send("GET", (p) => separationPath(p.record.id)) },
  { call: "DELETE /api/hr/employees/:id/separation", hr: 403, message: hrReachMessages.edit, refusalOnly: true, send: send("DELETE", (p) => separationPath(p.record.id)) },
  { call: "GET /api/hr/employees/:id/separation/settlement", hr: 403, message: hrReachMessages.edit, refusalOnly: true, send: send("GET", (p) => settlementPath(p.record.id)) },
  { call: "GET /api/hr/employees/:id/separation/statement.pdf", hr: 403, message: hrReachMessages.edit, refusalOnly: true, send: send("GET", (p) => settlementStatementPath(p.record.id)) },
];

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
  "GET /api/hr/tax/previous-employer": "leaves admin accounts out (withinHrReach); nobody here declared a previous employer, so previous-employer-routes.test.ts checks it",
  "PUT /api/hr/employees/:id/separation": "HR 403 on an admin account's record (the GET's rule, separations/service.ts)",
  // The statutory files read one month as the user may see it (statutory-returns/routes.ts filesOf), checked in the
  // table through the summary, the ECR and the PT summary; these two have nothing to list in this test's October.
  "GET /api/hr/payroll/:month/esic.xls": "as the ECR (filesOf); nobody here is covered by ESI (gross above 21,000): 404 for everyone",
  "GET /api/hr/payroll/:month/lwf.csv": "as the ECR (filesOf); October is no labour-welfare-fund month: 409 for everyone",
};

describe("HR's reach over an admin account's pay", () => {
  it("lists every HR route about pay, tax, salary or a separation, in the table or with its reason", () => {
    // HEAD runs its GET's handler.
    const aboutPay = routes.filter((route) => /^(GET|POST|PUT|DELETE|PATCH) \/api\/hr\/(payroll|tax|employees\/:id\/(salary-revisions|separation))/.test(route));
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
        for (const [who, person] of [["admin", anita], ["hr", kavya]] as const) {
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
    const get = async (who: Who, month: string) => (await ctx.app.inject({ method: "GET", url: `${HR_PAYROLL_PATH}?month=${month}`, headers: ctx.headers[who] })).json<PayrollMonth>();
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
    const summary = (await ctx.app.inject({ method: "GET", url: bankFileSummaryPath("2026-10"), headers: ctx.headers.hr })).json<BankFileSummary>();
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
