import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, listQuerySchema } from "@/shared/contract/common";
import { ADMIN_NEWSLETTERS_PATH, newsletterCampaignSchema, newsletterInputSchema, newsletterMessages } from "@/shared/contract/newsletter";
import { actorOf, staffOf } from "../../auth/guard";
import { sendPage } from "../../db/paging";
import { ConflictError } from "../../http/errors";
import { mailSettings } from "../../mail/template";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { queueNewsletter } from "./send";
import { listCampaigns } from "./store";
import { unsubscribeTokens } from "./unsubscribe-token";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The subscribers panel's newsletters (docs/product.md sections 5.4 and 9.7): send one, list them with their counts. */
export const newsletterRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now, cipher }) => {
  const settings = mailSettings(config);
  const tokens = unsubscribeTokens(cipher);

  app.get(
    ADMIN_NEWSLETTERS_PATH,
    {
      schema: {
        summary: "Newsletter campaigns, newest first, with sent, failed, pending and unsubscribed counts (X-Total-Count)",
        querystring: listQuerySchema,
        response: { 200: z.array(newsletterCampaignSchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listCampaigns(db, request.query)),
  );

  app.post(
    ADMIN_NEWSLETTERS_PATH,
    {
      schema: {
        summary: "Send a newsletter to every active subscriber (queued in the outbox; audited)",
        body: newsletterInputSchema,
        response: { 201: newsletterCampaignSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { account } = staffOf(request);
      // The campaign, its messages and the audit entry are one transaction: all of them or none.
      const campaign = await db.transaction(async (tx) => {
        const at = now();
        const queued = await queueNewsletter(
          tx,
          request.body,
          { accountId: account.id, name: account.name },
          { settings, tokens, now: at },
        );
        if (queued.recipients === 0) throw new ConflictError(newsletterMessages.noSubscribers);
        await recordStaffAction(tx, actorOf(request), "newsletter.sent", `newsletter:${queued.id}`, { recipients: queued.recipients }, at);
        return queued;
      });
      return reply.code(201).send(campaign);
    },
  );
};
