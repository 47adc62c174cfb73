import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import { HR_POLICIES_PATH, policyInputSchema, policyListQuerySchema, policyMessages, policySchema } from "@/shared/contract/policies";
import { actorOf } from "../../auth/guard";
import { sendPage } from "../../db/paging";
import { NotFoundError } from "../../http/errors";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { findPolicy, insertPolicy, listPolicies, updatePolicy } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** HR policies (docs/product.md section 9.15): list, create, edit; archiving is an edit to status Archived. */
export const policyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    HR_POLICIES_PATH,
    {
      schema: {
        summary: "HR policies: Active first, then Draft, then Archived, latest effective date first (X-Total-Count)",
        querystring: policyListQuerySchema,
        response: { 200: z.array(policySchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listPolicies(db, request.query)),
  );

  app.post(
    HR_POLICIES_PATH,
    {
      schema: {
        summary: "Create a policy (status Active unless given)",
        body: policyInputSchema,
        response: { 201: policySchema, ...errors },
      },
    },
    async (request, reply) => {
      // The change and its audit entry are one transaction: no policy without its entry.
      const policy = await db.transaction(async (tx) => {
        const created = await insertPolicy(tx, request.body, now());
        await recordStaffAction(
          tx,
          actorOf(request),
          "policy.created",
          `policy:${created.id}`,
          { title: created.title, status: created.status },
          now(),
        );
        return created;
      });
      return reply.code(201).send(policy);
    },
  );

  app.put(
    `${HR_POLICIES_PATH}/:id`,
    {
      schema: {
        summary: "Edit a policy; status Archived archives it",
        params: idParamsSchema,
        body: policyInputSchema,
        response: { 200: policySchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const before = await findPolicy(tx, request.params.id, { forUpdate: true });
        if (!before) throw new NotFoundError(policyMessages.notFound);
        const policy = (await updatePolicy(tx, before.id, request.body, now()))!;
        const fields = (["title", "description", "category", "effectiveDate", "status"] as const).filter(
          (field) => before[field] !== policy[field],
        );
        await recordStaffAction(
          tx,
          actorOf(request),
          "policy.updated",
          `policy:${policy.id}`,
          { title: policy.title, fields, status: policy.status },
          now(),
        );
        return policy;
      }),
  );
};
