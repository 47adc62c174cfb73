import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { ADMIN_INQUIRIES_PATH, adminInquiryDetailSchema, adminInquirySchema } from "@/shared/contract/admin";
import { apiErrorSchema, idParamsSchema, listQuerySchema } from "@/shared/contract/common";
import { inquiryNotFoundMessage } from "@/shared/contract/inquiries";
import { actorOf } from "../../auth/guard";
import { pageShape } from "../../db/paging";
import { NotFoundError } from "../../http/errors";
import { ReadCache } from "../../http/read-cache";
import { recordStaffAction } from "../audit/store";
import type { ModuleOptions } from "../module-options";
import { findInquiry, listInquiries, markInquiryReplied } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const notFound = () => new NotFoundError(inquiryNotFoundMessage);

/** The admin dashboard's inquiries panel: the list, one inquiry with its message, and marking it replied. */
export const adminInquiryRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  const kept = new ReadCache(db, now);
  app.get(
    ADMIN_INQUIRIES_PATH,
    {
      schema: {
        summary: "Inquiries, newest first (X-Total-Count)",
        querystring: listQuerySchema,
        response: { 200: z.array(adminInquirySchema), ...errors },
      },
    },
    async (request, reply) => kept.send(request, reply, () => listInquiries(db, request.query), pageShape),
  );

  app.get(
    `${ADMIN_INQUIRIES_PATH}/:id`,
    {
      schema: {
        summary: "One inquiry with its full message",
        params: idParamsSchema,
        response: { 200: adminInquiryDetailSchema, ...errors },
      },
    },
    async (request) => (await findInquiry(db, request.params.id)) ?? Promise.reject(notFound()),
  );

  app.post(
    `${ADMIN_INQUIRIES_PATH}/:id/replied`,
    {
      schema: { summary: "Mark an inquiry replied (idempotent)", params: idParamsSchema, response: { 200: adminInquirySchema, ...errors } },
    },
    async (request) => {
      // The change and its audit entry are one transaction.
      return db.transaction(async (tx) => {
        const result = await markInquiryReplied(tx, request.params.id, now());
        if (!result) throw notFound();
        if (result.changed)
          await recordStaffAction(tx, actorOf(request), "inquiry.replied", `inquiry:${result.inquiry.id}`, undefined, now());
        return result.inquiry;
      });
    },
  );
};
