import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema } from "@/shared/contract/common";
import {
  HR_OPENING_FIGURES_PATH,
  HR_PREVIOUS_EMPLOYER_PENDING_PATH,
  HR_TAX_LOCK_PATH,
  HR_TAX_PATH,
  HR_TAX_REGIMES_PATH,
  openingFiguresInputSchema,
  openingFiguresSchema,
  regimeNotChosenSchema,
  taxDeclarationInputSchema,
  taxDeclarationSchema,
  taxLockInputSchema,
  taxLockParamsSchema,
  taxLockSchema,
  taxProjectionQuerySchema,
  taxProjectionSchema,
  taxRecordParamsSchema,
  taxYearQuerySchema,
} from "@/shared/contract/tax";
import { previousEmployerInputSchema, previousEmployerPendingSchema } from "@/shared/contract/tax-previous-employer";
import { staffOf } from "../../auth/guard";
import { projectionMonth, taxProjection } from "./projection";
import { regimeNotChosen } from "./regimes";
import { findLock } from "./store";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import {
  currentFinancialYear,
  declarationView,
  lockYear,
  openingView,
  previousEmployerPending,
  refuseAdminRecordForHrUser,
  saveDeclarationAsHr,
  saveOpeningFigures,
  taxPersonOr404,
  unlockYear,
  verifyPreviousEmployer,
} from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const forRecord = { params: taxRecordParamsSchema, querystring: taxYearQuerySchema };

/**
 * HR's side of tax (hr or admin by path): anyone's declaration, the lock on a year's declarations, and
 * opening figures. `?year=` is the financial year, the current one by the business date when missing.
 * The rules (one's own record, an admin's record, the lock) are in service.ts.
 */
export const hrTaxRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config, now } = options;
  const contextOf = serviceContexts(options);
  const yearOf = (year: string | undefined) => year ?? currentFinancialYear(now(), config.BUSINESS_TIMEZONE);

  app.get(
    HR_TAX_LOCK_PATH,
    {
      schema: {
        summary: "Whether a financial year's declarations are locked",
        querystring: taxYearQuerySchema,
        response: { 200: taxLockSchema, ...errors },
      },
    },
    async (request) => findLock(db, yearOf(request.query.year)),
  );

  app.post(
    HR_TAX_LOCK_PATH,
    {
      schema: {
        summary: "Lock a financial year's declarations: employees can no longer change theirs (audited)",
        body: taxLockInputSchema,
        response: { 200: taxLockSchema, ...errors },
      },
    },
    async (request) => lockYear(contextOf(request), request.body.financialYear),
  );

  app.delete(
    `${HR_TAX_LOCK_PATH}/:financialYear`,
    {
      schema: {
        summary: "Unlock a financial year's declarations (audited)",
        params: taxLockParamsSchema,
        response: { 200: taxLockSchema, ...errors },
      },
    },
    async (request) => unlockYear(contextOf(request), request.params.financialYear),
  );

  app.get(
    HR_TAX_REGIMES_PATH,
    {
      schema: {
        summary: "Who has not chosen a tax regime for a financial year: the new regime, the legal default, applies to them",
        querystring: taxYearQuerySchema,
        response: { 200: regimeNotChosenSchema, ...errors },
      },
    },
    async (request) => regimeNotChosen(db, staffOf(request).account.role, yearOf(request.query.year)),
  );

  app.get(
    `${HR_TAX_PATH}/:employeeRecordId`,
    {
      schema: {
        summary: "A person's tax declaration for a financial year (or the defaults)",
        ...forRecord,
        response: { 200: taxDeclarationSchema, ...errors },
      },
    },
    async (request) => {
      const person = await taxPersonOr404(db, request.params.employeeRecordId);
      refuseAdminRecordForHrUser(staffOf(request).account.role, person);
      return declarationView(db, person, yearOf(request.query.year));
    },
  );

  app.put(
    `${HR_TAX_PATH}/:employeeRecordId`,
    {
      schema: {
        summary: "Change a person's declaration, also once the year is locked; never one's own (audited)",
        ...forRecord,
        body: taxDeclarationInputSchema,
        response: { 200: taxDeclarationSchema, ...errors },
      },
    },
    async (request) => {
      const person = await taxPersonOr404(db, request.params.employeeRecordId);
      return saveDeclarationAsHr(contextOf(request), { person, financialYear: yearOf(request.query.year) }, request.body);
    },
  );

  app.get(
    HR_PREVIOUS_EMPLOYER_PENDING_PATH,
    {
      schema: {
        summary: "Who declared a previous employer for a financial year that HR has not verified: it does not count in their TDS yet",
        querystring: taxYearQuerySchema,
        response: { 200: previousEmployerPendingSchema, ...errors },
      },
    },
    async (request) => previousEmployerPending(db, staffOf(request).account.role, yearOf(request.query.year)),
  );

  app.put(
    `${HR_TAX_PATH}/:employeeRecordId/previous-employer`,
    {
      schema: {
        summary:
          "Verify a person's previous employer's salary and TDS from that employer's statement (Form 16 Part B or Form 12B): only these count in the TDS; never one's own (audited)",
        ...forRecord,
        body: previousEmployerInputSchema,
        response: { 200: taxDeclarationSchema, ...errors },
      },
    },
    async (request) => {
      const person = await taxPersonOr404(db, request.params.employeeRecordId);
      return verifyPreviousEmployer(contextOf(request), { person, financialYear: yearOf(request.query.year) }, request.body);
    },
  );

  app.get(
    `${HR_OPENING_FIGURES_PATH}/:employeeRecordId`,
    {
      schema: {
        summary: "A person's opening figures for a financial year (null until entered)",
        ...forRecord,
        response: { 200: openingFiguresSchema, ...errors },
      },
    },
    async (request) => {
      const person = await taxPersonOr404(db, request.params.employeeRecordId);
      refuseAdminRecordForHrUser(staffOf(request).account.role, person);
      return openingView(db, person, yearOf(request.query.year));
    },
  );

  app.put(
    `${HR_OPENING_FIGURES_PATH}/:employeeRecordId`,
    {
      schema: {
        summary: "Enter a person's pay outside the product earlier in the financial year; never one's own (audited)",
        ...forRecord,
        body: openingFiguresInputSchema,
        response: { 200: openingFiguresSchema, ...errors },
      },
    },
    async (request) => {
      const person = await taxPersonOr404(db, request.params.employeeRecordId);
      return saveOpeningFigures(contextOf(request), { person, financialYear: yearOf(request.query.year) }, request.body);
    },
  );

  app.get(
    `${HR_TAX_PATH}/:employeeRecordId/projection`,
    {
      schema: {
        summary:
          "How a person's TDS for a month (the current one when missing) is worked out under both regimes, as the payroll computes it",
        params: taxRecordParamsSchema,
        querystring: taxProjectionQuerySchema,
        response: { 200: taxProjectionSchema, ...errors },
      },
    },
    async (request) => {
      const person = await taxPersonOr404(db, request.params.employeeRecordId);
      refuseAdminRecordForHrUser(staffOf(request).account.role, person);
      const { month, today } = projectionMonth(request.query.month, now(), config.BUSINESS_TIMEZONE);
      return taxProjection(db, person.id, month, today, config.BUSINESS_TIMEZONE);
    },
  );
};
