import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import {
  approveInputSchema,
  cancelApprovedInputSchema,
  hrBalancesQuerySchema,
  hrLeaveSchema,
  hrLeavesQuerySchema,
  HR_LEAVE_BALANCES_PATH,
  HR_LEAVES_PATH,
  leaveAdminMessages,
  leaveBalancesSchema,
  rejectInputSchema,
} from "@/shared/contract/leave-admin";
import { HR_LEAVE_CALENDAR_PATH, hrCalendarQuerySchema, leaveCalendarSchema, leaveOverlapsSchema } from "@/shared/contract/team";
import { businessDate } from "@/shared/domain/business-time";
import { sendPage } from "../../db/paging";
import { NotFoundError } from "../../http/errors";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { leaveCalendar, leaveOverlaps } from "./calendar";
import { cancelApprovedLeave } from "./cancel";
import { decideLeaveRequest } from "./decide";
import { balancesFor, hrLeavePage } from "./service";
import { employeeExists } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * HR's leave desk (docs/product.md sections 9.12 and 9.20): every request, approve, reject and cancel an approved
 * one, a person's balances, the month's calendar and who else of a department is off on a request's dates.
 * hr or admin by path.
 */
export const hrLeaveRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config, now } = options;
  const contextOf = serviceContexts(options);
  const currentYear = () => Number(businessDate(now(), config.BUSINESS_TIMEZONE).slice(0, 4));

  app.get(
    HR_LEAVES_PATH,
    {
      schema: {
        summary: "Every leave request, Pending first, then the latest start (X-Total-Count)",
        querystring: hrLeavesQuerySchema,
        response: { 200: z.array(hrLeaveSchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await hrLeavePage(db, request.query)),
  );

  app.post(
    `${HR_LEAVES_PATH}/:id/approve`,
    {
      schema: {
        summary: "Approve a pending request; beyond the balance only with override (audited)",
        params: idParamsSchema,
        body: approveInputSchema,
        response: { 200: hrLeaveSchema, ...errors },
      },
    },
    async (request) => decideLeaveRequest(contextOf(request), { id: request.params.id, status: "Approved", ...request.body, as: "hr" }),
  );

  app.post(
    `${HR_LEAVES_PATH}/:id/reject`,
    {
      schema: {
        summary: "Reject a pending request with a reason",
        params: idParamsSchema,
        body: rejectInputSchema,
        response: { 200: hrLeaveSchema, ...errors },
      },
    },
    async (request) => decideLeaveRequest(contextOf(request), { id: request.params.id, status: "Rejected", ...request.body, as: "hr" }),
  );

  app.post(
    `${HR_LEAVES_PATH}/:id/cancel`,
    {
      schema: {
        summary:
          "Cancel an approved leave, started or not, with a reason; its days return to the balance, a finalised month is corrected in the next draft (audited)",
        params: idParamsSchema,
        body: cancelApprovedInputSchema,
        response: { 200: hrLeaveSchema, ...errors },
      },
    },
    async (request) => cancelApprovedLeave(contextOf(request), { id: request.params.id, reason: request.body.reason }),
  );

  app.get(
    HR_LEAVE_CALENDAR_PATH,
    {
      schema: {
        summary: "Who is off in a month: each person's approved and pending leave overlapping it, clipped to it; optionally one department",
        querystring: hrCalendarQuerySchema,
        response: { 200: leaveCalendarSchema, ...errors },
      },
    },
    async (request) => leaveCalendar(db, request.query.month, { department: request.query.department }),
  );

  app.get(
    `${HR_LEAVES_PATH}/:id/overlaps`,
    {
      schema: {
        summary: "Others of the request's department with approved or pending leave on its dates (the approve dialog's warning)",
        params: idParamsSchema,
        response: { 200: leaveOverlapsSchema, ...errors },
      },
    },
    async (request) => {
      const overlaps = await leaveOverlaps(db, request.params.id);
      if (!overlaps) throw new NotFoundError(leaveAdminMessages.notFound);
      return overlaps;
    },
  );

  app.get(
    HR_LEAVE_BALANCES_PATH,
    {
      schema: {
        summary: "One person's leave balances for this calendar year",
        querystring: hrBalancesQuerySchema,
        response: { 200: leaveBalancesSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await employeeExists(db, request.query.employee))) throw new NotFoundError(leaveAdminMessages.employeeNotFound);
      return balancesFor(db, request.query.employee, currentYear());
    },
  );
};
