import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { apiErrorSchema } from "@/shared/contract/common";
import { ADMIN_OUTBOX_PATH, outboxEntrySchema, outboxQuerySchema } from "@/shared/contract/mail";
import { sendPage } from "../../db/paging";
import type { ModuleOptions } from "../module-options";
import { listOutbox } from "./store";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The admin dashboard's E-mail panel: every message the product wrote to the outbox and what became of it. */
export const outboxRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    ADMIN_OUTBOX_PATH,
    {
      schema: {
        summary: "E-mail outbox, newest first, filtered by status and kind, q searches recipient and subject (X-Total-Count)",
        querystring: outboxQuerySchema,
        response: { 200: z.array(outboxEntrySchema), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await listOutbox(db, request.query)),
  );
};
