import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { ADMIN_AUDIT_PATH, auditEntrySchema, auditQuerySchema } from "@/shared/contract/audit";
import { apiErrorSchema } from "@/shared/contract/common";
import { sendPage } from "../../db/paging";
import type { ModuleOptions } from "../module-options";
import { listAuditPage } from "./store";
import { withSubjectNames } from "./subject-names";

/** The admin's audit view (docs/product.md sections 5.7 and 9.19): who did what to which record, when, from where. */
export const auditRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, config }) => {
  app.get(
    ADMIN_AUDIT_PATH,
    {
      schema: {
        summary: "Audit entries, newest first, by event, person and dates, with readable record names (X-Total-Count)",
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await listAuditPage(db, request.query, config.BUSINESS_TIMEZONE);
      return sendPage(reply, { ...page, rows: await withSubjectNames(db, page.rows) });
    },
  );
};
