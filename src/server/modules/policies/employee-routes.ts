import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import { EMPLOYEE_POLICIES_MAX, EMPLOYEE_POLICIES_PATH, policyMessages, policySchema } from "@/shared/contract/policies";
import { NotFoundError } from "../../http/errors";
import type { ModuleOptions } from "../module-options";
import { findPolicy, listPolicies } from "./store";

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The company's policies in the employee portal (docs/product.md section 8.4): the Active ones only, never a draft. */
export const employeePolicyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    EMPLOYEE_POLICIES_PATH,
    { schema: { summary: "The Active policies, the latest effective date first", response: { 200: z.array(policySchema), ...errors } } },
    async () => (await listPolicies(db, { status: "Active", limit: EMPLOYEE_POLICIES_MAX, offset: 0 })).rows,
  );

  app.get(
    `${EMPLOYEE_POLICIES_PATH}/:id`,
    {
      schema: {
        summary: "An active policy, for the link in its e-mail",
        params: idParamsSchema,
        response: { 200: policySchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const policy = await findPolicy(db, request.params.id);
      if (!policy || policy.status !== "Active") throw new NotFoundError(policyMessages.notFound);
      return policy;
    },
  );
};
