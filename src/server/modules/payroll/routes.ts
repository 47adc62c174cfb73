import { inArray } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema } from "@/shared/contract/common";
import {
  EMPLOYEE_PAYSLIPS_PATH,
  employeePayslipSchema,
  HR_PAYROLL_PATH,
  monthParamsSchema,
  payrollMessages,
  payrollMonthSchema,
  payrollQuerySchema,
  payslipParamsSchema,
  type PayrollMonth,
  type PayrollRow,
} from "@/shared/contract/payroll";
import { businessDate } from "@/shared/domain/business-time";
import { buildSite } from "@/shared/site";
import { employeeRecordOf, staffOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { employees } from "../../db/schema";
import { ConflictError, FieldError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { EmployeeRow } from "../employees/records";
import { sendCsv } from "../exports/csv";
import type { ModuleOptions } from "../module-options";
import { computePayroll } from "./compute";
import { muster, payrollSheet } from "./payroll-csv";
import { payslipDocument } from "./payslip-document";
import { renderPayslips } from "./payslip-pdf";
import { allRuns, findRun, insertRun } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const file = { 200: z.any(), ...errors };

async function employeesOf(db: Db, rows: readonly PayrollRow[]): Promise<Map<number, EmployeeRow>> {
  if (rows.length === 0) return new Map();
  const found = await db.select().from(employees).where(inArray(employees.id, rows.map((row) => row.employeeRecordId)));
  return new Map(found.map((row) => [row.id, row]));
}

/**
 * The monthly payroll (GitHub issue 11): a draft computed from attendance, leave and salary records
 * until HR finalises the month, then the frozen figures; payslips only for a finalised month.
 * /api/hr/... is hr or admin by path; /api/employee/payslips serves the signed-in person only.
 */
export const payrollRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  const timeZone = config.BUSINESS_TIMEZONE;
  const companyName = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN }).name;
  const today = () => businessDate(now(), timeZone);

  /** The month's frozen figures, or a draft; 400 for a month that has not begun. */
  async function payrollOf(month: string): Promise<PayrollMonth> {
    if (month > today().slice(0, 7)) throw new FieldError("month", payrollMessages.futureMonth);
    return (await findRun(db, month))?.payroll ?? computePayroll(db, month, today(), timeZone);
  }

  async function finalisedPayroll(month: string): Promise<PayrollMonth> {
    const run = await findRun(db, month);
    if (!run) throw new ConflictError(payrollMessages.notFinalised);
    return run.payroll;
  }

  async function sendPayslips(request: FastifyRequest, reply: FastifyReply, payroll: PayrollMonth, rows: PayrollRow[], fileName: string) {
    const people = await employeesOf(db, rows);
    const generatedOn = today();
    const pdf = await renderPayslips(rows.map((row) => payslipDocument(payroll, row, people.get(row.employeeRecordId), companyName, generatedOn)));
    const subject = rows.length === 1 ? `employee:${rows[0]!.employeeRecordId}` : `payroll:${payroll.month}`;
    await recordStaffAction(db, request, "payslip.downloaded", subject, { month: payroll.month, payslips: rows.length }, now());
    return reply.header("content-type", "application/pdf").header("content-disposition", `attachment; filename="${fileName}"`).send(Buffer.from(pdf));
  }

  app.get(
    HR_PAYROLL_PATH,
    { schema: { summary: "A month's payroll: the draft, or the frozen figures once finalised", querystring: payrollQuerySchema, response: { 200: payrollMonthSchema, ...errors } } },
    async (request) => payrollOf(request.query.month),
  );

  app.post(
    `${HR_PAYROLL_PATH}/:month/finalise`,
    { schema: { summary: "Freeze a month's figures (once; audited)", params: monthParamsSchema, response: { 200: payrollMonthSchema, ...errors } } },
    async (request) => {
      const { month } = request.params;
      if (month > today().slice(0, 7)) throw new FieldError("month", payrollMessages.futureMonth);
      const draft = await computePayroll(db, month, today(), timeZone);
      const at = now();
      // The frozen month and its audit entry are one transaction: no finalised month without its entry (issue 17).
      await db.transaction(async (tx) => {
        if (!(await insertRun(tx, draft, staffOf(request).account.id, at))) throw new ConflictError(payrollMessages.alreadyFinalised(month));
        await recordStaffAction(tx, request, "payroll.finalised", `payroll:${month}`, { employees: draft.rows.length, totalMonthly: draft.totals.totalMonthly }, at);
      });
      return (await findRun(db, month))!.payroll;
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/muster.csv`,
    { schema: { summary: "Generate Muster: every salary component per person, as CSV (audited)", params: monthParamsSchema, response: file } },
    async (request, reply) => {
      const payroll = await payrollOf(request.params.month);
      const table = muster(payroll);
      await recordStaffAction(db, request, "export.downloaded", "export:muster", { month: payroll.month, rows: table.rows.length }, now());
      return sendCsv(reply, `muster-${payroll.month}.csv`, table);
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/payroll.csv`,
    { schema: { summary: "Export Payroll: pay per person with the bank details (masked), as CSV (audited)", params: monthParamsSchema, response: file } },
    async (request, reply) => {
      const payroll = await payrollOf(request.params.month);
      const table = payrollSheet(payroll, await employeesOf(db, payroll.rows));
      await recordStaffAction(db, request, "export.downloaded", "export:payroll-month", { month: payroll.month, rows: table.rows.length }, now());
      return sendCsv(reply, `payroll-${payroll.month}.csv`, table);
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/payslips.pdf`,
    { schema: { summary: "Every payslip of a finalised month in one PDF (audited)", params: monthParamsSchema, response: file } },
    async (request, reply) => {
      const payroll = await finalisedPayroll(request.params.month);
      if (payroll.rows.length === 0) throw new NotFoundError(payrollMessages.noPayslips);
      return sendPayslips(request, reply, payroll, payroll.rows, `payslips-${payroll.month}.pdf`);
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/payslips/:employeeId.pdf`,
    { schema: { summary: "One person's payslip for a finalised month (audited)", params: payslipParamsSchema, response: file } },
    async (request, reply) => {
      const payroll = await finalisedPayroll(request.params.month);
      const row = payroll.rows.find((candidate) => candidate.employeeRecordId === request.params.employeeId);
      if (!row) throw new NotFoundError(payrollMessages.noPayslip);
      return sendPayslips(request, reply, payroll, [row], `payslip-${row.employeeId}-${payroll.month}.pdf`);
    },
  );

  app.get(
    EMPLOYEE_PAYSLIPS_PATH,
    { schema: { summary: "The signed-in person's payslips: finalised months, newest first", response: { 200: z.array(employeePayslipSchema), ...errors } } },
    async (request) => {
      const own = employeeRecordOf(request).id;
      return (await allRuns(db)).flatMap((run) => {
        const row = run.payroll.rows.find((candidate) => candidate.employeeRecordId === own);
        return row ? [{ month: run.payroll.month, netPay: row.netPay, finalisedAt: run.finalisedAt.toISOString() }] : [];
      });
    },
  );

  app.get(
    `${EMPLOYEE_PAYSLIPS_PATH}/:month.pdf`,
    { schema: { summary: "The signed-in person's payslip for a finalised month", params: monthParamsSchema, response: file } },
    async (request, reply) => {
      const own = employeeRecordOf(request).id;
      const run = await findRun(db, request.params.month);
      const row = run?.payroll.rows.find((candidate) => candidate.employeeRecordId === own);
      if (!run || !row) throw new NotFoundError(payrollMessages.noPayslip);
      return sendPayslips(request, reply, run.payroll, [row], `payslip-${row.employeeId}-${run.payroll.month}.pdf`);
    },
  );
};
