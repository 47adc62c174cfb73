import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema } from "@/shared/contract/common";
import { allowanceInputSchema, HR_LEAVE_ALLOWANCES_PATH, leaveAllowanceSchema, leaveTypeParamsSchema } from "@/shared/contract/leave-admin";
import { actorOf } from "../../auth/guard";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { loadAllowances, saveAllowance } from "./allowance-store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The leave allowance per type (days a year, or per event) and its sandwich rule; hr or admin by path. */
export const leaveAllowanceRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    HR_LEAVE_ALLOWANCES_PATH,
    {
      schema: {
        summary: "The six leave types' allowances, defaults filled in",
        response: { 200: z.array(leaveAllowanceSchema), ...errors },
      },
    },
    async () => loadAllowances(db),
  );

  app.put(
    `${HR_LEAVE_ALLOWANCES_PATH}/:leaveType`,
    {
      schema: {
        summary: "Set one type's allowance and sandwich rule (audited)",
        params: leaveTypeParamsSchema,
        body: allowanceInputSchema,
        response: { 200: leaveAllowanceSchema, ...errors },
      },
    },
    async (request) => {
      const { leaveType } = request.params;
      // The change and its audit entry are one transaction.
      return db.transaction(async (tx) => {
        const before = (await loadAllowances(tx)).find((allowance) => allowance.leaveType === leaveType)!;
        const saved = await saveAllowance(tx, leaveType, request.body, now());
        const details = {
          leaveType,
          days: saved.days,
          sandwich: saved.sandwich,
          previousDays: before.days,
          previousSandwich: before.sandwich,
        };
        await recordStaffAction(tx, actorOf(request), "leave.allowance_changed", `leave-allowance:${leaveType}`, details, now());
        return saved;
      });
    },
  );
};
