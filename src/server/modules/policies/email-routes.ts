import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import {
  HR_POLICIES_PATH,
  policyEmailedSchema,
  policyEmailInputSchema,
  policyEmailMessages,
  policyMessages,
} from "@/shared/contract/policies";
import { actorOf } from "../../auth/guard";
import { ConflictError, NotFoundError } from "../../http/errors";
import { enqueueMail } from "../../mail/outbox";
import { formatMailDate, mailSettings } from "../../mail/template";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { notify } from "../notifications/store";
import { policyLink, policyMessage } from "./policy-email";
import { findPolicy, policyRecipients } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Email Policies (docs/product.md sections 6.3 and 11): one Active policy to every active employee with a login
 * (or one department's), by e-mail and on their bell; and the employee's view of it, where the e-mail links.
 */
export const policyEmailRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  const settings = mailSettings(config);

  app.post(
    `${HR_POLICIES_PATH}/:id/email`,
    {
      schema: {
        summary: "E-mail an active policy to every active employee, or one department (audited with the count)",
        params: idParamsSchema,
        body: policyEmailInputSchema,
        response: { 200: policyEmailedSchema, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const at = now();
        const policy = await findPolicy(tx, request.params.id);
        if (!policy) throw new NotFoundError(policyMessages.notFound);
        if (policy.status !== "Active") throw new ConflictError(policyEmailMessages.notActive);
        const { department } = request.body;
        const recipients = await policyRecipients(tx, department);
        if (recipients.length === 0) throw new ConflictError(policyEmailMessages.noRecipients, department ? "department" : undefined);
        for (const { email } of recipients) await enqueueMail(tx, policyMessage(email, policy, settings));
        await notify(
          tx,
          recipients.map((recipient) => recipient.accountId),
          {
            kind: "policy.emailed",
            title: `Policy: ${policy.title}`,
            body: `Effective ${formatMailDate(policy.effectiveDate)}`,
            link: policyLink(policy.id),
          },
        );
        await recordStaffAction(
          tx,
          actorOf(request),
          "policy.emailed",
          `policy:${policy.id}`,
          { title: policy.title, department, recipients: recipients.length },
          at,
        );
        return { recipients: recipients.length };
      }),
  );
};
