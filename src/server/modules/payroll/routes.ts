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
import { finaliseBodySchema, payrollChecklistSchema } from "@/shared/contract/payroll-checklist";
import { businessDate } from "@/shared/domain/business-time";
import { buildSite } from "@/shared/site";
import { notEmployedDaysOf } from "@/shared/domain/payroll/loss-of-pay";
import { actorOf, employeeRecordOf, staffOf } from "../../auth/guard";
import { ConflictError, NotFoundError } from "../../http/errors";
import { serviceContexts } from "../../http/service-context";
import { recordStaffAction } from "../audit/store";
import { hrReachMessages, refuseOutOfHrReach } from "../employees/hr-reach";
import { sendCsv } from "../../http/csv-download";
import type { ModuleOptions } from "../module-options";
import { accountRolesOf } from "../payroll-payment/store";
import { monthChecklist } from "./checklist";
import { muster, payrollSheet } from "./payroll-csv";
import { monthInSlices, personRuns } from "./person-runs-store";
import { payslipsPdf } from "./payslips-file";
import { finaliseMonth, payrollOf, payrollSeenBy } from "./service";
import { employeesOf } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const file = { 200: z.any(), ...errors };

/**
 * The monthly payroll (docs/product.md sections 6.8 and 9.14): a draft computed from attendance, leave and salary records
 * until HR finalises the month, then the frozen figures; payslips only for a finalised month.
 * /api/hr/... is hr or admin by path; /api/employee/payslips serves the signed-in person only.
 */
