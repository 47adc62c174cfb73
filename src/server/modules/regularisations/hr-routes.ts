import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import {
  correctionApproveSchema,
  correctionRejectSchema,
  correctionsQuerySchema,
  HR_CORRECTIONS_PATH,
  regularisationSchema,
} from "@/shared/contract/regularisations";
import { sendPage } from "../../db/paging";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { decideCorrection } from "./service";
import { hrPage } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** HR's desk for correction requests (docs/product.md section 9.20): every request, approve or reject, override a manager's rejection. hr or admin by path. */
export const hrCorrectionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db } = options;
  const contextOf = serviceContexts(options);
  app.get(
    HR_CORRECTIONS_PATH,
    {
      schema: {
        summary: "Every correction request, Pending first (X-Total-Count)",
        querystring: correctionsQuerySchema,
        response: { 200: z.array(regularisationSchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await hrPage(db, request.query)),
  );

  app.post(
    `${HR_CORRECTIONS_PATH}/:id/approve`,
    {
      schema: {
        summary: "Approve a pending request, or with override one a manager rejected: the correction is applied (audited)",
        params: idParamsSchema,
        body: correctionApproveSchema,
        response: { 200: regularisationSchema, ...errors },
      },
    },
    async (request) =>
      decideCorrection(contextOf(request), { id: request.params.id, decision: { status: "Approved", ...request.body }, as: "hr" }),
  );

  app.post(
    `${HR_CORRECTIONS_PATH}/:id/reject`,
    {
      schema: {
        summary: "Reject a pending request with a reason (audited)",
        params: idParamsSchema,
        body: correctionRejectSchema,
        response: { 200: regularisationSchema, ...errors },
      },
    },
    async (request) =>
      decideCorrection(contextOf(request), {
        id: request.params.id,
        decision: { status: "Rejected", comment: request.body.comment },
        as: "hr",
      }),
  );
};
