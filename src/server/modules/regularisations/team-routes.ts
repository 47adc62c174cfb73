import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import {
  correctionApproveSchema,
  correctionRejectSchema,
  correctionsQuerySchema,
  regularisationSchema,
  TEAM_CORRECTIONS_PATH,
  TEAM_DECIDED_DAYS,
} from "@/shared/contract/regularisations";
import { employeeRecordOf } from "../../auth/guard";
import { sendPage } from "../../db/paging";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { directReportIds } from "../reporting-lines/store";
import { decideCorrection } from "./service";
import { teamPage } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A reporting manager's first decision on their direct reports' correction requests (docs/product.md section
 * 9.20). Who reports to whom: modules/reporting-lines/store.ts; anyone else's request is not found.
 */
export const teamCorrectionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, now } = options;
  const contextOf = serviceContexts(options);
  app.get(
    TEAM_CORRECTIONS_PATH,
    {
      schema: {
        summary: "Your direct reports' correction requests: pending first, then those decided in the last 30 days (X-Total-Count)",
        querystring: correctionsQuerySchema,
        response: { 200: z.array(regularisationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const reports = await directReportIds(db, employeeRecordOf(request).id);
      return sendPage(reply, await teamPage(db, reports, new Date(now().getTime() - TEAM_DECIDED_DAYS * DAY_MS), request.query));
    },
  );

  app.post(
    `${TEAM_CORRECTIONS_PATH}/:id/approve`,
    {
      schema: {
        summary: "Approve a direct report's pending request: the correction is applied as HR's (audited)",
        params: idParamsSchema,
        body: correctionApproveSchema,
        response: { 200: regularisationSchema, ...errors },
      },
    },
    // A manager never overrides: only a pending request is theirs to decide.
    async (request) =>
      decideCorrection(contextOf(request), {
        id: request.params.id,
        decision: { status: "Approved", comment: request.body.comment },
        as: "manager",
      }),
  );

  app.post(
    `${TEAM_CORRECTIONS_PATH}/:id/reject`,
    {
      schema: {
        summary: "Reject a direct report's pending request with a reason (audited)",
        params: idParamsSchema,
        body: correctionRejectSchema,
        response: { 200: regularisationSchema, ...errors },
      },
    },
    async (request) =>
      decideCorrection(contextOf(request), {
        id: request.params.id,
        decision: { status: "Rejected", comment: request.body.comment },
        as: "manager",
      }),
  );
};
