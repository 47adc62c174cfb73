import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import { hrLeaveSchema, rejectInputSchema } from "@/shared/contract/leave-admin";
import {
  EMPLOYEE_TEAM_PATH,
  leaveCalendarSchema,
  TEAM_LEAVE_CALENDAR_PATH,
  TEAM_LEAVE_DECIDED_DAYS,
  TEAM_LEAVES_PATH,
  teamApproveInputSchema,
  teamCalendarQuerySchema,
  teamLeavesQuerySchema,
  teamSchema,
} from "@/shared/contract/team";
import { employeeRecordOf } from "../../auth/guard";
import { sendPage } from "../../db/paging";
import { serviceContexts } from "../../http/service-context";
import { leaveCalendar } from "../leave/calendar";
import { decideLeaveRequest } from "../leave/decide";
import { toHrLeaves } from "../leave/service";
import { listLeavesOf } from "../leave/store";
import type { ModuleOptions } from "../module-options";
import { directReportIds } from "../reporting-lines/store";
import { teamToday } from "./today";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const DAY_MS = 86_400_000;

/**
 * The manager's Team view (docs/product.md section 9.20): today's attendance of the direct reports, their
 * leave to decide (first decision; HR keeps the power to decide or override) and their leave calendar.
 * The manager is the session's own employee record; anyone else's request answers 404.
 */
export const teamRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config, now } = options;
  const contextOf = serviceContexts(options);
  app.get(
    EMPLOYEE_TEAM_PATH,
    {
      schema: {
        summary: "Your direct reports with today's attendance status, the counts and their pending leave (empty without reports)",
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => teamToday(db, { managerRecordId: employeeRecordOf(request).id, now: now(), timeZone: config.BUSINESS_TIMEZONE }),
  );

  app.get(
    TEAM_LEAVES_PATH,
    {
      schema: {
        summary: `Your direct reports' pending leave requests, then those decided in the last ${TEAM_LEAVE_DECIDED_DAYS} days (X-Total-Count)`,
        querystring: teamLeavesQuerySchema,
        response: { 200: z.array(hrLeaveSchema), ...errors },
      },
    },
    async (request, reply) => {
      const reports = await directReportIds(db, employeeRecordOf(request).id);
      const since = new Date(now().getTime() - TEAM_LEAVE_DECIDED_DAYS * DAY_MS);
      const page = await listLeavesOf(db, reports, since, request.query);
      return sendPage(reply, { rows: await toHrLeaves(db, page.rows), total: page.total });
    },
  );

  app.post(
    `${TEAM_LEAVES_PATH}/:id/approve`,
    {
      schema: {
        summary: "Approve a direct report's pending request within the balance (decided as manager, audited)",
        params: idParamsSchema,
        body: teamApproveInputSchema,
        response: { 200: hrLeaveSchema, ...errors },
      },
    },
    async (request) =>
      decideLeaveRequest(contextOf(request), { id: request.params.id, status: "Approved", ...request.body, as: "manager" }),
  );

  app.post(
    `${TEAM_LEAVES_PATH}/:id/reject`,
    {
      schema: {
        summary: "Reject a direct report's pending request with a reason (decided as manager, audited)",
        params: idParamsSchema,
        body: rejectInputSchema,
        response: { 200: hrLeaveSchema, ...errors },
      },
    },
    async (request) =>
      decideLeaveRequest(contextOf(request), { id: request.params.id, status: "Rejected", comment: request.body.comment, as: "manager" }),
  );

  app.get(
    TEAM_LEAVE_CALENDAR_PATH,
    {
      schema: {
        summary: "Who of your direct reports is off in a month: approved and pending leave overlapping it, clipped to it",
        querystring: teamCalendarQuerySchema,
        response: { 200: leaveCalendarSchema, ...errors },
      },
    },
    async (request) => leaveCalendar(db, request.query.month, { employeeIds: await directReportIds(db, employeeRecordOf(request).id) }),
  );
};
