import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import { leaveTypeLabels } from "@/shared/contract/employee-portal";
import {
  approveInputSchema,
  hrBalancesQuerySchema,
  hrLeaveSchema,
  hrLeavesQuerySchema,
  HR_LEAVE_BALANCES_PATH,
  HR_LEAVES_PATH,
  insufficientBalanceMessage,
  leaveAdminMessages,
  leaveBalancesSchema,
  rejectInputSchema,
} from "@/shared/contract/leave-admin";
import { businessDate } from "@/shared/domain/business-time";
import { staffOf } from "../../auth/guard";
import { ownRecordMessage, refuseOwnRecord } from "../../auth/separation-of-duties";
import { sendPage } from "../../db/paging";
import { ConflictError, HttpError, NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { employeeExists, findLeave } from "./store";
import { balancesFor, decideLeave, hrLeaveById, hrLeavePage } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** HR's leave desk (docs/product.md section 9.12): every request, approve and reject, a person's balances. hr or admin by path. */
export const hrLeaveRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  const currentYear = () => Number(businessDate(now(), config.BUSINESS_TIMEZONE).slice(0, 4));

  app.get(
    HR_LEAVES_PATH,
    { schema: { summary: "Every leave request, Pending first, then the latest start (X-Total-Count)", querystring: hrLeavesQuerySchema, response: { 200: z.array(hrLeaveSchema), ...errors } } },
    async (request, reply) => sendPage(reply, await hrLeavePage(db, request.query)),
  );

  async function decide(request: FastifyRequest, id: number, status: "Approved" | "Rejected", body: { comment: string; override?: boolean }) {
    const account = staffOf(request).account;
    const override = body.override === true;
    const at = now();
    // Separation of duties: nobody decides their own request (refused and audited before any change).
    const leave = await findLeave(db, id);
    if (!leave) throw new NotFoundError(leaveAdminMessages.notFound);
    await refuseOwnRecord(db, request, leave.employeeRecordId, "leave_decision", at);
    // The decision and its audit entry are one transaction: never one without the other (issue 17).
    return db.transaction(async (tx) => {
      const result = await decideLeave(tx, {
        id,
        status,
        comment: body.comment || null,
        override,
        actor: { accountId: account.id, employeeRecordId: account.employee?.id ?? null },
        at,
      });
      switch (result.kind) {
        case "missing":
          throw new NotFoundError(leaveAdminMessages.notFound);
        case "own":
          // Already refused above; kept as the transaction's own guard.
          throw new HttpError(403, ownRecordMessage);
        case "decided":
          throw new ConflictError(leaveAdminMessages.alreadyDecided);
        case "too-long":
          throw new ConflictError(leaveAdminMessages.tooLongToApprove);
        case "short": {
          const { year, remaining, needed } = result.shortfall;
          throw new ConflictError(insufficientBalanceMessage(leaveTypeLabels[result.leaveType], year, remaining, needed));
        }
      }
      const view = (await hrLeaveById(tx, result.leave.id))!;
      // `override` marks an approval beyond the balance, with what was left: the audit shows who chose to.
      const beyond = status === "Approved" && override && result.shortfall ? { override: true, remaining: result.shortfall.remaining } : {};
      const details = { employeeId: view.employeeId, leaveType: view.leaveType, workingDays: result.workingDays, ...beyond };
      await recordStaffAction(tx, request, status === "Approved" ? "leave.approved" : "leave.rejected", `leave:${view.id}`, details, at);
      return view;
    });
  }

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
    async (request) => decide(request, request.params.id, "Approved", request.body),
  );

  app.post(
    `${HR_LEAVES_PATH}/:id/reject`,
    { schema: { summary: "Reject a pending request with a reason", params: idParamsSchema, body: rejectInputSchema, response: { 200: hrLeaveSchema, ...errors } } },
    async (request) => decide(request, request.params.id, "Rejected", request.body),
  );

  app.get(
    HR_LEAVE_BALANCES_PATH,
    { schema: { summary: "One person's leave balances for this calendar year", querystring: hrBalancesQuerySchema, response: { 200: leaveBalancesSchema, ...errors } } },
    async (request) => {
      if (!(await employeeExists(db, request.query.employee))) throw new NotFoundError(leaveAdminMessages.employeeNotFound);
      return balancesFor(db, request.query.employee, currentYear());
    },
  );
};
