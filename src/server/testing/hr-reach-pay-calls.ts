/**
 * The table of hr-reach-pay.test.ts: every HR route that reaches an admin account's pay or identifiers, how it is
 * called, and what HR's answer must be (not used by the product).
 */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { payItemPath, payItemsPath } from "@/shared/contract/pay-items";
import { allPayslipsPath, HR_PAYROLL_PATH, musterPath, payrollExportPath, payslipPath } from "@/shared/contract/payroll";
import { payrollChecklistPath } from "@/shared/contract/payroll-checklist";
import { bankFileDownloadPath, bankFileSummaryPath, type BankFileSummary } from "@/shared/contract/payroll-payment";
import { salaryRevisionsPath } from "@/shared/contract/salary-revision";
import { separationPath, settlementPath, settlementStatementPath } from "@/shared/contract/separation";
import {
  ecrPath,
  hrStatementPath,
  hrStatementsPath,
  ptSummaryPath,
  statutoryPath,
  type StatutorySummary,
} from "@/shared/contract/statutory-returns";
import {
  HR_TAX_REGIMES_PATH,
  hrTaxPath,
  hrTaxProjectionPath,
  openingFiguresPath,
  previousEmployerPath,
  taxMessages,
  withYear,
} from "@/shared/contract/tax";
import { hrReachMessages } from "../modules/employees/hr-reach";
import { ANITA_UAN, KAVYA_UAN, type AdminPayTestContext, type Person, type Who } from "./admin-pay-test-app";
import { people } from "./helpers";

/** The professional-tax CSV's employees: its state's Total line ('...,Total,,{employees},{amount}'). */
const ptEmployees = (csv: string) => Number(/,Total,,(\d+),\d+\s*$/m.exec(csv)?.[1]);

type Send = (who: Who, person: Person) => Promise<LightMyRequestResponse>;
export type AdminPayCall = {
  call: string;
  send: Send;
  hr: "leaves out" | 403;
  message?: string;
  compare?: (byHr: LightMyRequestResponse, byAdmin: LightMyRequestResponse) => void;
  /** Only HR's refusal is checked here: the call needs a separation to answer anyone else (separations/routes.test.ts). */
  refusalOnly?: true;
};

/**
 * Every HR route that reaches an admin account's pay or identifiers, on the test file's app (`app` is read at call
 * time: the app is made in beforeAll). A view of many people ('leaves out') answers an
 * HR user without the admin account's row (an admin's answer has it); a call on one person's pay answers HR 403 on
 * an admin account's record. An admin on that record, and HR on Kavya's, go through. POST .../finalise is checked
 * by its own test (it runs once, in the set-up).
 */
