import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import { EMPLOYEE_LEAVE_PATH, LEAVE_AHEAD_DAYS, LEAVE_BACKDATE_DAYS, leaveInputSchema, leaveMessages, leaveRequestSchema } from "@/shared/contract/employee-portal";
import { EMPLOYEE_LEAVE_BALANCES_PATH, leaveBalancesSchema } from "@/shared/contract/leave-admin";
import { businessDate } from "@/shared/domain/business-time";
import { shiftDate } from "@/shared/domain/working-time";
import { employeeRecordOf } from "../../auth/guard";
import { ConflictError, FieldError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { balancesFor } from "./service";
import { cancelOwnLeave, insertLeaveUnlessOverlapping, listOwnLeave } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The employee's own leave requests (docs/product.md section 9.12): list, request, cancel a pending one. */
export const leaveRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  app.get(EMPLOYEE_LEAVE_PATH, { schema: { summary: "Your leave requests, latest first", response: { 200: z.array(leaveRequestSchema), ...errors } } }, async (request) =>
    listOwnLeave(db, employeeRecordOf(request).id),
  );

  app.post(
    EMPLOYEE_LEAVE_PATH,
    { schema: { summary: "Request leave (status Pending; days inclusive of both dates)", body: leaveInputSchema, response: { 201: leaveRequestSchema, ...errors } } },
    async (request, reply) => {
      const employee = employeeRecordOf(request);
      const at = now();
      const today = businessDate(at, config.BUSINESS_TIMEZONE);
      if (request.body.startDate < shiftDate(today, -LEAVE_BACKDATE_DAYS)) throw new FieldError("startDate", leaveMessages.tooOld);
      // At most a year ahead (and at most 180 days long, checked by the schema): no request reaches year 9999.
      const latest = shiftDate(today, LEAVE_AHEAD_DAYS);
      if (request.body.startDate > latest) throw new FieldError("startDate", leaveMessages.startTooFar);
      if (request.body.endDate > latest) throw new FieldError("endDate", leaveMessages.endTooFar);
      // The request and its audit entry are one transaction (issue 17).
      const created = await db.transaction(async (tx) => {
        const inserted = await insertLeaveUnlessOverlapping(tx, employee.id, request.body, at);
        if (!inserted) throw new ConflictError(leaveMessages.overlap, "startDate");
        await recordStaffAction(tx, request, "leave.requested", `leave:${inserted.id}`, { employeeId: employee.employeeId, leaveType: inserted.leaveType, days: inserted.days }, at);
        return inserted;
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    EMPLOYEE_LEAVE_BALANCES_PATH,
    { schema: { summary: "Your leave balances for this calendar year", response: { 200: leaveBalancesSchema, ...errors } } },
    async (request) => balancesFor(db, employeeRecordOf(request).id, Number(businessDate(now(), config.BUSINESS_TIMEZONE).slice(0, 4))),
  );

  app.post(
    `${EMPLOYEE_LEAVE_PATH}/:id/cancel`,
    { schema: { summary: "Cancel one of your pending requests", params: idParamsSchema, response: { 200: leaveRequestSchema, ...errors } } },
    async (request) => {
      const employee = employeeRecordOf(request);
      return db.transaction(async (tx) => {
        const result = await cancelOwnLeave(tx, employee.id, request.params.id);
        if (result === "missing") throw new NotFoundError("Leave request not found");
        if (result === "not-pending") throw new ConflictError(leaveMessages.notCancellable);
        await recordStaffAction(tx, request, "leave.cancelled", `leave:${result.id}`, { employeeId: employee.employeeId }, now());
        return result;
      });
    },
  );
};
