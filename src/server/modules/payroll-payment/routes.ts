import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, EXPORT_COUNT_HEADER } from "@/shared/contract/common";
import { HR_PAYROLL_PATH, monthParamsSchema } from "@/shared/contract/payroll";
import { bankFileRequestSchema, bankFileSummarySchema, markPaidSchema, paidMonthSchema } from "@/shared/contract/payroll-payment";
import { buildSite } from "@/shared/site";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { bankFileSummary } from "./bank-file";
import { bankFileInputs, downloadBankFile } from "./download";
import { markPaid } from "./mark-paid";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Paying a finalised month (docs/product.md section 9.14.1): Mark as Paid, the bank file's summary, and the bank file
 * itself after the password is entered again. /api/hr/... is hr or admin by path.
 */
export const payrollPaymentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { config, cipher } = options;
  const companyName = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN }).name;
  const contextOf = serviceContexts(options);

  app.post(
    `${HR_PAYROLL_PATH}/:month/paid`,
    {
      schema: {
        summary: "Mark a finalised month paid with the payment date (once; audited)",
        params: monthParamsSchema,
        body: markPaidSchema,
        response: { 200: paidMonthSchema, ...errors },
      },
    },
    async (request) => markPaid(contextOf(request), { month: request.params.month, paidOn: request.body.paidOn }),
  );

  app.get(
    `${HR_PAYROLL_PATH}/:month/bank-file`,
    {
      schema: {
        summary: "The bank file's count, total and the people left out (no account numbers)",
        params: monthParamsSchema,
        response: { 200: bankFileSummarySchema, ...errors },
      },
    },
    async (request) => bankFileSummary(await bankFileInputs(contextOf(request), cipher, request.params.month)),
  );

  app.post(
    `${HR_PAYROLL_PATH}/:month/bank-file/download`,
    {
      schema: {
        summary:
          "The bank transfer file in the layout chosen in Settings, with full account numbers, after the password is entered again (audited)",
        params: monthParamsSchema,
        body: bankFileRequestSchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const { file, summary } = await downloadBankFile(contextOf(request), cipher, { ...request.body, month, companyName });
      const suffix = summary.layout === "generic" ? "" : `-${summary.layout}`;
      return reply
        .header("content-type", file.extension === "csv" ? "text/csv; charset=utf-8" : "text/plain; charset=utf-8")
        .header("content-disposition", `attachment; filename="bank-transfer-${month}${suffix}.${file.extension}"`)
        .header(EXPORT_COUNT_HEADER, String(summary.count))
        .send(file.text);
    },
  );
};
