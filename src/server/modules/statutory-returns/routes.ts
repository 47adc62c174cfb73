import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, EXPORT_COUNT_HEADER } from "@/shared/contract/common";
import { HR_PAYROLL_PATH, monthParamsSchema, payrollMessages, type PayrollMonth } from "@/shared/contract/payroll";
import {
  EMPLOYEE_STATEMENTS_PATH,
  hrStatementParamsSchema,
  statementParamsSchema,
  statementYearSchema,
  statutoryMessages,
  statutorySummarySchema,
} from "@/shared/contract/statutory-returns";
import { HR_TAX_PATH, taxRecordParamsSchema } from "@/shared/contract/tax";
import { businessDate } from "@/shared/domain/business-time";
import { ecrFile } from "@/shared/domain/payroll/returns/ecr";
import { LWF_SUMMARY_HEADER, lwfSummary } from "@/shared/domain/payroll/returns/lwf-summary";
import { PT_SUMMARY_HEADER, ptSummary } from "@/shared/domain/payroll/returns/pt-summary";
import { buildSite } from "@/shared/site";
import { actorOf, employeeRecordOf, staffOf } from "../../auth/guard";
import { ConflictError, FieldError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import { sendCsv } from "../../http/csv-download";
import type { ModuleOptions } from "../module-options";
import { personRuns } from "../payroll/person-runs-store";
import { payrollSeenBy } from "../payroll/service";
import { employeesOf, findRun } from "../payroll/store";
import { refuseAdminRecordForHrUser, taxPersonOr404 } from "../tax/service";
import { monthFiles, type MonthFiles } from "./month-files";
import { statementYear, yearsWithMonths } from "./statement";
import { leaversOf, statementPerson } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const file = { 200: z.any(), ...errors };

/**
 * The statutory files of a finalised month and the annual tax statement (docs/product.md section 9.14.2). They only
 * read the frozen months and the records. /api/hr/... is hr or admin by path; /api/employee/... serves the signed-in
 * person only. Every file is audited as a download (export.downloaded), like the muster.
 */
export const statutoryReturnsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  const timeZone = config.BUSINESS_TIMEZONE;
  const site = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN });
  const { street, locality, city, region, postalCode } = site.address;
  const companyAddress = `${street}, ${locality}, ${city}, ${region} ${postalCode}`;
  const today = () => businessDate(now(), timeZone);

  /**
   * The finalised month's files as the signed-in user may have them: an HR user's leave out admin accounts' rows
   * (employees/hr-reach.ts; an admin's download is the whole company's); 400 for a month not begun, 409 for a draft.
   */
  async function filesOf(request: FastifyRequest, month: string): Promise<{ payroll: PayrollMonth; files: MonthFiles }> {
    if (month > today().slice(0, 7)) throw new FieldError("month", payrollMessages.futureMonth);
    const run = await findRun(db, month);
    if (!run) throw new ConflictError(statutoryMessages.notFinalised(month));
    const payroll = await payrollSeenBy(db, staffOf(request).account.role, run.payroll);
    const records = await employeesOf(db, payroll.rows);
    return { payroll, files: monthFiles(payroll, records, await leaversOf(db, month, records, timeZone)) };
  }

  const audit = (request: FastifyRequest, kind: string, details: Record<string, unknown>, subject = `export:${kind}`) =>
    recordStaffAction(db, actorOf(request), "export.downloaded", subject, details, now());

  app.get(
    `${HR_PAYROLL_PATH}/:month/statutory`,
    {
      schema: {
        summary: "What the statutory files of a finalised month hold, and who is left out for want of a UAN or IP number",
        params: monthParamsSchema,
        response: { 200: statutorySummarySchema, ...errors },
      },
    },
    async (request) => (await filesOf(request, request.params.month)).files.summary,
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/ecr.txt`,
    {
      schema: {
        summary: "EPFO ECR 2.0 text file of a finalised month: one '#~#'-separated line per PF member with a UAN (audited)",
        params: monthParamsSchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { payroll, files } = await filesOf(request, request.params.month);
      if (files.ecr.length === 0) throw new NotFoundError(statutoryMessages.noEcrMembers(payroll.month));
      await audit(request, "ecr", { month: payroll.month, rows: files.ecr.length, missingUan: files.summary.missingUan.length });
      return reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("content-disposition", `attachment; filename="ecr-${payroll.month}.txt"`)
        .header(EXPORT_COUNT_HEADER, String(files.ecr.length))
        .send(ecrFile(files.ecr));
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/esic.xls`,
    {
      schema: {
        summary: "ESIC monthly contribution of a finalised month: the portal's template as Excel 97-2003 .xls (audited)",
        params: monthParamsSchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { payroll, files } = await filesOf(request, request.params.month);
      if (files.esic.length === 0) throw new NotFoundError(statutoryMessages.noEsicMembers(payroll.month));
      const workbook = (await import("./esic-workbook")).esicWorkbook(files.esic);
      await audit(request, "esic", {
        month: payroll.month,
        rows: files.esic.length,
        missingIpNumber: files.summary.missingIpNumber.length,
      });
      return reply
        .header("content-type", "application/vnd.ms-excel")
        .header("content-disposition", `attachment; filename="esic-${payroll.month}.xls"`)
        .header(EXPORT_COUNT_HEADER, String(files.esic.length))
        .send(workbook);
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/professional-tax.csv`,
    {
      schema: { summary: "Professional tax of a finalised month per state and slab (audited)", params: monthParamsSchema, response: file },
    },
    async (request, reply) => {
      const { payroll, files } = await filesOf(request, request.params.month);
      const lines = ptSummary(files.pt, Number(payroll.month.slice(5, 7)));
      await audit(request, "professional-tax", { month: payroll.month, rows: lines.length });
      const rows = lines.map((line) => [payroll.month, line.state, line.slab, line.rate, line.employees, line.amount]);
      return sendCsv(reply, `professional-tax-${payroll.month}.csv`, { header: PT_SUMMARY_HEADER, rows });
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/lwf.csv`,
    {
      schema: {
        summary: "Labour welfare fund of a finalised June or December per state (audited)",
        params: monthParamsSchema,
        response: file,
      },
    },
    async (request, reply) => {
      const { payroll, files } = await filesOf(request, request.params.month);
      if (!files.summary.lwfMonth) throw new ConflictError(statutoryMessages.notLwfMonth(payroll.month));
      const lines = lwfSummary(files.lwf);
      await audit(request, "lwf", { month: payroll.month, rows: lines.length });
      const rows = lines.map((line) => [
        payroll.month,
        line.state,
        line.employees,
        line.employeeContribution,
        line.employerContribution,
        line.total,
      ]);
      return sendCsv(reply, `lwf-${payroll.month}.csv`, { header: LWF_SUMMARY_HEADER, rows });
    },
  );

  async function sendStatement(request: FastifyRequest, reply: FastifyReply, employeeRecordId: number, financialYear: string) {
    const year = await statementYear(db, employeeRecordId, financialYear);
    const record = await statementPerson(db, employeeRecordId);
    const lastRow = (await personRuns(db, employeeRecordId, year.asOf, year.asOf))[0]?.payroll.rows.find(
      (row) => row.employeeRecordId === employeeRecordId,
    );
    const pdf = await (
      await import("./statement-pdf")
    ).renderStatement({
      companyName: site.name,
      companyAddress,
      employee: {
        employeeId: lastRow?.employeeId ?? record?.employeeId ?? "",
        name: lastRow?.name ?? `${record?.firstName ?? ""} ${record?.lastName ?? ""}`.trim(),
        designation: lastRow?.designation ?? record?.designation ?? "",
        department: lastRow?.department ?? record?.department ?? "",
        panMasked: record?.panMasked ?? null,
      },
      year,
      generatedOn: today(),
    });
    await audit(request, "annual-tax-statement", { financialYear, months: year.months.length }, `employee:${employeeRecordId}`);
    const employeeId = lastRow?.employeeId ?? record?.employeeId ?? String(employeeRecordId);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="tax-statement-${employeeId}-${financialYear}.pdf"`)
      .send(Buffer.from(pdf));
  }

  app.get(
    `${HR_TAX_PATH}/:employeeRecordId/statements`,
    {
      schema: {
        summary: "The financial years with a finalised month for the person, newest first",
        params: taxRecordParamsSchema,
        response: { 200: z.array(statementYearSchema), ...errors },
      },
    },
    async (request) => {
      const person = await taxPersonOr404(db, request.params.employeeRecordId);
      refuseAdminRecordForHrUser(staffOf(request).account.role, person);
      return yearsWithMonths(
        (await personRuns(db, person.id)).map((run) => run.payroll),
        person.id,
      );
    },
  );

  app.get(
    `${HR_TAX_PATH}/:employeeRecordId/statements/:financialYear.pdf`,
    {
      schema: {
        summary: "A person's annual tax statement for a financial year, as PDF (audited)",
        params: hrStatementParamsSchema,
        response: file,
      },
    },
    async (request, reply) => {
      const person = await taxPersonOr404(db, request.params.employeeRecordId);
      refuseAdminRecordForHrUser(staffOf(request).account.role, person);
      return sendStatement(request, reply, person.id, request.params.financialYear);
    },
  );

  app.get(
    EMPLOYEE_STATEMENTS_PATH,
    {
      schema: {
        summary: "Your financial years with a finalised month, newest first",
        response: { 200: z.array(statementYearSchema), ...errors },
      },
    },
    async (request) =>
      yearsWithMonths(
        (await personRuns(db, employeeRecordOf(request).id)).map((run) => run.payroll),
        employeeRecordOf(request).id,
      ),
  );

  app.get(
    `${EMPLOYEE_STATEMENTS_PATH}/:financialYear.pdf`,
    { schema: { summary: "Your annual tax statement for a financial year, as PDF", params: statementParamsSchema, response: file } },
    async (request, reply) => sendStatement(request, reply, employeeRecordOf(request).id, request.params.financialYear),
  );
};