export function hrOnAdminPayCalls(app: () => AdminPayTestContext): AdminPayCall[] {
  const send =
    (method: "GET" | "POST" | "PUT" | "DELETE", url: (person: Person) => string, payload?: (person: Person, who: Who) => object): Send =>
    (who, person) =>
      app().app.inject({ method, url: url(person), headers: app().headers[who], ...(payload ? { payload: payload(person, who) } : {}) });
  const itemOf = (person: Person) => app().items[person === app().anita ? "anita" : "kavya"];
  return [
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
      send: send(
        "POST",
        () => bankFileDownloadPath("2026-10"),
        (_, who) => ({ password: people[who].password, reason: "Comparing HR's file with the admin's" }),
      ),
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
    {
      call: "GET /api/hr/payroll/:month/payslips/:employeeId.pdf",
      hr: 403,
      message: hrReachMessages.payslip,
      send: send("GET", (p) => payslipPath("2026-10", p.record.id)),
    },
    {
      call: "POST /api/hr/payroll/:month/items",
      hr: 403,
      message: hrReachMessages.edit,
      send: send(
        "POST",
        () => payItemsPath("2026-11"),
        (p) => ({ employeeRecordId: p.record.id, kind: "incentive", amount: 500, reason: "Quarter target" }),
      ),
    },
    {
      call: "PUT /api/hr/payroll/:month/items/:id",
      hr: 403,
      message: hrReachMessages.edit,
      send: send(
        "PUT",
        (p) => payItemPath("2026-11", itemOf(p)),
        (p) => ({ employeeRecordId: p.record.id, kind: "bonus", amount: 1_500, reason: "Diwali bonus" }),
      ),
    },
    {
      call: "DELETE /api/hr/payroll/:month/items/:id",
      hr: 403,
      message: hrReachMessages.edit,
      send: send("DELETE", (p) => payItemPath("2026-11", itemOf(p))),
    },
    {
      call: "GET /api/hr/employees/:id/salary-revisions",
      hr: 403,
      message: hrReachMessages.edit,
      send: send("GET", (p) => salaryRevisionsPath(p.record.id)),
    },
    {
      call: "POST /api/hr/employees/:id/salary-revisions",
      hr: 403,
      message: hrReachMessages.edit,
      send: send(
        "POST",
        (p) => salaryRevisionsPath(p.record.id),
        () => ({
          effectiveFrom: "2026-11-01",
          reason: "Annual appraisal",
          basicSalary: 32_000,
          hra: 12_000,
          transportAllowance: 1_600,
          medicalAllowance: 1_250,
          specialAllowance: 5_000,
          otherAllowances: 0,
          otherDeductions: 0,
        }),
      ),
    },
    // Neither Anita nor Kavya has declared a regime for the year: an admin's list names both, HR's Kavya alone.
    { call: "GET /api/hr/tax/regimes", hr: "leaves out", send: send("GET", () => withYear(HR_TAX_REGIMES_PATH, "2026-27")) },
    {
      call: "GET /api/hr/tax/:employeeRecordId",
      hr: 403,
      message: taxMessages.adminRecord,
      send: send("GET", (p) => hrTaxPath(p.record.id)),
    },
    {
      call: "PUT /api/hr/tax/:employeeRecordId",
      hr: 403,
      message: taxMessages.adminRecord,
      send: send(
        "PUT",
        (p) => hrTaxPath(p.record.id),
        () => ({ regime: "old" }),
      ),
    },
    // Going through needs a declared previous employer: previous-employer-routes.test.ts verifies one, an admin's record by an admin.
    {
      call: "PUT /api/hr/tax/:employeeRecordId/previous-employer",
      hr: 403,
      message: taxMessages.adminRecord,
      refusalOnly: true,
      send: send(
        "PUT",
        (p) => previousEmployerPath(p.record.id),
        () => ({ previousEmployerSalary: 600_000, previousEmployerTds: 40_000 }),
      ),
    },
    {
      call: "GET /api/hr/tax/:employeeRecordId/projection",
      hr: 403,
      message: taxMessages.adminRecord,
      send: send("GET", (p) => hrTaxProjectionPath(p.record.id)),
    },
    {
      call: "GET /api/hr/payroll/opening/:employeeRecordId",
      hr: 403,
      message: taxMessages.adminRecord,
      send: send("GET", (p) => openingFiguresPath(p.record.id)),
    },
    {
      call: "PUT /api/hr/payroll/opening/:employeeRecordId",
      hr: 403,
      message: taxMessages.adminRecord,
      send: send(
        "PUT",
        (p) => openingFiguresPath(p.record.id),
        () => ({ months: 0 }),
      ),
    },
    {
      call: "GET /api/hr/tax/:employeeRecordId/statements",
      hr: 403,
      message: taxMessages.adminRecord,
      send: send("GET", (p) => hrStatementsPath(p.record.id)),
    },
    {
      call: "GET /api/hr/tax/:employeeRecordId/statements/:financialYear.pdf",
      hr: 403,
      message: taxMessages.adminRecord,
      send: send("GET", (p) => hrStatementPath(p.record.id, "2026-27")),
    },
    {
      call: "GET /api/hr/employees/:id/separation",
      hr: 403,
      message: hrReachMessages.edit,
      send: send("GET", (p) => separationPath(p.record.id)),
    },
    {
      call: "DELETE /api/hr/employees/:id/separation",
      hr: 403,
      message: hrReachMessages.edit,
      refusalOnly: true,
      send: send("DELETE", (p) => separationPath(p.record.id)),
    },
    {
      call: "GET /api/hr/employees/:id/separation/settlement",
      hr: 403,
      message: hrReachMessages.edit,
      refusalOnly: true,
      send: send("GET", (p) => settlementPath(p.record.id)),
    },
    {
      call: "GET /api/hr/employees/:id/separation/statement.pdf",
      hr: 403,
      message: hrReachMessages.edit,
      refusalOnly: true,
      send: send("GET", (p) => settlementStatementPath(p.record.id)),
    },
  ];
}
