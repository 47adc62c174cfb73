import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Role } from "@/shared/contract/auth";
import * as z from "zod/mini";
import { apiErrorSchema } from "@/shared/contract/common";
import { HR_PAYROLL_PATH, monthParamsSchema } from "@/shared/contract/payroll";
import { bankFileRequestSchema, bankFileSummarySchema, markPaidSchema, paidMonthSchema, paymentMessages } from "@/shared/contract/payroll-payment";
import { businessDate } from "@/shared/domain/business-time";
import { buildSite } from "@/shared/site";
import { staffOf } from "../../auth/guard";
import type { Db } from "../../db/client";
import { ConflictError } from "../../http/errors";
import { mailSettings } from "../../mail/template";
import { recordStaffAction } from "../audit/store";
import { sendCsv } from "../exports/csv";
import type { ModuleOptions } from "../module-options";
import { employeesOf, findRun } from "../payroll/store";
import { bankFile, bankFileSummary, type BankFileInputs } from "./bank-file";
import { markPaid } from "./mark-paid";
import { checkPasswordAgain } from "./password-again";
import { accountRolesOf } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** What the bank file of a finalised month is made of; 409 for a month that is not finalised. */
async function inputsOf(db: Db, month: string, downloader: Role): Promise<BankFileInputs> {
  const run = await findRun(db, month);
  if (!run) throw new ConflictError(paymentMessages.notFinalised(month));
  const { payroll } = run;
  const records = await employeesOf(db, payroll.rows);
  const roles = await accountRolesOf(db, payroll.rows.map((row) => row.employeeRecordId));
  return { payroll, records, roles, downloader };
}

/**
 * Paying a finalised month (docs/product.md section 9.14.1): Mark as Paid, the bank file's summary, and the bank file
 * itself after the password is entered again. /api/hr/... is hr or admin by path.
 */
export const payrollPaymentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now, cipher }) => {
  const companyName = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN }).name;
  const mail = mailSettings(config);
  const downloaderOf = (request: Parameters<typeof staffOf>[0]) => staffOf(request).account.role;

  app.post(
    `${HR_PAYROLL_PATH}/:month/paid`,
    { schema: { summary: "Mark a finalised month paid with the payment date (once; audited)", params: monthParamsSchema, body: markPaidSchema, response: { 200: paidMonthSchema, ...errors } } },
    async (request) => {
      const at = now();
      const timeZone = config.BUSINESS_TIMEZONE;
      return markPaid(db, request, request.params.month, request.body.paidOn, { today: businessDate(at, timeZone), timeZone }, at, mail);
    },
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/bank-file`,
    { schema: { summary: "The bank file's count, total and the people left out (no account numbers)", params: monthParamsSchema, response: { 200: bankFileSummarySchema, ...errors } } },
    async (request) => bankFileSummary(await inputsOf(db, request.params.month, downloaderOf(request))),
  );

  app.post(
    `${HR_PAYROLL_PATH}/:month/bank-file.csv`,
    {
      schema: {
        summary: "The bank transfer file with full account numbers, after the password is entered again (audited)",
        params: monthParamsSchema,
        body: bankFileRequestSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const at = now();
      const inputs = await inputsOf(db, month, downloaderOf(request));
      await checkPasswordAgain(db, request, request.body.password, month, at);
      const { table, summary } = bankFile({ ...inputs, cipher, companyName });
      if (summary.count === 0) throw new ConflictError(paymentMessages.nobodyToPay);
      // The count and total only: never an account number in the audit log.
      await recordStaffAction(db, request, "payroll.bank_file_downloaded", `payroll:${month}`, { count: summary.count, total: summary.total, leftOut: summary.leftOut.length, adminAccountsLeftOut: summary.adminAccountsLeftOut }, at);
      return sendCsv(reply, `bank-transfer-${month}.csv`, table);
    },
  );
};
