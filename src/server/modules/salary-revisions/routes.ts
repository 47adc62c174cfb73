import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import { HR_EMPLOYEES_PATH } from "@/shared/contract/hr";
import { salaryHistorySchema, salaryRevisionInputSchema, salaryRevisionSchema } from "@/shared/contract/salary-revision";
import { serviceContexts } from "../../http/service-context";
import type { ModuleOptions } from "../module-options";
import { createRevision, salaryHistory } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const path = `${HR_EMPLOYEES_PATH}/:id/salary-revisions`;

/**
 * Salary revisions (docs/product.md section 10.6.1): a person's history and Revise Salary. HR or admin by the
 * path; the rules are in service.ts.
 */
export const salaryRevisionRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const contextOf = serviceContexts(options);
  app.get(
    path,
    {
      schema: {
        summary: "A person's salary revisions, newest first, and the dates a new one may take effect on",
        params: idParamsSchema,
        response: { 200: salaryHistorySchema, ...errors },
      },
    },
    async (request) => salaryHistory(contextOf(request), request.params.id),
  );

  app.post(
    path,
    {
      schema: {
        summary: "Revise a salary from an effective date (audited); a date in finalised months pays arrears in the next draft month",
        params: idParamsSchema,
        body: salaryRevisionInputSchema,
        response: { 201: salaryRevisionSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createRevision(contextOf(request), request.params.id, request.body)),
  );
};
