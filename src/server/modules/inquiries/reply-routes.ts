import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema, idParamsSchema } from "@/shared/contract/common";
import { inquiryNotFoundMessage, inquiryReplyInputSchema, inquiryReplySchema } from "@/shared/contract/inquiries";
import { buildSite } from "@/shared/site";
import { actorOf, staffOf } from "../../auth/guard";
import { NotFoundError } from "../../http/errors";
import { enqueueMail } from "../../mail/outbox";
import { mailSettings } from "../../mail/template";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { inquiryReplyMessage } from "./inquiry-mail";
import { insertReply, listReplies } from "./reply-store";
import { findInquiry, markInquiryReplied } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const notFound = () => new NotFoundError(inquiryNotFoundMessage);
const REPLIES = "/api/admin/inquiries/:id/replies";

/** Reply to an inquiry by e-mail and read its thread (docs/product.md sections 5.3 and 9.6). */
export const inquiryReplyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config, now }) => {
  const settings = mailSettings(config);
  // The customer's answer to a reply should reach a person, not the no-reply sender.
  const replyTo = buildSite({ companyName: config.COMPANY_NAME, emailDomain: config.COMPANY_EMAIL_DOMAIN }).email;

  app.get(
    REPLIES,
    {
      schema: {
        summary: "An inquiry's replies, oldest first",
        params: idParamsSchema,
        response: { 200: z.array(inquiryReplySchema), ...errors },
      },
    },
    async (request) => {
      if (!(await findInquiry(db, request.params.id))) throw notFound();
      return listReplies(db, request.params.id);
    },
  );

  app.post(
    REPLIES,
    {
      schema: {
        summary: "Reply by e-mail: queues the message, keeps it in the thread, marks the inquiry replied (audited)",
        params: idParamsSchema,
        body: inquiryReplyInputSchema,
        response: { 201: inquiryReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { account } = staffOf(request);
      // The e-mail, the thread entry, the replied mark and the audit entry are one transaction.
      const sent = await db.transaction(async (tx) => {
        const at = now();
        const inquiry = await findInquiry(tx, request.params.id);
        if (!inquiry) throw notFound();
        const { to, subject, body } = request.body;
        const outboxId = await enqueueMail(tx, inquiryReplyMessage({ to, subject, body }, replyTo, settings));
        const id = await insertReply(tx, {
          inquiryId: inquiry.id,
          toAddress: to,
          subject,
          body,
          sentByAccountId: account.id,
          outboxId,
          createdAt: at,
        });
        await markInquiryReplied(tx, inquiry.id, at);
        await recordStaffAction(tx, actorOf(request), "inquiry.reply_sent", `inquiry:${inquiry.id}`, { reply: id }, at);
        return { id, to, subject, body, sentBy: account.name, delivery: "pending" as const, createdAt: at.toISOString() };
      });
      return reply.code(201).send(sent);
    },
  );
};
