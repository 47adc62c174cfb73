import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@/shared/contract/common";
import {
  EMPLOYEE_TAX_PATH,
  EMPLOYEE_TAX_PROJECTION_PATH,
  taxDeclarationInputSchema,
  taxDeclarationSchema,
  taxProjectionQuerySchema,
  taxProjectionSchema,
  taxYearQuerySchema,
} from "@/shared/contract/tax";
import { employeeRecordOf } from "../../auth/guard";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { projectionMonth, taxProjection } from "./projection";
import { currentFinancialYear, declarationView, saveOwnDeclaration, taxPersonOr404 } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The signed-in person's tax declaration (the employee portal's Tax tab): only ever their own record, from
 * the session. `?year=` is the financial year, the current one by the business date when missing.
 */
export const employeeTaxRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config, now } = options;
  const contextOf = serviceContexts(options);
  const yearOf = (year: string | undefined) => year ?? currentFinancialYear(now(), config.BUSINESS_TIMEZONE);

  app.get(
    EMPLOYEE_TAX_PATH,
    {
      schema: {
        summary: "Your tax declaration for a financial year (or the defaults) and whether HR has locked the year",
        querystring: taxYearQuerySchema,
        response: { 200: taxDeclarationSchema, ...errors },
      },
    },
    async (request) => declarationView(db, await taxPersonOr404(db, employeeRecordOf(request).id), yearOf(request.query.year)),
  );

  app.put(
    EMPLOYEE_TAX_PATH,
    {
      schema: {
        summary: "Save your regime and declarations for the current or the next financial year, until HR locks it (audited)",
        querystring: taxYearQuerySchema,
        body: taxDeclarationInputSchema,
        response: { 200: taxDeclarationSchema, ...errors },
      },
    },
    async (request) => {
      const person = await taxPersonOr404(db, employeeRecordOf(request).id);
      return saveOwnDeclaration(contextOf(request), { person, financialYear: yearOf(request.query.year) }, request.body);
    },
  );

  app.get(
    EMPLOYEE_TAX_PROJECTION_PATH,
    {
      schema: {
        summary: "How your TDS for a month (the current one when missing) is worked out under both regimes, as the payroll computes it",
        querystring: taxProjectionQuerySchema,
        response: { 200: taxProjectionSchema, ...errors },
      },
    },
    async (request) => {
      const { month, today } = projectionMonth(request.query.month, now(), config.BUSINESS_TIMEZONE);
      return taxProjection(db, employeeRecordOf(request).id, month, today, config.BUSINESS_TIMEZONE);
    },
  );
};
