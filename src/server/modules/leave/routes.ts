import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import { EMPLOYEE_LEAVE_PATH, leaveInputSchema, leaveRequestSchema } from "@/shared/contract/employee-portal";
import { EMPLOYEE_LEAVE_BALANCES_PATH, leaveBalancesSchema } from "@/shared/contract/leave-admin";
import { businessDate } from "@/shared/domain/business-time";
import { leaveTypeApplies } from "@/shared/domain/leave-eligibility";
import { employeeRecordOf } from "../../auth/guard";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { cancelOwnLeave } from "./cancel";
import { balancesFor, ownLeavePage, requestLeave } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The employee's own leave requests (docs/product.md section 9.12): list, request, cancel a pending one or an approved one not started (the rules: service.ts, cancel.ts). */
export const leaveRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config, now } = options;
  const contextOf = serviceContexts(options);
  app.get(
    EMPLOYEE_LEAVE_PATH,
    { schema: { summary: "Your leave requests, latest first", response: { 200: z.array(leaveRequestSchema), ...errors } } },
    async (request) => ownLeavePage(db, employeeRecordOf(request).id, businessDate(now(), config.BUSINESS_TIMEZONE)),
  );

  app.post(
    EMPLOYEE_LEAVE_PATH,
    {
      schema: {
        summary: "Request leave (status Pending; days inclusive of both dates)",
        body: leaveInputSchema,
        response: { 201: leaveRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await requestLeave(contextOf(request), { employee: employeeRecordOf(request), values: request.body })),
  );

  app.get(
    EMPLOYEE_LEAVE_BALANCES_PATH,
    {
      schema: {
        summary: "Your leave balances for this calendar year (only the types that apply to you)",
        response: { 200: leaveBalancesSchema, ...errors },
      },
    },
    async (request) => {
      const employee = employeeRecordOf(request);
      const result = await balancesFor(db, employee.id, Number(businessDate(now(), config.BUSINESS_TIMEZONE).slice(0, 4)));
      return { ...result, balances: result.balances.filter((balance) => leaveTypeApplies(balance.leaveType, employee.gender)) };
    },
  );

  app.post(
    `${EMPLOYEE_LEAVE_PATH}/:id/cancel`,
    {
      schema: {
        summary: "Cancel one of your pending requests, or an approved leave that has not started",
        params: idParamsSchema,
        response: { 200: leaveRequestSchema, ...errors },
      },
    },
    async (request) => cancelOwnLeave(contextOf(request), { employee: employeeRecordOf(request), id: request.params.id }),
  );
};