export const payrollRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  const timeZone = config.BUSINESS_TIMEZONE;
  const site = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN });
  const companyName = site.name;
  const { street, locality, city, region, postalCode } = site.address;
  const companyAddress = `${street}, ${locality}, ${city}, ${region} ${postalCode}`;
  const today = () => businessDate(now(), timeZone);
  const contextOf = serviceContexts({ db, config, now });
  // HR's reach (docs/product.md section 9.9): an HR user's views leave out admin accounts' rows; an admin's do not.
  const viewerOf = (request: FastifyRequest) => staffOf(request).account.role;
  const monthFor = async (request: FastifyRequest, month: string) =>
    payrollSeenBy(db, viewerOf(request), await payrollOf(db, month, today(), timeZone));

  async function sendPayslips(request: FastifyRequest, reply: FastifyReply, payroll: PayrollMonth, rows: PayrollRow[], fileName: string) {
    const pdf = await payslipsPdf(db, payroll, rows, { companyName, companyAddress, generatedOn: today() });
    // Sent as it is, not copied (a 2,000-person month is 9 MB: copied byte by byte, 10 ms on the event loop).
    const subject = rows.length === 1 ? `employee:${rows[0]!.employeeRecordId}` : `payroll:${payroll.month}`;
    await recordStaffAction(db, actorOf(request), "payslip.downloaded", subject, { month: payroll.month, payslips: rows.length }, now());
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  }

  app.get(
    HR_PAYROLL_PATH,
    {
      schema: {
        summary: "A month's payroll: the draft, or the frozen figures once finalised",
        querystring: payrollQuerySchema,
        response: { 200: payrollMonthSchema, ...errors },
      },
    },
    // A draft is never paid: its paidOn is null like a finalised month's before payment.
    async (request) => ({ paidOn: null, ...(await monthFor(request, request.query.month)) }),
  );

  app.post(
    `${HR_PAYROLL_PATH}/:month/finalise`,
    {
      schema: {
        summary: "Freeze a month's figures (once; audited)",
        params: monthParamsSchema,
        body: finaliseBodySchema,
        response: { 200: payrollMonthSchema, ...errors },
      },
    },
    async (request) => finaliseMonth(contextOf(request), { month: request.params.month, expected: request.body?.expectedTotals }),
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/checklist`,
    {
      schema: {
        summary: "The month-end check list before Finalise, and the totals it freezes",
        params: monthParamsSchema,
        response: { 200: payrollChecklistSchema, ...errors },
      },
    },
    async (request) => monthChecklist(db, viewerOf(request), request.params.month, today(), timeZone),
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/muster.csv`,
    {
      schema: {
        summary: "Generate Muster: every salary component per person, as CSV (audited)",
        params: monthParamsSchema,
        response: file,
      },
    },
    async (request, reply) => {
      const payroll = await monthFor(request, request.params.month);
      const table = muster(payroll);
      await recordStaffAction(
        db,
        actorOf(request),
        "export.downloaded",
        "export:muster",
        { month: payroll.month, rows: table.rows.length, adminAccountsLeftOut: payroll.adminAccountsLeftOut },
        now(),
      );
      return sendCsv(reply, `muster-${payroll.month}.csv`, table);
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/payroll.csv`,
    {
      schema: {
        summary: "Export Payroll: pay per person with the bank details (masked), as CSV (audited)",
        params: monthParamsSchema,
        response: file,
      },
    },
    async (request, reply) => {
      const payroll = await monthFor(request, request.params.month);
      const table = payrollSheet(payroll, await employeesOf(db, payroll.rows));
      await recordStaffAction(
        db,
        actorOf(request),
        "export.downloaded",
        "export:payroll-month",
        { month: payroll.month, rows: table.rows.length, adminAccountsLeftOut: payroll.adminAccountsLeftOut },
        now(),
      );
      return sendCsv(reply, `payroll-${payroll.month}.csv`, table);
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/payslips.pdf`,
    { schema: { summary: "Every payslip of a finalised month in one PDF (audited)", params: monthParamsSchema, response: file } },
    async (request, reply) => {
      const run = await monthInSlices(db, request.params.month);
      if (!run) throw new ConflictError(payrollMessages.notFinalised);
      const payroll = await payrollSeenBy(db, viewerOf(request), run.payroll);
      if (payroll.rows.length === 0) throw new NotFoundError(payrollMessages.noPayslips);
      return sendPayslips(request, reply, payroll, payroll.rows, `payslips-${payroll.month}.pdf`);
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/payslips/:employeeId.pdf`,
    { schema: { summary: "One person's payslip for a finalised month (audited)", params: payslipParamsSchema, response: file } },
    async (request, reply) => {
      const { employeeId } = request.params;
      const role = (await accountRolesOf(db, [employeeId])).get(employeeId);
      refuseOutOfHrReach(viewerOf(request), role ? { role } : null, hrReachMessages.payslip);
      // The person's row alone, not the whole month (megabytes at a large company): see person-runs-store.ts.
      const [run] = await personRuns(db, request.params.employeeId, request.params.month, request.params.month);
      if (!run) throw new ConflictError(payrollMessages.notFinalised);
      const [row] = run.payroll.rows;
      if (!row) throw new NotFoundError(payrollMessages.noPayslip);
      return sendPayslips(request, reply, run.payroll, [row], `payslip-${row.employeeId}-${run.payroll.month}.pdf`);
    },
  );

  app.get(
    EMPLOYEE_PAYSLIPS_PATH,
    {
      schema: {
        summary: "The signed-in person's payslips: finalised months, newest first",
        response: { 200: z.array(employeePayslipSchema), ...errors },
      },
    },
    async (request) => {
      const own = employeeRecordOf(request).id;
      return (await personRuns(db, own)).flatMap((run) => {
        const [row] = run.payroll.rows;
        return row
          ? [
              {
                month: run.payroll.month,
                netPay: row.netPay,
                finalisedAt: run.finalisedAt.toISOString(),
                paidOn: run.paidOn,
                paidDays: row.paidDays,
                lopDays: row.ncpDays,
                notEmployedDays: notEmployedDaysOf(row),
              },
            ]
          : [];
      });
    },
  );

  app.get(
    `${EMPLOYEE_PAYSLIPS_PATH}/:month.pdf`,
    { schema: { summary: "The signed-in person's payslip for a finalised month", params: monthParamsSchema, response: file } },
    async (request, reply) => {
      const own = employeeRecordOf(request).id;
      const [run] = await personRuns(db, own, request.params.month, request.params.month);
      const row = run?.payroll.rows[0];
      if (!run || !row) throw new NotFoundError(payrollMessages.noPayslip);
      return sendPayslips(request, reply, run.payroll, [row], `payslip-${row.employeeId}-${run.payroll.month}.pdf`);
    },
  );
};
